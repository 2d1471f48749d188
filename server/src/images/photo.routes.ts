import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '@fiz/core/session';
import { sessionUser, toSessionUser } from '../auth/session.plugin.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { photoAudience, type PhotoAudience } from './photo-access.js';
import { ImageNotFound, keyForImageUrl, type ImageStorage } from './storage.js';
import { required } from '../required.js';

/**
 * What caches may keep (decision 0002). A photo at an address never changes, but who may see it does: a shared
 * recipe's photo may be kept by a browser for a few minutes, while a shared cache (a CDN, a proxy) must ask again
 * every time, so it stops handing the photo out as soon as the recipe stops being shared. A private photo is
 * never kept by a shared cache; a browser keeps it for the session that fetched it (Vary: Cookie), so another
 * cook signing in on the same device is asked about afresh, and refused.
 */
export const PHOTO_CACHE_CONTROL = {
  everyone: 'public, max-age=300, s-maxage=0',
  restricted: 'private, max-age=31536000, immutable',
} as const;

export const PHOTO_NOT_FOUND = 'That photo could not be found.';

interface PhotoDeps {
  db: Db;
  config: Config;
  storage: ImageStorage;
}

/** The photo's name is its version: the file behind an address never changes, so a cached copy is always current. */
const entityTag = (key: string) => `"${key.slice(key.lastIndexOf('/') + 1, -'.jpg'.length)}"`;

function alreadyHeld(request: FastifyRequest, tag: string): boolean {
  const held = request.headers['if-none-match'];
  if (!held) return false;
  return held.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/** The signed-in cook, looked up only for a photo that is not for everyone; photo requests skip the API's hook. */
async function viewer(request: FastifyRequest, reply: FastifyReply, deps: PhotoDeps): Promise<SessionUser | null> {
  const user = await sessionUser(request, reply, deps);
  return user && toSessionUser(user, deps.config.timeZone);
}

/** How caches may keep the photo for this caller, or null when the caller may not see it. */
async function cachingFor(audience: PhotoAudience, request: FastifyRequest, reply: FastifyReply, deps: PhotoDeps) {
  switch (audience.kind) {
    case 'everyone':
      return PHOTO_CACHE_CONTROL.everyone;
    case 'restricted': {
      const cook = await viewer(request, reply, deps);
      return cook && audience.mayView(cook) ? PHOTO_CACHE_CONTROL.restricted : null;
    }
    case 'nobody':
      return null;
  }
}

/**
 * Serves the photos under /images/, whichever storage keeps them: a shared recipe's photo to anyone, a private
 * recipe's only to its owner and the Admin. Any other caller is told the photo is not there, as for a photo that
 * never existed, so its address says nothing about a recipe they may not read.
 */
export async function photoRoutes(scope: FastifyInstance, deps: PhotoDeps) {
  // A missing photo is a 404, never the web app's page that other unknown paths fall back to; no cache keeps it,
  // as the owner asking next must be answered afresh.
  scope.setNotFoundHandler((_request, reply) =>
    reply.status(404).header('Cache-Control', 'no-store').send({ message: PHOTO_NOT_FOUND }),
  );
  scope.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = required(request.url.split('?')[0], 'a path');
    const key = keyForImageUrl(url);
    if (!key) return reply.callNotFound();
    // Whether the photo is sent depends on who asks.
    reply.header('Vary', 'Cookie');
    const caching = await cachingFor(await photoAudience(deps.db, url), request, reply, deps);
    if (!caching) return reply.callNotFound();
    const tag = entityTag(key);
    reply.header('Cache-Control', caching).header('ETag', tag);
    if (alreadyHeld(request, tag)) return reply.status(304).send();
    try {
      return await reply.type('image/jpeg').send(await deps.storage.get(key));
    } catch (error) {
      if (error instanceof ImageNotFound) return reply.callNotFound();
      throw error;
    }
  });
}
