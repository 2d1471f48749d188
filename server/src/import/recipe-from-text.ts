import { isIngredientHeading } from '@fiz/core/ingredient-heading';
import { parseIngredientLine } from '@fiz/core/ingredient-line';
import { clean } from './html-text.js';
import type { RecipeDraft } from '@fiz/core/import';
import { buildDraft } from './recipe-draft.js';
import { INGREDIENTS_HEADING, METHOD_HEADING } from './recipe-headings.js';

const startsWithAmount = (line: string) => parseIngredientLine(line).qty !== '';

/** "For the pastry:" just before "200 g flour": a section of the ingredients, though no "Ingredients" came first. */
const headsAmounts = (line: string, next: string | undefined) =>
  next !== undefined && isIngredientHeading(parseIngredientLine(line)) && startsWithAmount(next);

/**
 * Reads pasted recipe text: the first line is the title; lines under an "Ingredients" heading, or that start with
 * a quantity before any heading (and a section's heading just above such a line), are ingredients; lines under
 * "Method"/"Instructions" are steps.
 */
export function extractRecipeFromText(text: string): RecipeDraft | null {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map(clean)
    .filter((line) => line !== '');
  const [title = '', ...rest] = lines;
  const ingredients: string[] = [];
  const steps: string[] = [];
  const description: string[] = [];
  let section: 'none' | 'ingredients' | 'method' = 'none';
  rest.forEach((line, index) => {
    if (INGREDIENTS_HEADING.test(line)) section = 'ingredients';
    else if (METHOD_HEADING.test(line)) section = 'method';
    else if (section === 'method') steps.push(line.replace(/^(?:step\s*)?\d+\s*[.):-]\s*/i, ''));
    else if (section === 'ingredients' || startsWithAmount(line) || headsAmounts(line, rest[index + 1])) {
      ingredients.push(line.replace(/^[-*•·▢□]\s*/u, ''));
    } else description.push(line);
  });
  return buildDraft({
    title,
    description: description.join(' '),
    ingredients,
    steps,
    image: '',
    websiteLink: '',
    youtubeCode: '',
  });
}
