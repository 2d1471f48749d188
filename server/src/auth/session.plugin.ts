import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deriveStatus, routeRule, statusPasses, type AccessPolicy, type RoutePath } from '@fiz/core/access';
import { todayIn } from '@fiz/core/calendar';
import type { SessionUser } from '@fiz/core/session';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { ACCESS_POLICY } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';
import { findSession, SESSION_TTL_MS } from './sessions.db.js';
import type { UserRow } from '../users/users.db.js';

export const SESSION_COOKIE = 'fiz_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in cook with the status derived today, or null. */
    cook: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** The route never looks a session up (health checks): a cookie must not make it touch the database. */
    withoutSession?: boolean;
  }
}

export function toSessionUser(user: UserRow, timeZone: string): SessionUser {
  return {
    user_id: user.user_id,
    user_name: user.user_name,
    user_email: user.user_email,
    user_access: user.user_access,
    status: deriveStatus(user, todayIn(timeZone)),
  };
}

export function sessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

export function setSessionCookie(reply: FastifyReply, token: string, config: Config): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    signed: true,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
}

/**
 * The cook whose session cookie the request carries, or null. When the visit extends the session, the cookie is
 * sent again with the new 30 days, so a cook who keeps coming back stays signed in: the browser would otherwise
 * drop the cookie 30 days after login, however recent the last visit.
 */
export async function sessionUser(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, config }: { db: Db; config: Config },
): Promise<UserRow | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const session = await findSession(db, token);
  if (!session) return null;
  if (session.extended) setSessionCookie(reply, token, config);
  return session.user;
}

/** Resolves the session cookie on every API request, so guards and handlers read request.cook. */
export const sessionPlugin = fp<{ db: Db; config: Config }>(async (app, deps) => {
  app.decorateRequest('cook', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.withoutSession) return;
    const user = await sessionUser(request, reply, deps);
    if (user) request.cook = toSessionUser(user, deps.config.timeZone);
  });
});

export const MESSAGES = {
  signIn: 'Please log in to continue.',
  expired: 'Your free trial or membership has ended. Please upgrade to keep using this part of Fiz.',
  adminOnly: 'Only an administrator can do that.',
  notAllowed: 'Your account does not have access to this.',
  ownAccountOnly: 'You can only see or act for your own account.',
} as const;

/**
 * The signed-in cook, for handlers behind a guard that lets no one else through; refused as the guard refuses
 * when no cook is signed in, so a route that forgot its guard still answers 401.
 */
export function signedInCook(request: FastifyRequest): SessionUser {
  if (!request.cook) throw new HttpError(401, MESSAGES.signIn);
  return request.cook;
}

/** Refuses the request unless a cook is signed in with a status the policy lets through (spec 4.1, 6). */
export function requireAccess(policy: AccessPolicy) {
  const guard = async (request: FastifyRequest) => {
    if (policy === 'public') return;
    const cook = signedInCook(request);
    if (statusPasses(policy, cook.status)) return;
    if (policy === 'admin') throw new HttpError(403, MESSAGES.adminOnly);
    throw new HttpError(403, cook.status === 'Expired' ? MESSAGES.expired : MESSAGES.notAllowed);
  };
  return Object.assign(guard, { [ACCESS_POLICY]: policy });
}

/** A path's {userId} must be the signed-in cook unless the caller is an Admin. */
export function assertSelfOrAdmin(request: FastifyRequest, userId: number): SessionUser {
  const cook = signedInCook(request);
  if (cook.user_id !== userId && cook.status !== 'Admin') throw new HttpError(403, MESSAGES.ownAccountOnly);
  return cook;
}

/** An API call behind a page answers to that page's rule in the route table, so page and API never disagree. */
export function requirePageAccess(path: RoutePath) {
  return requireAccess(routeRule(path).policy);
}
