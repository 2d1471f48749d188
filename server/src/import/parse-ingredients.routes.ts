import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseIngredientLines } from '@fiz/core/ingredient-line';
import { ParseIngredientsBodySchema, ParsedIngredientsSchema } from '@fiz/core/import';
import { requirePageAccess } from '../auth/session.plugin.js';
import type { RateLimit } from '../config.js';
import { errorResponses } from '../http/contracts.js';
import { rateLimited } from '../http/rate-limit.js';

/** Parsing is cheap, but each request may carry 200 lines: enough for a cook pasting recipes, not for a crawler. */
export const PARSE_RATE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };

/** Turns pasted ingredient lines into the qty, unit, item and note fields of the Add/Edit Recipe page. */
export async function parseIngredientsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/parse-ingredients',
    {
      preValidation: requirePageAccess('/addeditrecipe'),
      config: rateLimited(PARSE_RATE_LIMIT, 'requests'),
      schema: {
        tags: ['recipes'],
        summary:
          'Split free-text ingredient lines into qty, unit, item and note, in order; blank lines give empty fields',
        description:
          'A line naming a section of the ingredients, without an amount and ending in a colon ("For the sauce:", ' +
          '"Sauce:"), is kept whole as the item, with qty, unit and note empty: the heading of that section.',
        body: ParseIngredientsBodySchema,
        response: { 200: ParsedIngredientsSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => parseIngredientLines(request.body.lines),
  );
}
