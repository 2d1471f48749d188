import { parseIngredientLine } from '@fiz/core/ingredient-line';
import { clean } from './html-text.js';
import { buildDraft, type RecipeDraft } from './recipe-draft.js';
import { INGREDIENTS_HEADING, METHOD_HEADING } from './recipe-headings.js';

/**
 * Reads pasted recipe text: the first line is the title; lines under an "Ingredients" heading, or that start with
 * a quantity before any heading, are ingredients; lines under "Method"/"Instructions" are steps.
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
  for (const line of rest) {
    if (INGREDIENTS_HEADING.test(line)) section = 'ingredients';
    else if (METHOD_HEADING.test(line)) section = 'method';
    else if (section === 'method') steps.push(line.replace(/^(?:step\s*)?\d+\s*[.):-]\s*/i, ''));
    else if (section === 'ingredients' || parseIngredientLine(line).qty !== '') {
      ingredients.push(line.replace(/^[-*•·▢□]\s*/u, ''));
    } else description.push(line);
  }
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
