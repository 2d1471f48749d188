import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddEditRecipePage } from './AddEditRecipePage';
import { fakeApi, type FakeApi } from '../../../testing/fakeApi';
import { guarded, renderRoutes } from '../../../testing/renderRoutes';
import { savedRecipe, signedIn } from '../../../testing/cook';

const ADD_FAILED = 'Failed to add recipe. Please try again.';

function openNewRecipe() {
  return renderRoutes(
    [
      guarded('/addeditrecipe', <AddEditRecipePage />),
      guarded('/addeditrecipe/:recipeId', <AddEditRecipePage />),
      { path: '/importrecipe', element: <p>Import a recipe</p> },
    ],
    '/addeditrecipe',
  );
}

const field = (name: string) => screen.findByRole<HTMLInputElement>('textbox', { name });

/** A new recipe's name typed, then Add pressed. */
async function addRecipe(name: string) {
  const view = openNewRecipe();
  const user = userEvent.setup({ delay: null });
  await user.type(await field('Recipe Name'), name);
  await user.click(screen.getByRole('button', { name: 'Add' }));
  return view;
}

const answerAdded = (api: FakeApi) => {
  api.answer('POST /addrecipename', { body: { recipe_id: 9 } });
  api.answer('GET /getrecipe/9', { body: savedRecipe({ recipe_id: 9, recipe_name: 'Soup', recipe_note: '' }) });
};

describe('adding a recipe', () => {
  it('adds it from its name and opens it for editing', async () => {
    const api = fakeApi({ 'GET /session': { body: signedIn } });
    answerAdded(api);
    await addRecipe('Soup');

    expect(await screen.findByRole('heading', { name: 'Edit Recipe' })).toBeDefined();
    expect((await field('Recipe Name')).value).toBe('Soup');
    expect(api.requests.find(({ route }) => route === 'POST /addrecipename')?.body).toEqual({
      recipeName: 'Soup',
      recipeNote: '',
    });
  });

  it('keeps what could not be added, and brings it back when a new recipe is opened again', async () => {
    const api = fakeApi({ 'GET /session': { body: signedIn }, 'POST /addrecipename': 'offline' });
    const view = await addRecipe('Soup');
    expect(await screen.findByText(ADD_FAILED)).toBeDefined();
    view.unmount();

    answerAdded(api);
    openNewRecipe();
    expect(await screen.findByText('Unsaved changes restored')).toBeDefined();
    expect((await field('Recipe Name')).value).toBe('Soup');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('heading', { name: 'Edit Recipe' })).toBeDefined();
  });

  it('says why the server refused it, and forgets a kept recipe the cook discards', async () => {
    fakeApi({
      'GET /session': { body: signedIn },
      'POST /addrecipename': { status: 403, body: { message: 'Your free trial has ended.' } },
    });
    const view = await addRecipe('Soup');
    expect(await screen.findByText(`${ADD_FAILED} Your free trial has ended.`)).toBeDefined();
    view.unmount();
    openNewRecipe();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect((await field('Recipe Name')).value).toBe('');
    expect(screen.queryByText('Unsaved changes restored')).toBeNull();

    openNewRecipe();
    expect(await field('Recipe Name')).toBeDefined();
    expect(screen.queryByText('Unsaved changes restored')).toBeNull();
  });

  it('asks before leaving a name typed but not added', async () => {
    fakeApi({ 'GET /session': { body: signedIn } });
    openNewRecipe();
    const user = userEvent.setup({ delay: null });
    await user.type(await field('Recipe Name'), 'Soup');
    await user.click(screen.getByRole('link', { name: 'Or import a recipe from a web page' }));
    expect(await screen.findByText('You have unsaved changes. Leave without saving?')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect((await field('Recipe Name')).value).toBe('Soup');
    expect(screen.queryByText('Import a recipe')).toBeNull();
  });
});
