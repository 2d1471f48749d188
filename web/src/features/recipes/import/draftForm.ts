import type { AddImportedRecipeBody, RecipeDraft } from '@fiz/core/import';
import { BLANK_RECIPE_FIELDS, WebsiteLinkSchema } from '@fiz/core/recipe';
import { EMPTY_INGREDIENT, type RecipeFormOutput, type RecipeFormValues } from '../editor/recipeForm';

/** A pasted page may name anything as its link or photo; only what Save would accept is kept. */
const webAddressOrEmpty = (address: string) => (address && WebsiteLinkSchema.safeParse(address).success ? address : '');

/** The editor's form filled from an imported draft: private and not a favourite until the cook says so. */
export function draftToFormValues(draft: RecipeDraft): RecipeFormValues {
  return {
    ...BLANK_RECIPE_FIELDS,
    recipeName: draft.name,
    recipeNote: draft.note,
    recipeYoutubeUrl: draft.youtubeCode,
    recipeWebsiteLink: webAddressOrEmpty(draft.websiteLink),
    recipeMethod: draft.method.join('\n'),
    // The page's photo, by its address on the page's site: it is fetched only if the cook saves with it.
    recipeImageUrl: webAddressOrEmpty(draft.imageUrl),
    ingredients: draft.ingredients.map(({ qty, unit, item, note }) => ({ qty, unit, item, note })),
    pendingIngredient: EMPTY_INGREDIENT,
  };
}

/** What Save sends: the reviewed fields, and the page's photo address unless the cook let it go. */
export function importedRecipeBody({ recipeImageUrl, ...values }: RecipeFormOutput): AddImportedRecipeBody {
  return { ...values, imageSourceUrl: recipeImageUrl };
}

const LOOKS_LIKE_HTML = /<\s*(!doctype|html|head|body|script|div|article|main|section|ul|ol|p)\b/i;

/** Pasted text is sent as the page's HTML when it is markup, otherwise as a recipe written out. */
export function pastedSource(pasted: string): { html: string } | { text: string } {
  return LOOKS_LIKE_HTML.test(pasted) ? { html: pasted } : { text: pasted };
}
