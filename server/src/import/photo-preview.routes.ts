import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ImportPhotoPreviewQuerySchema } from '@fiz/core/import';
import { requirePageAccess } from '../auth/session.plugin.js';
import { errorResponses, fileResponse } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';
import { rateLimited } from '../http/rate-limit.js';
import type { FetchPageOptions } from '../net/safe-fetch.js';
import { fetchRecipeImage, ImportedImageFailed } from './import-image.js';
import { IMPORT_RATE_LIMIT } from './import-recipe.routes.js';

/** A reviewed draft stays on screen a while; its photo need not be fetched again meanwhile. */
const PREVIEW_CACHE = 'private, max-age=600';

/**
 * The photo of a page being imported, for the review screen: fetched through the same guarded fetcher and
 * checked and re-encoded as when the recipe is saved, so the cook sees exactly the thumbnail they would get.
 * The page's own address never reaches the browser as an image: the app's CSP allows only its own images.
 */
export async function importPhotoPreviewRoutes(
  app: FastifyInstance,
  { fetchPageOptions }: { fetchPageOptions?: FetchPageOptions },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/importphotopreview',
    {
      preValidation: requirePageAccess('/addeditrecipe'),
      config: rateLimited(IMPORT_RATE_LIMIT, 'photo previews'),
      schema: {
        tags: ['recipes'],
        summary: "The thumbnail a page's photo would become if saved with an imported recipe (image/jpeg)",
        querystring: ImportPhotoPreviewQuerySchema,
        response: {
          200: fileResponse('The photo as a JPEG thumbnail', 'image/jpeg'),
          ...errorResponses(400, 401, 403, 422, 429),
        },
      },
    },
    async (request, reply) => {
      try {
        const image = await fetchRecipeImage(request.query.url, fetchPageOptions);
        return await reply.header('Cache-Control', PREVIEW_CACHE).type('image/jpeg').send(image.thumbnail);
      } catch (error) {
        if (error instanceof ImportedImageFailed) throw new HttpError(422, error.message);
        throw error;
      }
    },
  );
}
