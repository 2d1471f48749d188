import { sameRecipeName } from '@fiz/core/chef';
import type { ChefConfig } from '../config.js';
import { answerQuestion } from './builtin/answers.js';
import { bundledRecipes } from './builtin/bundled-recipes.js';
import { suggestRecipes, type IdeaCandidate } from './builtin/recipe-ideas.js';
import { NO_USAGE, type Chef } from './chef.js';

/**
 * The offline chef: recipe ideas from our bundled collection and the library's shared recipes, answers from the
 * bundled kitchen knowledge and the unit converter. No network, no key, no tokens.
 */
export interface SharedLibrary {
  /** The shared recipes to suggest from; may be a copy read a little while ago. */
  recipes(): Promise<IdeaCandidate[]>;
  /** Which of these recipe ids are shared at this moment. */
  stillShared(recipeIds: number[]): Promise<Set<number>>;
}

/** Enough runners-up that a recipe unshared since the library was read can give way to the next best. */
const RANKED_IDEAS = 5;

export function builtinChef(library: SharedLibrary): Chef & { provider: ChefConfig['provider'] } {
  return {
    provider: 'builtin',
    model: 'builtin',
    async suggestRecipe(ingredients, alreadySuggested) {
      const candidates = [
        ...bundledRecipes().map((recipe) => ({ ...recipe, origin: 'bundled' as const })),
        ...(await library.recipes()),
      ].filter(({ name }) => !alreadySuggested.some((suggested) => sameRecipeName(suggested, name)));
      const ranked = suggestRecipes(ingredients, candidates, RANKED_IDEAS);
      const shared = await library.stillShared(ranked.flatMap(({ recipe }) => recipe.recipeId ?? []));
      // A cook's recipe is offered only while it is shared: never one unshared or deleted since the library was read.
      const best = ranked.find(({ recipe }) => recipe.recipeId === undefined || shared.has(recipe.recipeId));
      if (!best) return { value: null, usage: NO_USAGE };
      const { name, intro, ingredients: items, method } = best.recipe;
      return {
        value: { name, intro, ingredients: items, method, uses: best.uses, alsoNeeded: best.alsoNeeded },
        usage: NO_USAGE,
      };
    },
    async answer(question) {
      return { value: answerQuestion(question).answer, usage: NO_USAGE };
    },
  };
}
