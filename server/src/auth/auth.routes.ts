import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRIAL_DAYS } from '@fiz/core/access';
import { LOGIN_MESSAGES, LoginBodySchema, LoginResponseSchema } from '@fiz/core/auth';
import { addDays, todayIn } from '@fiz/core/calendar';
import { REGISTER_MESSAGES, RegisterBodySchema, RegisterResponseSchema } from '@fiz/core/registration';
import { SessionResponseSchema } from '@fiz/core/session';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';
import { rateLimited } from '../http/rate-limit.js';
import type { CounterStore } from '../http/rate-limit-stores.js';
import { failedLoginsPerAccount } from './failed-logins.js';
import { hashPassword, passwordMatches } from './password.js';
import { clearSessionCookie, sessionToken, setSessionCookie, toSessionUser } from './session.plugin.js';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions.db.js';
import { findUserByEmail, insertUser } from '../users/users.db.js';

export function isAdminEmail(config: Config, email: string): boolean {
  return config.adminEmail !== undefined && config.adminEmail.toLowerCase() === email.toLowerCase();
}

export async function authRoutes(
  app: FastifyInstance,
  { db, config, counters }: { db: Db; config: Config; counters: CounterStore },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const accountAttempts = failedLoginsPerAccount(counters, config.rateLimits.loginPerAccount);

  routes.post(
    '/api/userregistration',
    {
      config: rateLimited(config.rateLimits.register, 'registrations from this address'),
      schema: {
        tags: ['account'],
        summary: 'Register a cook with a 30-day free trial',
        body: RegisterBodySchema,
        response: { 201: RegisterResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { firstname, email, password } = request.body;
      const today = todayIn(config.timeZone);
      const created = await insertUser(db, {
        user_name: firstname,
        user_email: email,
        password_hash: await hashPassword(password),
        user_access: isAdminEmail(config, email) ? 'Admin' : 'Free',
        user_joined_date: today,
        user_free_expiry_date: addDays(today, TRIAL_DAYS),
      });
      if (!created) throw new HttpError(409, REGISTER_MESSAGES.emailTaken);
      return reply
        .status(201)
        .send({ message: REGISTER_MESSAGES.registered, user_id: created.user_id, user_email: created.user_email });
    },
  );

  routes.post(
    '/api/userlogin',
    {
      config: rateLimited(config.rateLimits.login, 'login attempts', 'failures'),
      schema: {
        tags: ['account'],
        summary: 'Sign in; sets the session cookie',
        description:
          'Refused with 429, even with the right password, after too many failed sign-ins from one address ' +
          '(LOGIN_RATE_LIMIT) or for one account from any address (LOGIN_ACCOUNT_RATE_LIMIT).',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await accountAttempts.admit(email, request.log);
      const user = await findUserByEmail(db, email);
      if (!user) throw new HttpError(401, LOGIN_MESSAGES.emailNotFound);
      if (!(await passwordMatches(user.password_hash, password))) {
        throw new HttpError(401, LOGIN_MESSAGES.incorrectPassword);
      }
      await accountAttempts.succeeded(email, request.log);
      // A new session id at every sign-in, so a session planted before login is worthless.
      const previous = sessionToken(request);
      if (previous) await deleteSession(db, previous);
      await deleteExpiredSessions(db);
      setSessionCookie(reply, await createSession(db, user.user_id), config);
      const cook = toSessionUser(user, config.timeZone);
      return {
        message: LOGIN_MESSAGES.loggedIn,
        user_id: cook.user_id,
        user_name: cook.user_name,
        user_email: cook.user_email,
        status: cook.status,
      };
    },
  );

  routes.post(
    '/api/userlogout',
    {
      schema: {
        tags: ['account'],
        summary: 'End the session on the server',
        response: { 200: z.object({ message: z.literal('loggedout') }) },
      },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply, config);
      return { message: 'loggedout' as const };
    },
  );

  routes.get(
    '/api/session',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in cook and their status, or null',
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { user: request.cook };
    },
  );
}
