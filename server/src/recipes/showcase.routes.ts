import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ShowcaseResponseSchema } from '@fiz/core/showcase';
import type { Db } from '../db/client.js';
import { showcaseRecipes } from './showcase.db.js';

export async function showcaseRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/getrecipesforshowcase',
    {
      schema: {
        tags: ['recipes'],
        summary: 'Shared recipes with a photo, in random order, for the landing page',
        response: { 200: ShowcaseResponseSchema },
      },
    },
    async () => showcaseRecipes(db),
  );
}
