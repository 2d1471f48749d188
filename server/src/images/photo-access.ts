import type { SessionUser } from '@fiz/core/session';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { recipes } from '../db/schema.js';
import { canRead } from '../recipes/recipe-access.js';

/** Who may see a photo: anyone when its recipe is shared, else only its owner and the Admin; nobody for no recipe. */
export type PhotoAudience =
  { kind: 'everyone' } | { kind: 'restricted'; mayView: (cook: SessionUser) => boolean } | { kind: 'nobody' };

const THUMBNAIL_SUFFIX = /-thumb\.jpg$/;

/** The photo a thumbnail belongs to: recipes store only the photo's address (decision 0002). */
const photoUrlOf = (url: string) => url.replace(THUMBNAIL_SUFFIX, '.jpg');

/**
 * Read on every request, never remembered: a recipe that stops being shared stops showing its photo to others at
 * once. A copy has files of its own, so a photo normally belongs to one recipe; were it ever several, it is as
 * visible as the most visible of them.
 */
export async function photoAudience(db: Db, url: string): Promise<PhotoAudience> {
  const owners = await db
    .select({ recipe_user_id: recipes.recipe_user_id, recipe_share: recipes.recipe_share })
    .from(recipes)
    .where(eq(recipes.recipe_imageurl, photoUrlOf(url)));
  if (owners.length === 0) return { kind: 'nobody' };
  if (owners.some((recipe) => recipe.recipe_share === 'Yes')) return { kind: 'everyone' };
  return { kind: 'restricted', mayView: (cook) => owners.some((recipe) => canRead(recipe, cook)) };
}
