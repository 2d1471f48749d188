import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddRecipeNameBodySchema,
  AddRecipeNameResponseSchema,
  CopySharedRecipeBodySchema,
  CopySharedRecipeResponseSchema,
  fieldsAsColumns,
  MessageResponseSchema,
  RecipeIdParamsSchema,
  UpdateRecipeBodySchema,
  UpdateRecipeResponseSchema,
} from '@fiz/core/recipe';
import { assertSelfOrAdmin, requirePageAccess, signedInCook } from '../auth/session.plugin.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';
import { copyRecipeImage, deleteRecipeImage } from '../images/recipe-images.js';
import type { ImageStorage } from '../images/storage.js';
import { ownedRecipe, readableRecipe, RECIPE_MESSAGES } from './recipe-access.js';
import { INGREDIENT_SECTIONS } from './recipe-form.js';
import { copyRecipe, deleteRecipe, insertRecipe, updateRecipe } from './recipes.db.js';

const tags = ['recipes'];

/** Creating, changing, deleting and copying recipes: always as their owner. */
export async function recipeEditsRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: ImageStorage }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const editor = requirePageAccess('/addeditrecipe');

  routes.post(
    '/api/addrecipename',
    {
      preValidation: editor,
      schema: {
        tags,
        summary: 'Start a recipe from its name and note',
        body: AddRecipeNameBodySchema,
        response: { 201: AddRecipeNameResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const cook = signedInCook(request);
      if (request.body.userId !== undefined) assertSelfOrAdmin(request, request.body.userId);
      const recipeId = await insertRecipe(db, {
        recipe_user_id: cook.user_id,
        recipe_name: request.body.recipeName,
        recipe_note: request.body.recipeNote,
      });
      return reply.status(201).send({ recipe_id: recipeId });
    },
  );

  routes.post(
    '/api/updaterecipe',
    {
      preValidation: editor,
      schema: {
        tags,
        summary:
          'Save a recipe: fields, method and ingredients in one transaction. recipeName, recipeShare and ' +
          'recipeFavourite are required; any other field left out keeps its value',
        description: INGREDIENT_SECTIONS,
        body: UpdateRecipeBodySchema,
        response: { 200: UpdateRecipeResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { body } = request;
      const recipe = await ownedRecipe(db, body.recipeId, signedInCook(request));
      const saved = await updateRecipe(
        db,
        recipe.recipe_id,
        {
          ...fieldsAsColumns(body),
          ...(body.recipeImageUrl === '' ? { recipe_imageurl: '' as const } : {}),
          ingredients: body.ingredients,
        },
        body.recipeRevision,
      );
      if (saved === 'changedElsewhere') throw new HttpError(409, RECIPE_MESSAGES.changedElsewhere);
      if (saved.removedImageUrl) await deleteRecipeImage(storage, saved.removedImageUrl, request.log);
      return { message: RECIPE_MESSAGES.updated, recipe_revision: saved.revision };
    },
  );

  routes.delete(
    '/api/deleterecipe/:recipeId',
    {
      // Cooks delete from the mobile list too, Expired ones included (spec 2.1, 4.5).
      preValidation: requirePageAccess('/mrecipes'),
      schema: {
        tags,
        summary: 'Delete a recipe, its ingredients and its photo',
        params: RecipeIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const recipe = await ownedRecipe(db, request.params.recipeId, signedInCook(request));
      const imageUrl = await deleteRecipe(db, recipe.recipe_id);
      if (imageUrl) await deleteRecipeImage(storage, imageUrl, request.log);
      return { message: RECIPE_MESSAGES.deleted };
    },
  );

  routes.post(
    '/api/copysharedrecipe',
    {
      preValidation: requirePageAccess('/searchrecipes'),
      schema: {
        tags,
        summary: "Copy another cook's shared recipe (Chef Basil's included) into your own collection",
        body: CopySharedRecipeBodySchema,
        response: { 201: CopySharedRecipeResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const cook = signedInCook(request);
      if (request.body.userId !== undefined) assertSelfOrAdmin(request, request.body.userId);
      const source = await readableRecipe(db, request.body.recipeId, cook);
      if (source.recipe_user_id === cook.user_id) throw new HttpError(400, RECIPE_MESSAGES.alreadyYours);
      // An Admin reads everything, but copies only what is shared, like every cook.
      if (source.recipe_share !== 'Yes') throw new HttpError(404, RECIPE_MESSAGES.notFound);
      const imageUrl = source.recipe_imageurl ? await copyRecipeImage(storage, source.recipe_imageurl) : '';
      const newRecipeId = await copyRecipe(db, source.recipe_id, cook.user_id, imageUrl);
      if (newRecipeId === undefined) {
        // Deleted or unshared while its photo was being copied: nothing is kept of the copy.
        if (imageUrl) await deleteRecipeImage(storage, imageUrl, request.log);
        throw new HttpError(404, RECIPE_MESSAGES.notFound);
      }
      return reply.status(201).send({ newRecipeId });
    },
  );
}
