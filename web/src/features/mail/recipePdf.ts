import type { SessionUser } from '@fiz/core/session';

/** GET /api/generate-recipe-pdf/{recipeId}: the print layout as a file, its footer naming the signed-in cook. */
export function recipePdfUrl(recipeId: number, cook: Pick<SessionUser, 'user_name' | 'user_email'>): string {
  const query = new URLSearchParams({ userName: cook.user_name, userEmail: cook.user_email });
  return `/api/generate-recipe-pdf/${recipeId}?${query.toString()}`;
}
