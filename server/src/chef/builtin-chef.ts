import type { ChefConfig } from '../config.js';
import { answerQuestion } from './builtin/answers.js';
import { bundledRecipes } from './builtin/bundled-recipes.js';
import { suggestRecipes, type IdeaCandidate } from './builtin/recipe-ideas.js';
import { NO_USAGE, type Chef } from './chef.js';

/**
 * The offline chef: recipe ideas from our bundled collection and the library's shared recipes, answers from the
 * bundled kitchen knowledge and the unit converter. No network, no key, no tokens.
 */
export function builtinChef(loadLibrary: () => Promise<IdeaCandidate[]>): Chef & { provider: ChefConfig['provider'] } {
  return {
    provider: 'builtin',
    model: 'builtin',
    async suggestRecipe(ingredients) {
      const candidates = [
        ...bundledRecipes().map((recipe) => ({ ...recipe, origin: 'bundled' as const })),
        ...(await loadLibrary()),
      ];
      const [best] = suggestRecipes(ingredients, candidates, 1);
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
