import type { FastifyInstance } from 'fastify';
import { updateRecipeBody, type RecipeFacts } from '@fiz/core/testing/recipe-bodies';
import type { TestCook } from './cooks.js';

/** Creates a recipe as the cook through the API and, when given, saves the rest of it. */
export async function createRecipe(
  app: FastifyInstance,
  cook: TestCook,
  name: string,
  facts: RecipeFacts = {},
): Promise<number> {
  const added = await app.inject({
    method: 'POST',
    url: '/api/addrecipename',
    headers: { cookie: cook.cookie },
    payload: { recipeName: name, recipeNote: '' },
  });
  if (added.statusCode !== 201) throw new Error(`could not add ${name}: ${added.body}`);
  const recipeId = added.json<{ recipe_id: number }>().recipe_id;
  if (Object.keys(facts).length > 0) {
    const updated = await app.inject({
      method: 'POST',
      url: '/api/updaterecipe',
      headers: { cookie: cook.cookie },
      payload: updateRecipeBody(recipeId, name, facts),
    });
    if (updated.statusCode !== 200) throw new Error(`could not update ${name}: ${updated.body}`);
  }
  return recipeId;
}
