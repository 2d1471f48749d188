/**
 * A word no other test uses, starting with `prefix` (a capital and letters: 'Zorb' gives 'Zorbqxkfia'). The specs
 * share one server, so recipes, messages and bookmarks a test makes carry it, and searching for it finds only
 * that test's own.
 */
export function uniqueTag(prefix: string): string {
  return `${prefix}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
}
