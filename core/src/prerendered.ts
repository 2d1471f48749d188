/** Where the build keeps its prerendered pages, under the web app's dist folder; the server sends them from there. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * Who a prerendered page is drawn for. A page for signed-in cooks is drawn for each: an Expired cook's tabs for the
 * shop, Chef Basil and the calculator are disabled (spec 2.4).
 */
export type FirstPaintStatus = 'Member' | 'Expired';

/** The prerendered file for a page and status, relative to dist: prerendered/mlogin.html, prerendered/expired/mrecipes.html. */
export function prerenderedFile(path: string, status: FirstPaintStatus): string {
  return `${PRERENDERED_DIR}${status === 'Expired' ? '/expired' : ''}${path}.html`;
}
