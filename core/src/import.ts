import { z } from 'zod';
import { NewRecipeBodySchema, recipeDraftFields, WEBSITE_LINK_MAX, WebsiteLinkSchema } from './recipe.js';

/** Recipe import (POST /api/import-recipe) and saving what the cook reviewed (POST /api/addimportedrecipe). */
export const IMPORT_LIMITS = { htmlChars: 2 * 1024 * 1024, textChars: 100_000 } as const;
export const PARSE_LIMITS = { lines: 200, lineLength: 500 } as const;

const ONE_SOURCE_MESSAGE =
  "Send a page's address (url), its HTML (html, with or without its url), or the recipe as text (text) on its own";

export const ImportRecipeBodySchema = z
  .object({
    url: z
      .string({ error: 'The address must be text' })
      .trim()
      .min(1, { error: 'Give the address of the recipe page' })
      .max(WEBSITE_LINK_MAX, { error: `An address is at most ${WEBSITE_LINK_MAX} characters` })
      .optional(),
    html: z
      .string({ error: "The page's HTML must be text" })
      .min(1, { error: "The page's HTML is empty" })
      .max(IMPORT_LIMITS.htmlChars, { error: "The page's HTML is at most 2 MB" })
      .optional(),
    text: z
      .string({ error: 'The recipe text must be text' })
      .trim()
      .min(1, { error: 'The recipe text is empty' })
      .max(IMPORT_LIMITS.textChars, { error: `The recipe text is at most ${IMPORT_LIMITS.textChars} characters` })
      .optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.text !== undefined
        ? body.url === undefined && body.html === undefined
        : body.url !== undefined || body.html !== undefined,
    { error: ONE_SOURCE_MESSAGE },
  );
export type ImportRecipeBody = z.input<typeof ImportRecipeBodySchema>;

/**
 * An ingredient split into the editor's four fields. Plain text, not the saved recipe's limits: a long line
 * from a page is shown for review rather than refused, and the editor's own checks apply when it is saved.
 */
export const ParsedIngredientSchema = z.object({
  qty: z.string(),
  unit: z.string(),
  item: z.string(),
  note: z.string(),
});
export const ParsedIngredientsSchema = z.array(ParsedIngredientSchema);

/** An ingredient as the page wrote it (`text`) and split into the editor's four fields. */
export const DraftIngredientSchema = ParsedIngredientSchema.extend({ text: z.string() });
export type DraftIngredient = z.infer<typeof DraftIngredientSchema>;

export const RecipeDraftSchema = z.object({
  /** The page's title, uncut; `name` is it cut to the recipe name limit at a word. */
  title: z.string(),
  ...recipeDraftFields.shape,
  ingredients: z.array(DraftIngredientSchema),
  method: z.array(z.string()),
  /** The page's photo, still on the page's site: it is fetched and checked only when the recipe is saved. */
  imageUrl: z.string(),
});
export type RecipeDraft = z.infer<typeof RecipeDraftSchema>;

/** How many of the cook's recipes from the same page an import names (it counts them all). */
export const SAME_PAGE_RECIPES_MAX = 3;

/** One of the cook's own recipes whose website link is the page being imported. */
export const SamePageRecipeSchema = z.object({
  recipeId: z.number().int(),
  recipeName: z.string(),
});
export type SamePageRecipe = z.infer<typeof SamePageRecipeSchema>;

/** POST /api/import-recipe: the draft, and what the cook already has from the same page. */
export const ImportRecipeResponseSchema = RecipeDraftSchema.extend({
  ownRecipesFromPage: z
    .array(SamePageRecipeSchema)
    .max(SAME_PAGE_RECIPES_MAX)
    .meta({
      description:
        "The cook's own recipes whose website link is this page (http or https, www., a trailing slash, a " +
        '#fragment and tracking parameters such as utm_* aside; other query parameters may pick another recipe, ' +
        "so they must match), newest first, at most 3; never another cook's, shared or not. Empty when there are " +
        'none, or the draft has no address (pasted text).',
    }),
  ownRecipesFromPageCount: z
    .number()
    .int()
    .min(0)
    .meta({
      description:
        "How many of the cook's own recipes are from this page in all, by the same rules: ownRecipesFromPage names " +
        'the newest of them, so a count above its length says how many more there are. 0 when it is empty.',
    }),
});
export type ImportRecipeResponse = z.infer<typeof ImportRecipeResponseSchema>;

export const ParseIngredientsBodySchema = z.object({
  lines: z
    .array(
      z
        .string({ error: 'Each ingredient line must be text' })
        .max(PARSE_LIMITS.lineLength, { error: `An ingredient line is at most ${PARSE_LIMITS.lineLength} characters` }),
      { error: 'Send the ingredient lines as a list of text' },
    )
    .max(PARSE_LIMITS.lines, { error: `Send at most ${PARSE_LIMITS.lines} ingredient lines at a time` }),
});

/** The reviewed recipe; its photo comes from `imageSourceUrl` (the draft's imageUrl) or not at all. */
export const AddImportedRecipeBodySchema = NewRecipeBodySchema.extend({
  imageSourceUrl: WebsiteLinkSchema.default(''),
});
export type AddImportedRecipeBody = z.input<typeof AddImportedRecipeBodySchema>;

export const AddImportedRecipeResponseSchema = z.object({
  recipeId: z.number().int(),
  /** Set when the recipe was saved but its photo could not be: why, in words for the cook. */
  imageMessage: z.string().optional(),
});
export type AddImportedRecipeResponse = z.infer<typeof AddImportedRecipeResponseSchema>;

/** GET /api/importphotopreview: the draft's photo (its imageUrl), shown on the review screen before saving. */
export const ImportPhotoPreviewQuerySchema = z.object({
  url: WebsiteLinkSchema.default('').refine((url) => url !== '', { error: "Give the address of the page's photo" }),
});
