import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListType } from '@fiz/core/dashboard';
import {
  CountResponseSchema,
  RecipeListSchema,
  RecipeSchema,
  RecipeStatsResponseSchema,
  ShowcaseForUserSchema,
  type ListOrder,
} from '@fiz/core/recipe';
import { api } from '../../lib/api';
import { RECIPES_KEY } from '../../lib/queryKeys';

const page = (limit: number, offset: number, order: ListOrder = 'name') =>
  `limit=${limit}&offset=${offset}${order === 'name' ? '' : `&order=${order}`}`;

export const recipeQuery = (recipeId: number) =>
  queryOptions({
    queryKey: [RECIPES_KEY, 'recipe', recipeId],
    queryFn: () => api(`/getrecipe/${recipeId}`, RecipeSchema),
  });

export const recipeStatsQuery = (
  userId: number,
  listType: ListType | string,
  limit: number,
  offset: number,
  order: ListOrder,
) =>
  queryOptions({
    queryKey: [RECIPES_KEY, 'stats', userId, listType, limit, offset, order],
    queryFn: () =>
      api(`/getrecipestats/${userId}/${listType}?${page(limit, offset, order)}`, RecipeStatsResponseSchema),
    placeholderData: keepPreviousData,
  });

export const recipeListQuery = (userId: number, limit: number, offset: number, order: ListOrder) =>
  queryOptions({
    queryKey: [RECIPES_KEY, 'list', userId, limit, offset, order],
    queryFn: () => api(`/recipelist/${userId}?${page(limit, offset, order)}`, RecipeListSchema),
    placeholderData: keepPreviousData,
  });

export const recipeListCountQuery = (userId: number) =>
  queryOptions({
    queryKey: [RECIPES_KEY, 'list-count', userId],
    queryFn: async () => (await api(`/recipelistcount/${userId}`, CountResponseSchema)).count,
  });

export const favouritesQuery = (userId: number, limit: number, offset: number, order: ListOrder) =>
  queryOptions({
    queryKey: [RECIPES_KEY, 'favourites', userId, limit, offset, order],
    queryFn: () => api(`/recipefavourites/${userId}?${page(limit, offset, order)}`, RecipeListSchema),
    placeholderData: keepPreviousData,
  });

export const favouritesCountQuery = (userId: number) =>
  queryOptions({
    queryKey: [RECIPES_KEY, 'favourites-count', userId],
    queryFn: async () => (await api(`/recipefavouritescount/${userId}`, CountResponseSchema)).count,
  });

export const videosQuery = (userId: number, limit: number, offset: number, order: ListOrder) =>
  queryOptions({
    queryKey: [RECIPES_KEY, 'videos', userId, limit, offset, order],
    queryFn: () => api(`/videoslist/${userId}?${page(limit, offset, order)}`, RecipeListSchema),
    placeholderData: keepPreviousData,
  });

export const videosCountQuery = (userId: number) =>
  queryOptions({
    queryKey: [RECIPES_KEY, 'videos-count', userId],
    queryFn: async () => (await api(`/videoslistcount/${userId}`, CountResponseSchema)).count,
  });

/** The recipes slideshow: the cook's own and shared recipes that have a photo. */
export const slideshowQuery = queryOptions({
  queryKey: [RECIPES_KEY, 'slideshow'],
  queryFn: () => api('/recipeslideshow', ShowcaseForUserSchema),
});
