import { z } from 'zod';
import { BLANK_RECIPE_FIELDS, IngredientSchema, NewRecipeBodySchema, RECIPE_NAME_MAX } from './recipe.js';
import { idSchema } from './ids.js';
import { requiredString } from './auth.js';
import { itemFor } from './plurals.js';

/** Spec 5 and 9: one ingredient or question is at most 100 characters; a suggestion needs 4 ingredients. */
export const CHEF_LIMITS = {
  ingredientMax: 100,
  minIngredients: 4,
  maxIngredients: 30,
  questionMax: 100,
  /** The most ideas Chef Basil offers for one list of ingredients: the first and the others after it. */
  ideasMax: 20,
  /** The longest answer kept; Chef Basil's answers are cut to it, so every answer can be saved. */
  answerMax: 10_000,
} as const;

/** How long the server waits for Chef Basil's answer before it gives up (504). */
export const CHEF_ANSWER_TIMEOUT_MS = 30_000;

/** Spec 4.4 and 8, word for word. */
export const CHEF_MESSAGES = {
  recipeFailed: "Oops! Chef Basil couldn't whip up a recipe right now.",
  askFailed: 'Oops! Chef Basil is unavailable at the moment.',
  emptyAnswer: 'Chef Basil had no response this time.',
  emptyQuestion: 'Please enter a question...',
  thinking: 'Chef Basil is thinking...',
  thinkingButton: 'Thinking…',
  /** Not in the spec: said once an answer has been a while coming, so a long wait does not look stuck. */
  stillThinking: `Still thinking: an answer can take up to ${CHEF_ANSWER_TIMEOUT_MS / 1000} seconds.`,
} as const;

/** How long an answer is awaited before the cook is told it can take a while. */
export const STILL_THINKING_MS = 6000;

/** Spec 9: a saved question's confirmation shows for 3 s, the empty-question message for 2.5 s. */
export const CHEF_TIMINGS = { questionSavedMs: 3000, emptyQuestionMs: 2500 } as const;

/**
 * Spec 3 Suggested AI recipe: what every chef, built in or an AI provider, must answer with. An AI's answer
 * is checked against this same schema, so a malformed one never reaches a cook.
 */
export const SuggestedRecipeSchema = z.object({
  name: z.string().trim().min(1).max(RECIPE_NAME_MAX),
  intro: z.string().trim().max(1000),
  ingredients: z.array(IngredientSchema).min(1).max(40),
  method: z.array(z.string().trim().min(1).max(1000)).min(1).max(30),
});
export type SuggestedRecipe = z.infer<typeof SuggestedRecipeSchema>;

/** What the cook gave that the recipe uses, and what else it needs (staples such as salt left out). */
export const RecipeIdeaSchema = SuggestedRecipeSchema.extend({
  uses: z.array(z.string()),
  alsoNeeded: z.array(z.string()),
  /** The server's signature of this suggestion for this cook: saved unchanged with it, it is a Chef Basil recipe. */
  suggestionToken: z.string(),
});
export type RecipeIdea = z.infer<typeof RecipeIdeaSchema>;

/** One ingredient however it is written: 'Eggs', 'egg' and ' EGG ' are the same one. */
export const sameIngredient = (a: string, b: string) => ingredientKey(a) === ingredientKey(b);
const ingredientKey = (ingredient: string) => itemFor(ingredient.trim().replace(/\s+/gu, ' ').toLowerCase(), false);

/** The ingredients once each, as first written: the same one twice does not count twice towards four. */
const onceEach = (ingredients: string[]) =>
  ingredients.filter(
    (ingredient, index) => ingredients.findIndex((other) => sameIngredient(other, ingredient)) === index,
  );

/**
 * POST /api/get-recipe-from-ingredients: blank entries and repeats are ignored (spec 5). Another idea for the same
 * ingredients names the recipes already suggested for them, which Chef Basil passes over for the next best.
 */
export const RecipeIdeaBodySchema = z.object({
  ingredients: z
    .array(
      z
        .string({ error: 'Each ingredient must be text' })
        .max(CHEF_LIMITS.ingredientMax, { error: `An ingredient is at most ${CHEF_LIMITS.ingredientMax} characters` }),
      { error: 'Ingredients must be a list' },
    )
    .transform((items) => onceEach(items.map((item) => item.trim()).filter(Boolean)))
    .pipe(
      z
        .array(z.string())
        .min(CHEF_LIMITS.minIngredients, {
          error: `Add at least ${CHEF_LIMITS.minIngredients} ingredients for Chef Basil to suggest a recipe`,
        })
        .max(CHEF_LIMITS.maxIngredients, {
          error: `Chef Basil takes at most ${CHEF_LIMITS.maxIngredients} ingredients`,
        }),
    ),
  alreadySuggested: z
    .array(
      z
        .string({ error: 'Each recipe already suggested must be named as text' })
        .trim()
        .max(RECIPE_NAME_MAX, { error: `A recipe's name is at most ${RECIPE_NAME_MAX} characters` }),
      { error: 'The recipes already suggested must be a list of names' },
    )
    .max(CHEF_LIMITS.ideasMax, {
      error: `Chef Basil offers at most ${CHEF_LIMITS.ideasMax} ideas for one list of ingredients`,
    })
    .transform((names) => names.filter(Boolean))
    .default([]),
});
export type RecipeIdeaBody = z.input<typeof RecipeIdeaBodySchema>;

/** One recipe name however it is spaced or capitalised: 'Lemon  Chicken' was suggested as 'lemon chicken'. */
export const sameRecipeName = (a: string, b: string) => recipeNameKey(a) === recipeNameKey(b);
const recipeNameKey = (name: string) => name.trim().replace(/\s+/gu, ' ').toLowerCase();

const question = requiredString(CHEF_MESSAGES.emptyQuestion)
  .trim()
  .min(1, { error: CHEF_MESSAGES.emptyQuestion })
  .max(CHEF_LIMITS.questionMax, { error: `A question is at most ${CHEF_LIMITS.questionMax} characters` });

/** POST /api/ask-chef. */
export const AskChefBodySchema = z.object({ question });
export const ChefAnswerSchema = z.object({ answer: z.string() });

/** POST /api/addchefquestion: the question is the signed-in cook's; UserId, sent as the spec has it, must name them. */
export const AddChefQuestionBodySchema = z.object({
  question,
  answer: z
    .string()
    .trim()
    .min(1, { error: 'There is no answer to save' })
    .max(CHEF_LIMITS.answerMax, { error: `An answer is at most ${CHEF_LIMITS.answerMax} characters` }),
  UserId: idSchema('user').optional(),
});

/** Spec 3 Chef question. */
export const ChefQuestionSchema = z.object({
  askchef_id: z.number().int(),
  askchef_question: z.string(),
  askchef_answer: z.string(),
  created_at: z.string(),
});
export type ChefQuestion = z.infer<typeof ChefQuestionSchema>;
/**
 * What /addchefquestion answers: the saved question, and whether it was saved before (the same question with the
 * same answer, by a second click or a second Save), in which case it is the one kept then and nothing new is made.
 */
export const SavedChefQuestionSchema = ChefQuestionSchema.extend({ alreadySaved: z.boolean() });
export const ChefQuestionListSchema = z.array(ChefQuestionSchema);
export const ChefQuestionIdParamsSchema = z.object({
  id: idSchema('question'),
});

/** POST /api/addrecipefromai: the suggestion as a recipe form (spec 7); saved as the cook's (userId must name them), marked Chef Basil. */
export const AddRecipeFromAiBodySchema = NewRecipeBodySchema.extend({
  /** Sent as spec 7 lists it; a Chef Basil recipe starts without a photo. */
  recipeImageUrl: z.string().max(500).optional(),
  recipeBasil: z.union([z.literal('true'), z.literal(true)]).optional(),
  userId: idSchema('user').optional(),
  /**
   * The suggestion's token from get-recipe-from-ingredients. Only a suggestion saved as Chef Basil gave it, to
   * the cook it gave it to, is marked as a Chef Basil recipe; anything else is saved as the cook's own.
   */
  suggestionToken: z.string().max(256).optional(),
});
export type AddRecipeFromAiBody = z.input<typeof AddRecipeFromAiBodySchema>;

/**
 * Spec 7 POST /addrecipefromai: a suggestion saved as a private Chef Basil recipe, its intro as the note and
 * one method step per line.
 */
export function aiRecipeBody(
  idea: SuggestedRecipe & { suggestionToken?: string },
  userId?: number,
): AddRecipeFromAiBody {
  return {
    ...BLANK_RECIPE_FIELDS,
    recipeName: idea.name,
    recipeNote: idea.intro,
    recipeBasil: 'true',
    recipeMethod: idea.method.join('\n'),
    recipeImageUrl: '',
    ingredients: idea.ingredients,
    ...(userId === undefined ? {} : { userId }),
    ...(idea.suggestionToken === undefined ? {} : { suggestionToken: idea.suggestionToken }),
  };
}
export const AddRecipeFromAiResponseSchema = z.object({ recipeId: z.number().int() });

/** GET /api/chefusage (Admin): calls and tokens by provider, model, kind and outcome since a time. */
export const ChefUsageSchema = z.object({
  provider: z.string(),
  model: z.string(),
  since: z.string(),
  rows: z.array(
    z.object({
      provider: z.string(),
      model: z.string(),
      kind: z.string(),
      outcome: z.string(),
      calls: z.number().int(),
      inputTokens: z.number().int(),
      outputTokens: z.number().int(),
    }),
  ),
});
export type ChefUsage = z.infer<typeof ChefUsageSchema>;
