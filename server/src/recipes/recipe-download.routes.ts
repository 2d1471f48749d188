import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserIdParamsSchema } from '@fiz/core/users';
import { assertSelfOrAdmin, requireAccess } from '../auth/session.plugin.js';
import { findUserById } from '../users/users.db.js';
import type { Db } from '../db/client.js';
import { errorResponses, MEDIA_TYPE } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';
import type { ImageStorage } from '../images/storage.js';
import { recipeLibraryJson } from './recipe-download.js';

/** A cook takes their whole library with them: any signed-in cook, an Expired one included, for their own. */
export async function recipeDownloadRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: ImageStorage }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/downloadrecipes/:userId',
    {
      preValidation: requireAccess('signedIn'),
      schema: {
        tags: ['recipes'],
        summary: "Download all of a cook's recipes as one JSON-LD file of schema.org Recipe objects, photos included",
        params: UserIdParamsSchema,
        response: {
          // Streamed as it is read, so it is described here rather than checked by a schema.
          200: z.unknown().meta({
            description: '{"@context": "https://schema.org", "@graph": [Recipe, …]}',
            [MEDIA_TYPE]: 'application/ld+json',
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      assertSelfOrAdmin(request, userId);
      const owner = await findUserById(db, userId);
      if (!owner) throw new HttpError(404, 'That cook does not exist.');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'application/ld+json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="fiz-recipes-${day}.json"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(recipeLibraryJson(db, storage, userId, owner.user_name)));
    },
  );
}
