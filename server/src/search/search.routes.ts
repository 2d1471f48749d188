import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CountResponseSchema } from '@fiz/core/recipe';
import { SearchCountQuerySchema, SearchParamsSchema, SearchQuerySchema, SearchResultsSchema } from '@fiz/core/search';
import { assertSelfOrAdmin, requirePageAccess } from '../auth/session.plugin.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { countSearch, searchRecipes } from './search.db.js';

const tags = ['search'];

/** Spec 7: the search count and a page of results always describe the same set. */
export async function searchRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The mobile recipe search is open to Expired cooks too (spec 2.1 /mrecipes); the desktop page has its own guard.
  const searcher = requirePageAccess('/mrecipes');

  routes.get(
    '/api/recipesearchcount/:userId/:sharedFlag/:basilFlag',
    {
      preValidation: searcher,
      schema: {
        tags,
        summary: 'How many recipes a search finds',
        params: SearchParamsSchema,
        querystring: SearchCountQuerySchema,
        response: { 200: CountResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { userId, sharedFlag, basilFlag } = request.params;
      assertSelfOrAdmin(request, userId);
      reply.header('Cache-Control', 'no-store');
      return {
        count: await countSearch(db, { userId, shared: sharedFlag, basil: basilFlag, text: request.query.search }),
      };
    },
  );

  routes.get(
    '/api/recipesearch/:userId/:sharedFlag/:basilFlag',
    {
      preValidation: searcher,
      schema: {
        tags,
        summary:
          "Search your recipes (and other cooks' shared ones): name, note, method and ingredients, typo-tolerant, as you type",
        params: SearchParamsSchema,
        querystring: SearchQuerySchema,
        response: { 200: SearchResultsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { userId, sharedFlag, basilFlag } = request.params;
      const { search, limit, offset } = request.query;
      assertSelfOrAdmin(request, userId);
      reply.header('Cache-Control', 'no-store');
      return searchRecipes(db, { userId, shared: sharedFlag, basil: basilFlag, text: search }, { limit, offset });
    },
  );
}
