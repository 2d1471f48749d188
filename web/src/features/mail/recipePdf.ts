import { apiFile } from '../../lib/api';
import { AS_WRITTEN, type Scale } from '@fiz/core/scaling';

/**
 * GET /api/generate-recipe-pdf/{recipeId} (the path under /api): the print layout as a file, its amounts those the print page shows. The
 * server names the signed-in cook in the footer, so the address carries no name or email.
 */
export function recipePdfUrl(recipeId: number, scale: Scale = AS_WRITTEN): string {
  const query = scale === AS_WRITTEN ? '' : `?${new URLSearchParams({ scale: scale.factor }).toString()}`;
  return `/generate-recipe-pdf/${recipeId}${query}`;
}

/**
 * Makes the PDF and saves it as a download. Fetched by the page rather than opened as a link, so a refusal (the
 * recipe deleted or unshared meanwhile, the hourly limit) is said on the page instead of as raw JSON in a tab.
 */
export async function downloadRecipePdf(recipeId: number, scale: Scale = AS_WRITTEN): Promise<void> {
  const { content, filename } = await apiFile(recipePdfUrl(recipeId, scale));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(content);
  link.download = filename ?? 'recipe.pdf';
  link.click();
  // The browser has taken the file once the click is handled; the address is no longer needed after that.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
