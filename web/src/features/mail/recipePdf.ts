import type { SessionUser } from '@fiz/core/session';
import { AS_WRITTEN, type Scale } from '@fiz/core/scaling';

/**
 * GET /api/generate-recipe-pdf/{recipeId}: the print layout as a file, its footer naming the signed-in cook, its
 * amounts those the print page shows.
 */
export function recipePdfUrl(
  recipeId: number,
  cook: Pick<SessionUser, 'user_name' | 'user_email'>,
  scale: Scale = AS_WRITTEN,
): string {
  const query = new URLSearchParams({ userName: cook.user_name, userEmail: cook.user_email });
  if (scale !== AS_WRITTEN) query.set('scale', scale.factor);
  return `/api/generate-recipe-pdf/${recipeId}?${query.toString()}`;
}
