import { z } from 'zod';
import { FRACTION_GLYPHS } from '@fiz/core/fractions';
import { parseIngredientLine } from '@fiz/core/ingredient-line';
import { INGREDIENT_LIMITS, RECIPE_METHOD_MAX, RECIPE_NAME_MAX, type Ingredient } from '@fiz/core/recipe';
import { SuggestedRecipeSchema, type SuggestedRecipe } from '@fiz/core/chef';
import { cutAtWord, methodWithin } from '../import/recipe-draft.js';
import { MARKDOWN_MARKS } from './plain-answer.js';

/**
 * The recipe's shape as a model is asked for it: every field a required string, no lengths, no defaults. OpenAI's
 * strict structured output accepts only such a schema, and a small slip (a name of 51 characters, a blank step)
 * is put right by tidySuggestion instead of costing the cook a whole recipe.
 */
export const ModelRecipeSchema = z.object({
  name: z.string(),
  intro: z.string(),
  ingredients: z.array(z.object({ qty: z.string(), unit: z.string(), item: z.string(), note: z.string() })),
  method: z.array(z.string()),
});
export type ModelRecipe = z.infer<typeof ModelRecipeSchema>;

const INTRO_MAX = 1000;
const STEP_MAX = 1000;
const STEPS_MAX = 30;
const INGREDIENTS_MAX = 40;
/** "1. ", "2) ", "Step 3:" before a step: the method's list numbers its steps itself. */
const STEP_NUMBER = /^\s*(?:step\s*)?\d+\s*[.):-]\s*/iu;
/** A line written whole into the item: it starts with an amount ("1 1/2 tbsp soy sauce", "½ cup milk"). */
const STARTS_WITH_AMOUNT = new RegExp(`^[\\d${FRACTION_GLYPHS}]`, 'u');

/** Markdown a model may use anyway: bold, italics and code marks, which would show as stray symbols. */
export function withoutMarkdownMarks(text: string): string {
  return text.replace(MARKDOWN_MARKS, '').replace(/\s+/gu, ' ').trim();
}

function tidyIngredient({ qty, unit, item, note }: ModelRecipe['ingredients'][number]): Ingredient {
  const parts = { qty: qty.trim(), unit: unit.trim(), item: withoutMarkdownMarks(item), note: note.trim() };
  if (!parts.qty && !parts.unit && STARTS_WITH_AMOUNT.test(parts.item)) {
    const parsed = parseIngredientLine(parts.item);
    return { ...parsed, note: [parsed.note, parts.note].filter(Boolean).join(', ').slice(0, INGREDIENT_LIMITS.note) };
  }
  return {
    qty: parts.qty.slice(0, INGREDIENT_LIMITS.qty),
    unit: parts.unit.slice(0, INGREDIENT_LIMITS.unit),
    item: parts.item.slice(0, INGREDIENT_LIMITS.item),
    note: parts.note.slice(0, INGREDIENT_LIMITS.note),
  };
}

/**
 * A model's recipe as a cook can save it: the name cut at a word within 50 characters, blank steps and step
 * numbers dropped, an ingredient line written whole into the item split into its parts, and the method within
 * what a recipe may hold. Null when nothing usable is left (no name, no ingredient or no step).
 */
export function tidySuggestion(raw: ModelRecipe): SuggestedRecipe | null {
  const steps = raw.method
    .map((step) => cutAtWord(withoutMarkdownMarks(step).replace(STEP_NUMBER, ''), STEP_MAX))
    .filter((step) => step !== '');
  const tidy = {
    name: cutAtWord(withoutMarkdownMarks(raw.name), RECIPE_NAME_MAX),
    intro: cutAtWord(withoutMarkdownMarks(raw.intro), INTRO_MAX),
    ingredients: raw.ingredients
      .map(tidyIngredient)
      .filter((ingredient) => Object.values(ingredient).some((part) => part !== ''))
      .slice(0, INGREDIENTS_MAX),
    method: methodWithin(steps.slice(0, STEPS_MAX), RECIPE_METHOD_MAX),
  };
  const checked = SuggestedRecipeSchema.safeParse(tidy);
  return checked.success ? checked.data : null;
}

/** The recipe inside a reply that is JSON wrapped in a Markdown code fence, as local models often send it. */
export function recipeFromFencedText(text: string): ModelRecipe | null {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/iu.exec(text);
  try {
    const parsed = ModelRecipeSchema.safeParse(JSON.parse(fenced?.[1] ?? text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
