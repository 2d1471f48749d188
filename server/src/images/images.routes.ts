import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@fiz/core/photo';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ImageUploadResponseSchema, RecipeIdSchema } from '@fiz/core/recipe';
import { requirePageAccess, signedInCook } from '../auth/session.plugin.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';
import { rateLimited } from '../http/rate-limit.js';
import { ownedRecipe, RECIPE_MESSAGES } from '../recipes/recipe-access.js';
import { replaceRecipeImage } from '../recipes/recipes.db.js';
import { ImageRejected, processRecipeImage } from './recipe-image.js';
import { deleteRecipeImage, storeRecipeImage } from './recipe-images.js';
import { photoRoutes } from './photo.routes.js';
import { IMAGES_URL_PREFIX, type ImageStorage } from './storage.js';
import { ImageUploadFormSchema, readUploadForm } from './upload-form.js';

interface ImagesDeps {
  db: Db;
  config: Config;
  storage: ImageStorage;
}

export async function imagesRoutes(app: FastifyInstance, { db, config, storage }: ImagesDeps) {
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 } });
  await app.register(photoRoutes, { db, config, storage, prefix: IMAGES_URL_PREFIX.slice(0, -1) });

  app.post(
    '/api/imageupload',
    {
      preValidation: requirePageAccess('/addeditrecipe'),
      // Counted once the cook passed the guard: each photo is decoded and re-encoded twice, the costliest upload.
      config: rateLimited(config.rateLimits.upload, 'photo uploads', 'accepted'),
      // The body schema only describes the form for the OpenAPI document: Fastify never parses a multipart body,
      // the handler reads it from the stream (readUploadForm).
      validatorCompiler: () => () => true,
      schema: {
        tags: ['recipes'],
        summary: "Upload a recipe's photo (multipart: recipeId and file; JPEG, PNG, WebP or GIF up to 10 MB)",
        consumes: ['multipart/form-data'],
        body: ImageUploadFormSchema,
        response: { 200: ImageUploadResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the photo as multipart/form-data.');
      const upload = await readUploadForm(request);
      const recipeId = RecipeIdSchema.safeParse(upload.recipeId);
      if (!recipeId.success) throw new HttpError(400, 'Say which recipe the photo is for (recipeId).');
      const recipe = await ownedRecipe(db, recipeId.data, signedInCook(request));
      if (!upload.file) throw new HttpError(400, PHOTO_MESSAGES.noFile);
      let imageUrl: string;
      try {
        imageUrl = await storeRecipeImage(storage, await processRecipeImage(upload.file));
      } catch (error) {
        if (error instanceof ImageRejected) throw new HttpError(415, error.message);
        throw error;
      }
      const replaced = await replaceRecipeImage(db, recipe.recipe_id, imageUrl);
      if (replaced === null) {
        // The recipe was deleted while the photo was being stored: nothing will ever show these files.
        await deleteRecipeImage(storage, imageUrl, request.log);
        throw new HttpError(404, RECIPE_MESSAGES.notFound);
      }
      if (replaced.replaced) await deleteRecipeImage(storage, replaced.replaced, request.log);
      return { imageUrl, recipe_revision: replaced.revision };
    },
  );
}
