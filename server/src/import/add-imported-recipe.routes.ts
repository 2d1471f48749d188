import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AddImportedRecipeBodySchema, AddImportedRecipeResponseSchema } from '@fiz/core/import';
import { fieldsAsColumns } from '@fiz/core/recipe';
import { requirePageAccess, signedInCook } from '../auth/session.plugin.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { rateLimited } from '../http/rate-limit.js';
import { storeRecipeImage } from '../images/recipe-images.js';
import type { ImageStorage } from '../images/storage.js';
import { insertRecipe } from '../recipes/recipes.db.js';
import type { FetchPageOptions } from '../net/safe-fetch.js';
import { fetchRecipeImage, ImportedImageFailed } from './import-image.js';
import { IMPORT_RATE_LIMIT } from './import-recipe.routes.js';

interface AddImportedRecipeDeps {
  db: Db;
  storage: ImageStorage;
  /** Left unset by the app; tests set `{ allowLoopbackForTests: true }` to fetch photos from 127.0.0.1. */
  fetchPageOptions?: FetchPageOptions;
}

/** Saves an imported recipe the cook reviewed, fetching the page's photo as it goes. */
export async function addImportedRecipeRoutes(
  app: FastifyInstance,
  { db, storage, fetchPageOptions }: AddImportedRecipeDeps,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/addimportedrecipe',
    {
      preValidation: requirePageAccess('/addeditrecipe'),
      config: rateLimited(IMPORT_RATE_LIMIT, 'imports'),
      schema: {
        tags: ['recipes'],
        summary:
          "Save a reviewed recipe draft as the cook's own; the page's photo (imageSourceUrl) is fetched and checked like an upload",
        body: AddImportedRecipeBodySchema,
        response: { 201: AddImportedRecipeResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { imageSourceUrl, ingredients, ...form } = request.body;
      // The photo first: the recipe and its photo then land together, and a photo that fails costs no recipe.
      let imageUrl = '';
      let imageMessage: string | undefined;
      if (imageSourceUrl) {
        try {
          imageUrl = await storeRecipeImage(storage, await fetchRecipeImage(imageSourceUrl, fetchPageOptions));
        } catch (error) {
          if (!(error instanceof ImportedImageFailed)) throw error;
          imageMessage = `The recipe was saved without its photo. ${error.message} You can upload a photo of your own when editing the recipe.`;
        }
      }
      const recipeId = await insertRecipe(
        db,
        { recipe_user_id: signedInCook(request).user_id, ...fieldsAsColumns(form), recipe_imageurl: imageUrl },
        ingredients,
      );
      return reply.status(201).send({ recipeId, ...(imageMessage ? { imageMessage } : {}) });
    },
  );
}
