import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/admin.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { sessionPlugin } from './auth/session.plugin.js';
import { billingRoutes } from './billing/billing.routes.js';
import { stripeClient } from './billing/stripe-client.js';
import { stripeWebhookRoutes } from './billing/webhook.routes.js';
import { chefFromConfig } from './chef/chef-from-config.js';
import { chefRoutes } from './chef/chef.routes.js';
import type { Config } from './config.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import type { Db } from './db/client.js';
import { registerCsrfProtection } from './http/csrf.js';
import { registerApiDocs } from './http/docs.js';
import { frameworkError, registerErrorHandling } from './http/errors.js';
import { registerNulTextGuard } from './http/nul-text.js';
import { healthRoutes } from './http/health.routes.js';
import { registerRateLimiting } from './http/rate-limit.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerWebApp } from './web-app.js';
import { contactRoutes } from './contact/contact.routes.js';
import { imagesRoutes } from './images/images.routes.js';
import { addImportedRecipeRoutes } from './import/add-imported-recipe.routes.js';
import { importRecipeRoutes } from './import/import-recipe.routes.js';
import { importPhotoPreviewRoutes } from './import/photo-preview.routes.js';
import { parseIngredientsRoutes } from './import/parse-ingredients.routes.js';
import { filesystemStorage, type ImageStorage } from './images/storage.js';
import { createMailer } from './mail/mailer.js';
import { outboxRoutes } from './mail/outbox.routes.js';
import { recipeMailRoutes } from './mail/recipe-mail.routes.js';
import { recipeDownloadRoutes } from './recipes/recipe-download.routes.js';
import { recipeEditsRoutes } from './recipes/recipe-edits.routes.js';
import { recipesRoutes } from './recipes/recipes.routes.js';
import { showcaseRoutes } from './recipes/showcase.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { usersRoutes } from './users/users.routes.js';
import type { FetchPageOptions } from './net/safe-fetch.js';
import { websitesRoutes } from './websites/websites.routes.js';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Where recipe photos are kept; the filesystem under DATA_DIR/images unless given. */
  storage?: ImageStorage;
  /** How pages are fetched for website bookmarks and recipe import; tests only, to reach pages on 127.0.0.1. */
  fetchPageOptions?: FetchPageOptions;
  /** Told of every route as it is registered; the access-matrix test uses it to find routes nobody classified. */
  onRoute?: (route: RouteOptions) => void;
}

const REQUEST_ID_HEADER = 'x-request-id';

/** Builds the HTTP app: plugins first, then every feature's routes, registered explicitly. */
export async function buildApp({ config, db, storage, fetchPageOptions, onRoute }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    // A __proto__ or constructor.prototype key is dropped from JSON bodies rather than refused as "not JSON".
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  registerErrorHandling(app);
  registerNulTextGuard(app);
  registerSecurityHeaders(app, config.secureCookies);
  registerCsrfProtection(app, config.publicUrl);
  await app.register(cookie, { secret: config.sessionSecret });
  const counters = await registerRateLimiting(app, { db, redisUrl: config.redisUrl });
  await registerApiDocs(app);
  await app.register(sessionPlugin, { db, config });

  const mailer = createMailer({ db, config: config.mail, log: app.log });
  // Pending mail (from before a restart, or waiting for a retry) goes out once the app is up.
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.stop());
  const deps = { db, config, mailer, storage: storage ?? filesystemStorage(join(config.dataDir, 'images')) };
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { ...deps, counters });
  await app.register(usersRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(showcaseRoutes, deps);
  await app.register(recipesRoutes, deps);
  await app.register(recipeEditsRoutes, deps);
  await app.register(recipeDownloadRoutes, deps);
  await app.register(parseIngredientsRoutes, deps);
  await app.register(importRecipeRoutes, { ...deps, fetchPageOptions });
  await app.register(addImportedRecipeRoutes, { ...deps, fetchPageOptions });
  await app.register(importPhotoPreviewRoutes, { fetchPageOptions });
  await app.register(searchRoutes, deps);
  await app.register(websitesRoutes, { ...deps, fetchPageOptions });
  await app.register(imagesRoutes, deps);
  await app.register(recipeMailRoutes, deps);
  await app.register(outboxRoutes, deps);
  await app.register(contactRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(chefRoutes, { ...deps, chef: chefFromConfig(config.chef, db) });
  const stripe = stripeClient(config.billing);
  await app.register(billingRoutes, { ...deps, stripe });
  await app.register(stripeWebhookRoutes, { ...deps, stripe });

  await registerWebApp(app, config.webDistDir, { db, config });
  return app;
}
