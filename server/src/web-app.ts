import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageNeedsCook } from '@fiz/core/access';
import { PRERENDERED_DIR, prerenderedFile } from '@fiz/core/prerendered';
import { sessionUser, toSessionUser } from './auth/session.plugin.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { required } from './required.js';

/** Tells the service worker a page is one page's own, not the index.html every other page shares. */
const PRERENDERED_HEADER = 'fiz-prerendered';

function prerenderedPaths(distDir: string): Set<string> {
  const dir = join(distDir, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => `/${file.slice(0, -'.html'.length)}`),
  );
}

/** Pages whose last segment is a recipe or cook id: whatever it holds (1.5, photo.jpg), the page says what is wrong. */
const PAGE_WITH_AN_ID = /^\/(?:mshowrecipe|addeditrecipe|printrecipe|recipelist|dashboard\/stats)\/[^/]+$/;

/**
 * Whether a path names a file rather than a page: anything under /assets/, or a last segment with an extension
 * (the app's own routes have none). Such a path that holds no file is a 404, never index.html: a page left
 * open from an older build, asking for a script the new build replaced, would otherwise run the app's HTML as
 * JavaScript and go blank.
 */
function isFilePath(path: string): boolean {
  if (PAGE_WITH_AN_ID.test(path)) return false;
  return path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));
}

interface WebAppDeps {
  db: Db;
  config: Config;
}

/**
 * The prerendered page that suits this visitor, or null for the plain index.html. A page for signed-in cooks
 * (Find Recipes) is drawn as a cook sees it, so a visitor with no live session gets index.html (a blank moment
 * before the app sends them to log in, rather than a glimpse of a page they cannot use), and an Expired cook the
 * drawing with the tabs they cannot open disabled.
 */
async function prerenderedPage(
  path: string,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: WebAppDeps,
): Promise<string | null> {
  if (!pageNeedsCook(path)) return prerenderedFile(path, 'Member');
  // A database that does not answer only costs the early paint: the app reports the outage itself.
  const user = await sessionUser(request, reply, deps).catch(() => null);
  if (!user) return null;
  const status = toSessionUser(user, deps.config.timeZone).status;
  return prerenderedFile(path, status === 'Expired' ? 'Expired' : 'Member');
}

/**
 * Serves the built web app. A page prerendered by the build gets its own HTML; every other page path (not /api,
 * not a file) falls back to index.html so the client router takes over.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null, deps: WebAppDeps): Promise<void> {
  const hasBuild = distDir !== null && existsSync(join(distDir, 'index.html'));
  const prerendered = hasBuild ? prerenderedPaths(distDir) : new Set<string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (scripts/compress-assets.mjs); they go to browsers that accept them.
      preCompressed: true,
      // Our own Cache-Control below, not the library's max-age=0.
      cacheControl: false,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        const immutable = path.startsWith(join(distDir, 'assets'));
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = required(request.url.split('?')[0], 'a path');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !isFilePath(path);
    if (!isPage || !hasBuild) return reply.status(404).send({ message: `There is no ${request.method} ${path} here.` });
    reply.header('Cache-Control', 'no-cache');
    const page = prerendered.has(path) ? await prerenderedPage(path, request, reply, deps) : null;
    if (page) return reply.header(PRERENDERED_HEADER, 'true').sendFile(page);
    return reply.sendFile('index.html');
  });
}
