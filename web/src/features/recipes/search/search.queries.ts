import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CountResponseSchema, RecipeListSchema } from '@fiz/core/recipe';
import { api } from '../../../lib/api';
import { RECIPES_KEY } from '../../../lib/queryKeys';

/** The part of the path both search calls share: /{userId}/{sharedFlag}/{basilFlag}, the flags as true or false. */
const flagsPath = (userId: number, shared: boolean, basil: boolean) => `/${userId}/${String(shared)}/${String(basil)}`;
const search = (text: string) => `search=${encodeURIComponent(text)}`;

/** Spec 7: how many recipes match, for the pager and the count line. Under RECIPES_KEY so recipe changes refresh it. */
export const searchCountQuery = (userId: number, shared: boolean, basil: boolean, text: string) =>
  queryOptions({
    queryKey: [RECIPES_KEY, 'search', 'count', userId, shared, basil, text],
    queryFn: async () =>
      (await api(`/recipesearchcount${flagsPath(userId, shared, basil)}?${search(text)}`, CountResponseSchema)).count,
    placeholderData: keepPreviousData,
  });

/** Spec 7: one page of matching recipes; the previous page stays on screen while the next one loads. */
export const searchQuery = (
  userId: number,
  shared: boolean,
  basil: boolean,
  text: string,
  limit: number,
  offset: number,
) =>
  queryOptions({
    queryKey: [RECIPES_KEY, 'search', 'results', userId, shared, basil, text, limit, offset],
    queryFn: () =>
      api(
        `/recipesearch${flagsPath(userId, shared, basil)}?limit=${limit}&offset=${offset}&${search(text)}`,
        RecipeListSchema,
      ),
    placeholderData: keepPreviousData,
  });
