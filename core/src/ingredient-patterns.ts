/** How ingredient lines write amounts, shared by the steps of the parser that look for one. */
import { FRACTION_GLYPHS } from './fractions.js';

/** 2, 1.5, 1,5, 1½, 1 1/2, 1/2, ½. */
export const NUMBER = `(?:\\d+(?:[.,]\\d+)?(?:\\s*[${FRACTION_GLYPHS}]|\\s+\\d+\\s*[/⁄]\\s*\\d+|\\s*[/⁄]\\s*\\d+)?|[${FRACTION_GLYPHS}])`;
/** Between the ends of a range: "2-3", "2 to 3", "4 or 5". */
export const RANGE_SEPARATOR = '(?:\\s*-?\\s*(?:to|or)\\s*|\\s*[-–—]\\s*)';
