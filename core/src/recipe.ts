import { z } from 'zod';
import { LIST_TYPES } from './dashboard.js';
import { normalizeMethod } from './method.js';
import { isPlayableYoutubeCode, keepYoutubeCode } from './youtube.js';
import { idSchema } from './ids.js';
import { requiredString } from './auth.js';

export const RECIPE_NAME_MAX = 50;
export const RECIPE_NOTE_MAX = 2000;
export const RECIPE_METHOD_MAX = 20_000;
export const WEBSITE_LINK_MAX = 2000;
export const INGREDIENTS_MAX = 200;
export const INGREDIENT_LIMITS = { qty: 50, unit: 50, item: 200, note: 200 } as const;
/** Spec 9 page sizes. */
export const PAGE_SIZE = { stats: 10, recipeList: 10, favourites: 10, videos: 10 } as const;

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];
const YesNoSchema = (field: string) => z.enum(YES_NO, { error: `${field} must be Yes or No` });

export const RecipeIdSchema = idSchema('recipe');

export const RecipeIdParamsSchema = z.object({ recipeId: RecipeIdSchema });

/**
 * A name is one line: line breaks and runs of spaces (pasted text, a hostile client) become single spaces, and
 * letters written with separate accents are composed (NFC), before its length is counted as it will be saved.
 */
export const RecipeNameSchema = requiredString('A recipe name is required')
  // What the API description says of the name, checked below once it is as saved.
  .meta({ minLength: 1, maxLength: RECIPE_NAME_MAX })
  .transform((name) => name.normalize('NFC').replace(/\s+/gu, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'A recipe name is required' })
      .max(RECIPE_NAME_MAX, { error: `A recipe name is at most ${RECIPE_NAME_MAX} characters` })
      // Invisible characters alone (a zero-width space) would save a recipe with a name no one can see.
      .regex(/[^\p{Cc}\p{Cf}\p{Z}\p{M}]/u, { error: 'A recipe name is required' }),
  );

const RecipeNoteSchema = z
  .string()
  .trim()
  .max(RECIPE_NOTE_MAX, { error: `A recipe note is at most ${RECIPE_NOTE_MAX} characters` });

const boundedText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `An ingredient ${field} is at most ${max} characters` })
    .default('');

/** Spec 3: qty, unit, item and note, all free text and all optional. */
export const IngredientSchema = z.object({
  qty: boundedText('quantity', INGREDIENT_LIMITS.qty),
  unit: boundedText('unit', INGREDIENT_LIMITS.unit),
  item: boundedText('item', INGREDIENT_LIMITS.item),
  note: boundedText('note', INGREDIENT_LIMITS.note),
});
export type Ingredient = z.infer<typeof IngredientSchema>;

/** The YouTube field keeps the code (spec 5); what remains must be empty or a playable code. */
export const YoutubeCodeSchema = z
  .string()
  .transform(keepYoutubeCode)
  .refine((code) => code === '' || isPlayableYoutubeCode(code), {
    error: 'A YouTube code is 11 letters, digits, dashes or underscores, like dQw4w9WgXcQ',
  });

/**
 * The hosts a link may name, as the URL parser gives them (lower case, international names in xn-- form,
 * IPv4 in any spelling rewritten as four numbers): a domain of two or more labels, underscores allowed as in
 * real DNS names; localhost; an IPv4 or IPv6 address. A single label ("https://example") is most likely a
 * typo. Whether the server may fetch an address is decided apart from this, when it fetches (safe-fetch.ts).
 */
const LINK_HOSTNAME =
  /^(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\]|(?=.{1,253}$)(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})\.?)$/;

const HttpUrlSchema = z.url({ protocol: /^https?$/, hostname: LINK_HOSTNAME });

/** A website link is empty or a full http(s) address: never javascript: or any other scheme. */
/**
 * An address typed without its scheme ('www.example.com/soup', 'cooks.example:8080/soup') as the https:// one a
 * browser would open; what has a scheme, a space or no dot is left for validation to judge. A name followed by a
 * colon and digits is a host and its port, not a scheme.
 */
export function withWebScheme(typed: string): string {
  const address = typed.trim();
  const hasScheme = /^[a-z][a-z\d+.-]*:(?!\d+(?:[/?#]|$))/i.test(address);
  if (hasScheme || /\s/.test(address) || !address.includes('.')) return typed;
  return `https://${address.replace(/^\/+/, '')}`;
}

export const WebsiteLinkSchema = z
  .string()
  .trim()
  // 'www.example.com/soup' is the address a browser would open: https:// is put in front rather than refused.
  .overwrite(withWebScheme)
  .max(WEBSITE_LINK_MAX, { error: `A website link is at most ${WEBSITE_LINK_MAX} characters` })
  .refine((link) => link === '' || /^https?:\/\//i.test(link), {
    error: 'Enter a full website address, starting with http:// or https://',
    abort: true,
  })
  .refine((link) => link === '' || HttpUrlSchema.safeParse(link).success, {
    error: 'Enter a full website address, like https://example.com/recipe',
  });

export const AddRecipeNameBodySchema = z.object({
  recipeName: RecipeNameSchema,
  recipeNote: RecipeNoteSchema.default(''),
  userId: idSchema('user').optional(),
});
export type AddRecipeNameBody = z.infer<typeof AddRecipeNameBodySchema>;
export const AddRecipeNameResponseSchema = z.object({ recipe_id: z.number().int() });

const RecipeMethodSchema = z
  .string()
  .max(RECIPE_METHOD_MAX, { error: `A method is at most ${RECIPE_METHOD_MAX} characters` })
  .transform(normalizeMethod);

/** A row with nothing in any part says nothing: it is dropped, as the editor never adds one. */
const hasContent = (ingredient: Ingredient) => Object.values(ingredient).some((part) => part !== '');

const IngredientListSchema = z
  .array(IngredientSchema, { error: 'Ingredients must be a list' })
  .max(INGREDIENTS_MAX, { error: `A recipe has at most ${INGREDIENTS_MAX} ingredients` })
  .transform((list) => list.filter(hasContent));

/**
 * A recipe's own fields, declared once. Each goes by its API name (responses and columns, snake_case) and
 * `form`, its name in request bodies and the editor's form (camelCase); `draft` names it in an import's draft
 * and `schemaOrg` in the library download, where it has one. `rule` is what a request body checks. A required
 * field is sent with every save; any other may be left out, a new recipe then holding `blank`. `answer` is the
 * field's type in a response (text unless said), `listed` puts it on a list's cards, and `copied: false`
 * leaves the owner's own mark behind when a shared recipe is copied.
 */
export const RECIPE_FIELDS = {
  recipe_name: {
    form: 'recipeName',
    rule: RecipeNameSchema,
    required: true,
    listed: true,
    draft: 'name',
    schemaOrg: 'name',
  },
  recipe_share: {
    form: 'recipeShare',
    rule: YesNoSchema('Share'),
    required: true,
    listed: true,
    blank: 'No',
    answer: z.enum(YES_NO),
    copied: false,
  },
  recipe_favourite: {
    form: 'recipeFavourite',
    rule: YesNoSchema('Favourite'),
    required: true,
    listed: true,
    blank: 'No',
    answer: z.enum(YES_NO),
    copied: false,
  },
  recipe_note: { form: 'recipeNote', rule: RecipeNoteSchema, listed: true, draft: 'note', schemaOrg: 'description' },
  recipe_youtube_url: { form: 'recipeYoutubeUrl', rule: YoutubeCodeSchema, listed: true, draft: 'youtubeCode' },
  recipe_website_link: {
    form: 'recipeWebsiteLink',
    rule: WebsiteLinkSchema,
    draft: 'websiteLink',
    schemaOrg: 'isBasedOn',
  },
  recipe_method: { form: 'recipeMethod', rule: RecipeMethodSchema },
} as const;

type Fields = typeof RECIPE_FIELDS;
export type RecipeColumn = keyof Fields;
type Field = Fields[RecipeColumn];
type RequiredColumn = { [C in RecipeColumn]: Fields[C] extends { required: true } ? C : never }[RecipeColumn];
type ListedColumn = { [C in RecipeColumn]: Fields[C] extends { listed: true } ? C : never }[RecipeColumn];
type CopiedColumn = { [C in RecipeColumn]: Fields[C] extends { copied: false } ? never : C }[RecipeColumn];
type DraftedColumn = { [C in RecipeColumn]: Fields[C] extends { draft: string } ? C : never }[RecipeColumn];
type Value<C extends RecipeColumn> = z.output<Fields[C]['rule']>;

const FIELD_ENTRIES = Object.entries(RECIPE_FIELDS) as [RecipeColumn, Field][];
const columnsWhere = (keep: (field: Field) => boolean) =>
  FIELD_ENTRIES.filter(([, field]) => keep(field)).map(([column]) => column);
const isRequired = (field: Field) => 'required' in field;

/** The columns a copy of a shared recipe takes over from it. */
export const COPIED_COLUMNS = columnsWhere((field) => !('copied' in field)) as CopiedColumn[];
/** Each field's schema.org property, for the fields that have one. */
export const SCHEMA_ORG_PROPERTIES = FIELD_ENTRIES.flatMap(([column, field]) =>
  'schemaOrg' in field ? [[column, field.schemaOrg] as const] : [],
);

/** The fields by their API names, as a recipes row holds them. */
export type RecipeFieldColumns = { [C in RecipeColumn]: Value<C> };
/** The fields by their form names, as a request body and the editor's form hold them. */
export type RecipeFieldForm = { [C in RecipeColumn as Fields[C]['form']]: Value<C> };

/** A new recipe's fields, before the cook fills any: text empty, Share and Favourite No. */
export const BLANK_RECIPE_FIELDS = Object.fromEntries(
  FIELD_ENTRIES.map(([, field]) => [field.form, 'blank' in field ? field.blank : '']),
) as RecipeFieldForm;

/** A body's fields by their API names; a field the body leaves out stays undefined. */
export function fieldsAsColumns<Form extends Partial<RecipeFieldForm>>(
  form: Form,
): { [C in RecipeColumn]: Form[Fields[C]['form']] } {
  return Object.fromEntries(FIELD_ENTRIES.map(([column, field]) => [column, form[field.form]])) as {
    [C in RecipeColumn]: Form[Fields[C]['form']];
  };
}

/** A response's fields by their form names. */
export function fieldsAsForm(answer: RecipeFieldColumns): RecipeFieldForm {
  return Object.fromEntries(FIELD_ENTRIES.map(([column, field]) => [field.form, answer[column]])) as RecipeFieldForm;
}

type BodyShape<Left extends 'default' | 'optional'> = {
  [C in RecipeColumn as Fields[C]['form']]: C extends RequiredColumn
    ? Fields[C]['rule']
    : Left extends 'default'
      ? z.ZodDefault<Fields[C]['rule']>
      : z.ZodOptional<Fields[C]['rule']>;
};

/** The fields of a request body: what it leaves out is blank (`default`) or keeps what is saved (`optional`). */
function bodyShape<Left extends 'default' | 'optional'>(left: Left): BodyShape<Left> {
  return Object.fromEntries(
    FIELD_ENTRIES.map(([, field]) => {
      const rule: z.ZodType<string, string> = field.rule;
      if (isRequired(field)) return [field.form, rule];
      return [field.form, left === 'default' ? rule.default('') : rule.optional()];
    }),
  ) as BodyShape<Left>;
}

type AnswerShape = {
  [C in RecipeColumn]: Fields[C] extends { answer: infer Answer extends z.ZodType } ? Answer : z.ZodString;
};
const answerShape = Object.fromEntries(
  FIELD_ENTRIES.map(([column, field]) => [column, 'answer' in field ? field.answer : z.string()]),
) as AnswerShape;
const pickColumns = <C extends RecipeColumn>(columns: readonly C[]) =>
  Object.fromEntries(columns.map((column) => [column, true])) as { [K in C]: true };
const answerFields = z.object(answerShape);
const listedColumns = columnsWhere((field) => 'listed' in field) as ListedColumn[];
const unlistedColumns = columnsWhere((field) => !('listed' in field)) as Exclude<RecipeColumn, ListedColumn>[];
const draftedFields = FIELD_ENTRIES.flatMap(([, field]) => ('draft' in field ? [field.draft] : []));

/** The text an import's draft holds for each field it fills, by the draft's names. */
export const recipeDraftFields = z.object(
  Object.fromEntries(draftedFields.map((name) => [name, z.string()])) as {
    [C in DraftedColumn as Fields[C] extends { draft: infer Name extends string } ? Name : never]: z.ZodString;
  },
);

/** A whole new recipe at once (Chef Basil's, an imported one): what it leaves out is empty. */
export const NewRecipeBodySchema = z.object({
  ...bodyShape('default'),
  ingredients: IngredientListSchema.default([]),
});

/**
 * POST /updaterecipe (spec 4.2 Update Recipe): the recipe's fields, method and ingredients at once. The editor
 * sends them all. The name, Share and Favourite are always required; any other field left out keeps what the
 * recipe holds, so a client changing one of them loses nothing.
 */
export const UpdateRecipeBodySchema = z.object({
  recipeId: RecipeIdSchema,
  ...bodyShape('optional'),
  recipeUserId: idSchema('user').optional(),
  /** Photos change only through an upload; an empty value removes the photo, any other value is ignored. */
  recipeImageUrl: z.string().max(500).optional(),
  ingredients: IngredientListSchema.optional(),
  /**
   * The recipe_revision the editor loaded. When given, a recipe saved meanwhile from another window or device
   * is not overwritten: the save is refused with 409.
   */
  recipeRevision: z
    .number({ error: 'recipeRevision must be a number' })
    .int({ error: 'recipeRevision must be a whole number', abort: true })
    .min(0, { error: 'recipeRevision cannot be negative' })
    .optional(),
});
export type UpdateRecipeBody = z.input<typeof UpdateRecipeBodySchema>;

/** POST /api/updaterecipe: the recipe's revision after this save, for the editor's next one. */
export const UpdateRecipeResponseSchema = z.object({ message: z.string(), recipe_revision: z.number().int() });

export const RecipeListItemSchema = z.object({
  recipe_id: z.number().int(),
  ...answerFields.pick(pickColumns(listedColumns)).shape,
  recipe_imageurl: z.string(),
  /** The thumbnail, for lists and cards. */
  recipe_image: z.string(),
  /** The string true marks a Chef Basil recipe (spec 3). */
  recipe_basil: z.enum(['true', 'false']),
  recipe_user_id: z.number().int(),
  user_name: z.string(),
});
export type RecipeListItem = z.infer<typeof RecipeListItemSchema>;

export const RecipeSchema = RecipeListItemSchema.extend({
  ...answerFields.pick(pickColumns(unlistedColumns)).shape,
  ingredients: z.array(IngredientSchema),
  /** How many times the recipe was saved: sent back with the next save (UpdateRecipeBodySchema). */
  recipe_revision: z.number().int(),
});
export type Recipe = z.infer<typeof RecipeSchema>;

export const RecipeListSchema = z.array(RecipeListItemSchema);
export const RecipeStatsResponseSchema = z.object({ recipes: RecipeListSchema, total: z.number().int() });
export const CountResponseSchema = z.object({ count: z.number().int() });

/** limit and offset of a paged list (offset is (page-1) × page size, spec 9), with this list's page size. */
export function pageFields(defaultLimit: number) {
  return {
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be between 1 and 100' })
      .max(100, { error: 'limit must be between 1 and 100' })
      .default(defaultLimit),
    offset: z.coerce
      .number({ error: 'offset must be a number' })
      .int({ error: 'offset must be a whole number' })
      .min(0, { error: 'offset cannot be negative' })
      .max(10_000_000, { error: 'offset is too large' })
      .default(0),
  };
}

export const PageQuerySchema = z.object(pageFields(10));

/** How a cook's own lists may be ordered: by name (the spec's lists), newest first, or last changed first. */
export const LIST_ORDERS = ['name', 'newest', 'changed'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

export const ListPageQuerySchema = PageQuerySchema.extend({
  order: z.enum(LIST_ORDERS, { error: `order must be one of ${LIST_ORDERS.join(', ')}` }).default('name'),
});

export const ListTypeParamsSchema = z.object({
  userId: idSchema('user'),
  listtype: z.enum(LIST_TYPES, { error: `The list type must be one of ${LIST_TYPES.join(', ')}` }),
});

export const CopySharedRecipeBodySchema = z.object({
  recipeId: RecipeIdSchema,
  userId: idSchema('user').optional(),
});
export const CopySharedRecipeResponseSchema = z.object({ newRecipeId: z.number().int() });

/** The new photo, and the recipe's revision after it: an editor saves its other changes on top of that. */
export const ImageUploadResponseSchema = z.object({ imageUrl: z.string(), recipe_revision: z.number().int() });
export const MessageResponseSchema = z.object({ message: z.string() });

/** Spec 2.3 stats list titles by list type. */
export const STATS_TITLES: Record<string, string> = {
  favourites: 'My Favourite Recipes',
  shared: 'My Shared Recipes',
  myrecipes: 'My Recipes',
  nomethod: 'My Recipes Needing A Method',
  noingredients: 'My Recipes Needing Ingredients',
  nophoto: 'My Recipes Needing A Photo',
};
export const statsTitle = (listType: string) => STATS_TITLES[listType] ?? 'Recipe Listing';

/** What an empty stats list means: none needing a photo is good news, not "no recipes". */
const STATS_EMPTY: Record<string, string> = {
  favourites: 'No favourites yet.',
  shared: 'None of your recipes is shared yet.',
  nomethod: 'Every recipe has its method.',
  noingredients: 'Every recipe has its ingredients.',
  nophoto: 'Every recipe has a photo.',
};
export const statsEmptyText = (listType: string) => STATS_EMPTY[listType] ?? 'No recipes yet.';

/** Spec 9: offset is (page - 1) × page size; pages count from 1 and there is always at least one. */
export const pageOffset = (page: number, size: number) => (Math.max(1, page) - 1) * size;
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The recipes slideshow (spec 2.3): the cook's own and shared recipes with a photo. */
export const ShowcaseForUserSchema = z.array(
  RecipeListItemSchema.pick({
    recipe_id: true,
    recipe_name: true,
    recipe_note: true,
    recipe_imageurl: true,
    recipe_image: true,
    user_name: true,
  }),
);

/** Each photo is stored as a display image and a thumbnail beside it. */
export const thumbnailUrl = (imageUrl: string) => imageUrl.replace(/\.jpg$/, '-thumb.jpg');
