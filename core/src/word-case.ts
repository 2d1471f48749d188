/**
 * A new word in the case the cook wrote the old one: 'Eggs' → 'Egg', 'POUND' → 'POUNDS', 'Prise' → 'Prisen'; a
 * word written in lower case is given as it is.
 */
export function inCaseOf(written: string, word: string): string {
  if (written === written.toUpperCase() && written.length > 1) return word.toUpperCase();
  return written[0] === written[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}
