import { z } from 'zod';
import { pageFields, RecipeListSchema } from './recipe.js';
import { graphemesOf } from './graphemes.js';
import { idSchema } from './ids.js';

/** Spec 9: desktop search shows 12 cards a page; its text box waits 900 ms after the last key. */
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_DEBOUNCE_MS = 900;
/** Longer text is cut, not refused: a pasted paragraph still searches. */
export const SEARCH_TEXT_MAX = 200;

const flag = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((value) => value === 'true');

export const SearchParamsSchema = z.object({
  userId: idSchema('user'),
  sharedFlag: flag('The shared flag'),
  basilFlag: flag('The Chef Basil flag'),
});

const searchText = z
  .string()
  .max(5000, { error: 'The search text is too long' })
  .default('')
  .transform((text) => text.trim().slice(0, SEARCH_TEXT_MAX));

export const SearchCountQuerySchema = z.object({ search: searchText });

export const SearchQuerySchema = z.object({
  search: searchText,
  ...pageFields(SEARCH_PAGE_SIZE),
});

export const SearchResultsSchema = RecipeListSchema;

/**
 * Spec 9: search cards cut the name at 50 and the note at 42 characters, with an ellipsis. Characters as a
 * reader counts them: an emoji or an accented letter built of several code points is one, and never split.
 */
export function truncate(text: string, max: number): string {
  const characters = graphemesOf(text);
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : text;
}
