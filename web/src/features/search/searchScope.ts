/**
 * Spec 4.3 in the search page's words. A search looks through the cook's own recipes; Shared adds other cooks'
 * shared ones, and Chef Basil keeps, of those, only the recipes saved from Chef Basil's ideas (server/src/search).
 */
export const SHARED_ADDS = 'Adds recipes other cooks have shared to yours';
export const BASIL_NARROWS = "Only recipes saved from Chef Basil's ideas";

/** The line that says which recipes the boxes ticked now make the search look through. */
export function searchScope(shared: boolean, basil: boolean): string {
  if (basil) {
    return shared
      ? "Looking through Chef Basil's recipes: your own and those other cooks have shared."
      : 'Looking through your own recipes from Chef Basil.';
  }
  return shared
    ? 'Looking through your own recipes and those other cooks have shared.'
    : 'Looking through your own recipes only.';
}
