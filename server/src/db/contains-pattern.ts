/** The text as a literal ILIKE pattern for "contains": %, _ and the escape character itself match only themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
