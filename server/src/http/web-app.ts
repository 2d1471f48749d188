import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; every non-/api path falls back to index.html so the client router takes over. */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasBuild = distDir !== null && existsSync(join(distDir, 'index.html'));
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
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPage && hasBuild) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ message: `There is no ${request.method} ${request.url.split('?')[0]} here.` });
  });
}
