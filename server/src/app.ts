import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes.js';
import { sessionPlugin } from './auth/session.plugin.js';
import type { Config } from './config.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import type { Db } from './db/client.js';
import { registerApiDocs } from './http/docs.js';
import { registerErrorHandling } from './http/errors.js';
import { healthRoutes } from './http/health.routes.js';
import { registerRateLimiting } from './http/rate-limit.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerWebApp } from './http/web-app.js';
import { showcaseRoutes } from './recipes/showcase.routes.js';
import { usersRoutes } from './users/users.routes.js';

export interface AppDeps {
  config: Config;
  db: Db;
}

const REQUEST_ID_HEADER = 'x-request-id';

/** Builds the HTTP app: plugins first, then every feature's routes, registered explicitly. */
export async function buildApp({ config, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config.secureCookies);
  await app.register(cookie, { secret: config.sessionSecret });
  await registerRateLimiting(app);
  await registerApiDocs(app);
  await app.register(sessionPlugin, { db, config });

  const deps = { db, config };
  await app.register(healthRoutes);
  await app.register(authRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(showcaseRoutes, deps);

  await registerWebApp(app, config.webDistDir);
  return app;
}
