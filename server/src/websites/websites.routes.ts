import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  WEBSITE_LIMITS,
  WebsiteBodySchema,
  WebsiteChangesSchema,
  WebsiteDeletedSchema,
  WebsiteIdParamsSchema,
  WebsiteListSchema,
  WebsiteSchema,
  WebsitesQuerySchema,
} from '@fiz/core/websites';
import { requirePageAccess, signedInCook } from '../auth/session.plugin.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';
import { fetchPageSummary } from './page-summary.js';
import type { FetchPageOptions } from '../net/safe-fetch.js';
import { deleteWebsite, insertWebsite, listWebsites, updateWebsite } from './websites.db.js';

const tags = ['websites'];
const NOT_FOUND = 'That website bookmark no longer exists. It may have been deleted.';

/** Spec 2.2 Add A Website, Websites Search and Websites List: each cook's own recipe website bookmarks. */
export async function websitesRoutes(
  app: FastifyInstance,
  { db, fetchPageOptions }: { db: Db; fetchPageOptions?: FetchPageOptions },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cookOnly = requirePageAccess('/websites');

  routes.post(
    '/api/websites',
    {
      preValidation: cookOnly,
      schema: {
        tags,
        summary: 'Add a bookmark; an empty title or note is filled from the page title and description',
        body: WebsiteBodySchema,
        response: { 201: WebsiteSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { url } = request.body;
      let { title, note } = request.body;
      if (!title || !note) {
        const page = await fetchPageSummary(url, fetchPageOptions);
        title ||= page.title.slice(0, WEBSITE_LIMITS.title).trim();
        note ||= page.description.slice(0, WEBSITE_LIMITS.note).trim();
      }
      const website = await insertWebsite(db, signedInCook(request).user_id, { url, title, note });
      return reply.status(201).send(website);
    },
  );

  routes.get(
    '/api/websites',
    {
      preValidation: cookOnly,
      schema: {
        tags,
        summary: "The cook's own bookmarks, newest first, searched by title, note and address",
        querystring: WebsitesQuerySchema,
        response: { 200: WebsiteListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listWebsites(db, signedInCook(request).user_id, request.query);
    },
  );

  routes.post(
    '/api/websites/:id',
    {
      preValidation: cookOnly,
      schema: {
        tags,
        summary: "Edit one of the cook's bookmarks",
        params: WebsiteIdParamsSchema,
        body: WebsiteChangesSchema,
        response: { 200: WebsiteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const updated = await updateWebsite(db, signedInCook(request).user_id, request.params.id, request.body);
      if (!updated) throw new HttpError(404, NOT_FOUND);
      return updated;
    },
  );

  routes.delete(
    '/api/websites/:id',
    {
      preValidation: cookOnly,
      schema: {
        tags,
        summary: "Delete one of the cook's bookmarks",
        params: WebsiteIdParamsSchema,
        response: { 200: WebsiteDeletedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await deleteWebsite(db, signedInCook(request).user_id, request.params.id)))
        throw new HttpError(404, NOT_FOUND);
      return { message: 'Website deleted' };
    },
  );
}
