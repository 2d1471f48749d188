import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The build's prerendered pages (web/build/prerender.ts): dist/prerendered/mlogin.html is the page for /mlogin. */
const PRERENDERED_DIR = 'prerendered';
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

/**
 * Serves the built web app. A page prerendered by the build gets its own HTML; every other non-/api path falls
 * back to index.html so the client router takes over.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
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
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api');
    if (!isPage || !hasBuild) return reply.status(404).send({ message: `There is no ${request.method} ${path} here.` });
    reply.header('Cache-Control', 'no-cache');
    if (prerendered.has(path))
      return reply.header(PRERENDERED_HEADER, 'true').sendFile(`${PRERENDERED_DIR}${path}.html`);
    return reply.sendFile('index.html');
  });
}
