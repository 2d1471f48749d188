import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ImportRecipeBodySchema, ImportRecipeResponseSchema } from '@fiz/core/import';
import { requirePageAccess, signedInCook } from '../auth/session.plugin.js';
import type { RateLimit } from '../config.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';
import { rateLimited } from '../http/rate-limit.js';
import { fetchPage, type FetchPageOptions, PageFetchError } from '../net/safe-fetch.js';
import {
  createRecipeReader,
  READ_TIME_LIMIT_MS,
  RecipeReadError,
  type RecipeReader,
  type RecipeSource,
} from './recipe-reader.js';
import { ownRecipesFromPage } from './same-page.db.js';

/** Each request may fetch a page from the web: enough for a cook importing recipes, not for a crawler. */
export const IMPORT_RATE_LIMIT: RateLimit = { max: 20, windowMs: 60_000 };
/** 2 MB of HTML can grow when escaped as a JSON string. */
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;
/** A full queue has emptied by then at the latest: every page in it is read or given up within this time. */
const BUSY_RETRY_AFTER_SECONDS = READ_TIME_LIMIT_MS / 1000;
export const NO_RECIPE_MESSAGE = 'We could not find a recipe on that page.';

export interface ImportRecipeOptions {
  db: Db;
  /** Left unset by the app; tests set `{ allowLoopbackForTests: true }` to import from a server on 127.0.0.1. */
  fetchPageOptions?: FetchPageOptions;
}

/**
 * Builds a recipe draft from a web page, its HTML or pasted text, for the cook to review; nothing is saved. It
 * names the cook's own recipes from the same page, so importing a page twice is a choice, not an accident.
 */
export async function importRecipeRoutes(app: FastifyInstance, options: ImportRecipeOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const importer = requirePageAccess('/addeditrecipe');
  const reader = createRecipeReader({
    onError: (error) => app.log.error({ err: error }, 'A thread reading recipe pages failed'),
  });
  app.addHook('onClose', () => reader.close());
  routes.post(
    '/api/import-recipe',
    {
      // Checked before the body is read too: only a cook who may import has up to 5 MB of it parsed.
      preParsing: async (request) => importer(request),
      preValidation: importer,
      config: rateLimited(IMPORT_RATE_LIMIT, 'imports'),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['recipes'],
        summary: 'Build a recipe draft from a page address, page HTML or recipe text, without saving it',
        description:
          "ownRecipesFromPage names the cook's own recipes whose website link is the same page (the address " +
          'asked for, or the one the page ended up at): http or https, www., a trailing slash, a #fragment and ' +
          'tracking parameters (utm_*, fbclid, gclid and the like) aside; other query parameters must match. ' +
          'Newest first, at most 3; ownRecipesFromPageCount says how many there are in all, named or not. ' +
          "Another cook's recipes are never named or counted, shared or not. Saving stays allowed. " +
          "The groups a page's recipe card names (WP Recipe Maker, Tasty Recipes, Mediavine Create) come as heading " +
          'lines ("For the glaze:", with qty, unit and note empty) before their ingredients.',
        body: ImportRecipeBodySchema,
        response: { 200: ImportRecipeResponseSchema, ...errorResponses(400, 401, 403, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const { url, html, text } = request.body;
      const source: RecipeSource =
        text !== undefined
          ? { kind: 'text', text }
          : html !== undefined
            ? { kind: 'html', html, url: pageAddress(url) }
            : await fetchRecipePage(url ?? '', options.fetchPageOptions);
      const draft = await readRecipe(reader, source, reply);
      if (!draft) throw new HttpError(422, NO_RECIPE_MESSAGE);
      // The address asked for too: a page that redirected may have been saved under it.
      const addresses = [draft.websiteLink, ...(url !== undefined ? [url] : [])].filter((address) => address !== '');
      return { ...draft, ...(await ownRecipesFromPage(options.db, signedInCook(request).user_id, addresses)) };
    },
  );
}

/** A pasted page's address is kept only when it is a web address. */
function pageAddress(url: string | undefined): string {
  if (url === undefined) return '';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : '';
  } catch {
    return '';
  }
}

async function fetchRecipePage(url: string, fetchOptions: FetchPageOptions | undefined): Promise<RecipeSource> {
  try {
    const page = await fetchPage(url, { ...fetchOptions });
    return { kind: 'page', body: page.body, contentType: page.contentType, url: page.url };
  } catch (error) {
    if (error instanceof PageFetchError) throw new HttpError(422, error.message);
    throw error;
  }
}

/** A page that cannot be read says so (422); with every thread and its queue taken, the server is busy (503). */
async function readRecipe(reader: RecipeReader, source: RecipeSource, reply: FastifyReply) {
  try {
    return await reader.read(source);
  } catch (error) {
    if (!(error instanceof RecipeReadError)) throw error;
    if (error.reason !== 'busy') throw new HttpError(422, error.message);
    void reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
    throw new HttpError(503, error.message);
  }
}
