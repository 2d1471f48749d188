import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UserIdParamsSchema } from '@fiz/core/users';
import {
  CountResponseSchema,
  ListTypeParamsSchema,
  ListPageQuerySchema,
  RecipeIdParamsSchema,
  RecipeListSchema,
  RecipeSchema,
  RecipeStatsResponseSchema,
  ShowcaseForUserSchema,
} from '@fiz/core/recipe';
import { assertSelfOrAdmin, requirePageAccess, signedInCook } from '../auth/session.plugin.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { readableRecipe } from './recipe-access.js';
import { INGREDIENT_SECTIONS } from './recipe-form.js';
import {
  countRecipes,
  listRecipes,
  ownRecipes,
  ownVideos,
  recipeIngredients,
  slideshowRecipes,
  toRecipe,
} from './recipes.db.js';

const tags = ['recipes'];
const listErrors = errorResponses(400, 401, 403);

/** The recipe reads: one recipe, the lists and their counts, the slideshow. */
export async function recipesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The mobile recipe view is open to Expired cooks too (spec 2.1).
  const viewer = requirePageAccess('/mshowrecipe/:recipeId');
  const desktop = requirePageAccess('/recipelist');

  routes.get(
    '/api/getrecipe/:recipeId',
    {
      preValidation: viewer,
      schema: {
        tags,
        summary: 'A recipe with its ingredients: your own, a shared one, or a Chef Basil one',
        description: INGREDIENT_SECTIONS,
        params: RecipeIdParamsSchema,
        response: { 200: RecipeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const cook = signedInCook(request);
      const recipe = await readableRecipe(db, request.params.recipeId, cook);
      return toRecipe(recipe, await recipeIngredients(db, recipe.recipe_id), cook.user_id);
    },
  );

  routes.get(
    '/api/getrecipestats/:userId/:listtype',
    {
      preValidation: requirePageAccess('/dashboard/stats/:listtype'),
      schema: {
        tags,
        summary: 'A page of one of the dashboard lists, with its total',
        params: ListTypeParamsSchema,
        querystring: ListPageQuerySchema,
        response: { 200: RecipeStatsResponseSchema, ...listErrors },
      },
    },
    async (request) => {
      const { userId, listtype } = request.params;
      assertSelfOrAdmin(request, userId);
      const filter = ownRecipes(userId, listtype);
      const [recipes, total] = await Promise.all([listRecipes(db, filter, request.query), countRecipes(db, filter)]);
      return { recipes, total };
    },
  );

  const pagedList = (path: string, summary: string, filterFor: (userId: number) => ReturnType<typeof ownRecipes>) => {
    routes.get(
      `/api/${path}/:userId`,
      {
        preValidation: desktop,
        schema: {
          tags,
          summary,
          params: UserIdParamsSchema,
          querystring: ListPageQuerySchema,
          response: { 200: RecipeListSchema, ...listErrors },
        },
      },
      async (request) => {
        assertSelfOrAdmin(request, request.params.userId);
        return listRecipes(db, filterFor(request.params.userId), request.query);
      },
    );
    routes.get(
      `/api/${path}count/:userId`,
      {
        preValidation: desktop,
        schema: {
          tags,
          summary: `How many recipes ${path} lists`,
          params: UserIdParamsSchema,
          response: { 200: CountResponseSchema, ...listErrors },
        },
      },
      async (request) => {
        assertSelfOrAdmin(request, request.params.userId);
        return { count: await countRecipes(db, filterFor(request.params.userId)) };
      },
    );
  };
  pagedList('recipelist', "A page of the cook's recipes, by name unless ordered otherwise", (userId) =>
    ownRecipes(userId),
  );
  pagedList('recipefavourites', "A page of the cook's favourite recipes", (userId) => ownRecipes(userId, 'favourites'));
  pagedList('videoslist', "A page of the cook's recipes that have a video", ownVideos);

  routes.get(
    '/api/recipeslideshow',
    {
      preValidation: requirePageAccess('/recipes'),
      schema: {
        tags,
        summary: "The recipes slideshow: the cook's own and shared recipes that have a photo",
        response: { 200: ShowcaseForUserSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => slideshowRecipes(db, signedInCook(request).user_id),
  );
}
