import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { RecipeListSchema, type RecipeListItem } from '@fiz/core/recipe';
import { api } from '../../../lib/api';
import { RECIPES_KEY } from '../../../lib/queryKeys';
import { mobileSearchLimit, type MobileSearch } from './mobileSearch';

/** The search API answers at most 100 recipes a call (core/search), so All My Recipes' 500 come in pages. */
const SEARCH_CALL_MAX = 100;

async function searchPage(userId: number, search: MobileSearch, limit: number, offset: number) {
  // All My Recipes is the cook's own collection only.
  const shared = search.shared && !search.allMine;
  const text = encodeURIComponent(search.term);
  return api(
    `/recipesearch/${userId}/${String(shared)}/${String(search.basil)}?limit=${limit}&offset=${offset}&search=${text}`,
    RecipeListSchema,
  );
}

/**
 * Spec 2.4 Find Recipes, up to the limit of spec 9. Under RECIPES_KEY, so a deleted recipe leaves the list;
 * the previous results stay on screen while the next search runs.
 */
export const mobileSearchQuery = (userId: number, search: MobileSearch) => {
  const limit = mobileSearchLimit(search);
  return queryOptions({
    queryKey: [RECIPES_KEY, 'mobile-search', userId, search],
    queryFn: async () => {
      const found: RecipeListItem[] = [];
      while (found.length < limit) {
        const size = Math.min(SEARCH_CALL_MAX, limit - found.length);
        const page = await searchPage(userId, search, size, found.length);
        found.push(...page);
        if (page.length < size) break;
      }
      return found;
    },
    placeholderData: keepPreviousData,
  });
};
