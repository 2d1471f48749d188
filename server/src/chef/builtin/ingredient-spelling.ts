import { ingredientName, type IngredientName } from './ingredient-names.js';
import { required } from '../../required.js';

/**
 * Ingredient names a cook misspelled ("chiken", "garlick", "onoins"), put right against the words the recipes
 * themselves use, so a typo does not hide the recipes that use the ingredient. A word is corrected only to a word
 * one edit away (two for words of 7 letters or more); a word too short to tell, or no close word, is left alone.
 */

const wordsOfRecipe = new WeakMap<object, string[]>();

/** Every word of the ingredient names the recipes use; each recipe's words are read once. */
export function vocabularyOf<Recipe extends object>(
  recipes: readonly Recipe[],
  namesOf: (recipe: Recipe) => IngredientName[],
): Set<string> {
  const vocabulary = new Set<string>();
  for (const recipe of recipes) {
    let words = wordsOfRecipe.get(recipe);
    if (!words) {
      words = namesOf(recipe).flatMap((name) => name.key.split(' '));
      wordsOfRecipe.set(recipe, words);
    }
    for (const word of words) vocabulary.add(word);
  }
  return vocabulary;
}

/** The name as the recipes would write it: each unknown word replaced by its closest known one. */
export function spelledAsKnown(name: IngredientName, vocabulary: Set<string>): IngredientName {
  const words = name.key.split(' ');
  if (words.every((word) => vocabulary.has(word))) return name;
  const corrected = words.map((word) => (vocabulary.has(word) ? word : (closestWord(word, vocabulary) ?? word)));
  return ingredientName(corrected.join(' '));
}

function closestWord(word: string, vocabulary: Set<string>): string | undefined {
  const allowed = word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0;
  let best: { word: string; distance: number } | undefined;
  for (const known of vocabulary) {
    if (Math.abs(known.length - word.length) > allowed) continue;
    const distance = editDistance(word, known);
    if (distance <= allowed && (!best || distance < best.distance)) best = { word: known, distance };
  }
  return best?.word;
}

/** Letters added, removed, changed or swapped with their neighbour, each one edit (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  const row = (i: number) => required(rows[i], 'a row');
  const cell = (i: number, j: number) => required(row(i)[j], 'a cell');
  for (let j = 1; j <= b.length; j += 1) row(0)[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(cell(i - 1, j) + 1, cell(i, j - 1) + 1, cell(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, cell(i - 2, j - 2) + 1);
      row(i)[j] = best;
    }
  }
  return cell(a.length, b.length);
}
