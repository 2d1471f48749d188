import { charactersIn } from './lengthHint';

export interface PastedLine {
  /** Where the line is in the pasted text, counting blank lines, as the cook would count them. */
  number: number;
  /** As it is sent: trimmed, as the server then measures it. */
  text: string;
}

/** Lines listed by number, at most this many: beyond it the cook is told how many more. */
const LISTED_MAX = 5;
/** Enough of a long line's start to find it in the box, where it wraps over many rows. */
const QUOTED_START = 40;

const count = (value: number) => value.toLocaleString('en');

/** The pasted text's ingredient lines: each non-blank line, trimmed, with its number in the text. */
export function pastedLines(text: string): PastedLine[] {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ number: index + 1, text: line.trim() }))
    .filter((line) => line.text !== '');
}

function listed(items: string[]): string {
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function quotedStart(text: string): string {
  const characters = [...text];
  return characters.length > QUOTED_START ? `${characters.slice(0, QUOTED_START).join('').trimEnd()}…` : text;
}

/**
 * What to tell the cook when lines are longer than the parser takes, before sending them: the server would refuse
 * the whole paste. Undefined when every line fits.
 */
export function tooLongMessage(lines: PastedLine[], max: number): string | undefined {
  const long = lines.map((line) => ({ ...line, length: charactersIn(line.text) })).filter((line) => line.length > max);
  const [first] = long;
  if (!first) return undefined;
  if (long.length === 1) {
    return (
      `Line ${first.number} (“${quotedStart(first.text)}”) is ${count(first.length)} characters, ` +
      `${count(first.length - max)} more than the ${count(max)} an ingredient line can have. ` +
      'Shorten it or split it into two lines.'
    );
  }
  const lengths = long.length <= LISTED_MAX ? ` (${listed(long.map((line) => count(line.length)))})` : '';
  const numbers = long.slice(0, LISTED_MAX).map((line) => String(line.number));
  const more = long.length - numbers.length;
  const which = more > 0 ? `${numbers.join(', ')} and ${more} more` : listed(numbers);
  return (
    `Lines ${which} are longer than the ${count(max)} characters an ingredient line can have${lengths}. ` +
    'Shorten or split them.'
  );
}
