import { z } from 'zod';

/** A shared recipe with a photo, shown on the landing page and the recipes slideshow. */
export const ShowcaseRecipeSchema = z.object({
  recipe_id: z.number().int(),
  recipe_name: z.string(),
  recipe_note: z.string(),
  recipe_image: z.string(),
  user_name: z.string(),
});
export type ShowcaseRecipe = z.infer<typeof ShowcaseRecipeSchema>;

export const ShowcaseResponseSchema = z.array(ShowcaseRecipeSchema);
