import { startLoopbackSite, type SiteFiles } from '../../server/src/testing/loopback-site.js';

/**
 * Recipe pages for the import tests go by this name, which the test server resolves to 127.0.0.1 and is
 * allowed to fetch from; nothing else on loopback is reachable through the importer.
 */
export const RECIPE_SITE_HOST = 'recipes.fiz.test';

/** A small web site on loopback serving paths with their content types; pages may link to the site's own files. */
export const startRecipeSite = (filesAt: (url: (path: string) => string) => SiteFiles) =>
  startLoopbackSite(RECIPE_SITE_HOST, filesAt);
