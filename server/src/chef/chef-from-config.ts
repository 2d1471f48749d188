import type { ChefConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { aiChef } from './ai-chef.js';
import { builtinChef } from './builtin-chef.js';
import type { IdeaCandidate } from './builtin/recipe-ideas.js';
import { sharedRecipeCandidates, stillShared } from './chef.db.js';
import type { Chef } from './chef.js';

/** How many of the newest shared recipes the built-in chef considers, and how long it keeps them. */
const LIBRARY_SIZE = 2000;
const LIBRARY_TTL_MS = 60_000;

/**
 * The shared recipes, read at most once a minute: ideas need not see a recipe shared seconds ago. One unshared or
 * deleted since is caught by the built-in chef's stillShared check.
 */
function cachedLibrary(db: Db): () => Promise<IdeaCandidate[]> {
  let cached: { at: number; recipes: Promise<IdeaCandidate[]> } | null = null;
  return () => {
    if (!cached || Date.now() - cached.at > LIBRARY_TTL_MS) {
      const recipes = sharedRecipeCandidates(db, LIBRARY_SIZE);
      // A failed read is not kept: the next request tries again.
      recipes.catch(() => (cached = null));
      cached = { at: Date.now(), recipes };
    }
    return cached.recipes;
  };
}

/** CHEF_PROVIDER decides who answers: the built-in chef, or an AI provider through the Vercel AI SDK. */
export function chefFromConfig(config: ChefConfig, db: Db): Chef {
  if (config.provider === 'builtin') {
    return builtinChef({ recipes: cachedLibrary(db), stillShared: (recipeIds) => stillShared(db, recipeIds) });
  }
  return aiChef({ ...config, provider: config.provider });
}
