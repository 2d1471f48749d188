import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddEditRecipePage } from './AddEditRecipePage';
import { fakeApi, type FakeApi } from '../../../testing/fakeApi';
import { guarded, renderRoutes } from '../../../testing/renderRoutes';
import { savedRecipe, signedIn } from '../../../testing/cook';

const CHANGED_ELSEWHERE =
  'This recipe was saved from another window or device after you opened it, so your changes were not saved over it.';

function openEditor() {
  return renderRoutes(
    [guarded('/addeditrecipe/:recipeId', <AddEditRecipePage />), guarded('/addeditrecipe', <AddEditRecipePage />)],
    '/addeditrecipe/7',
  );
}

/** The editor open on recipe 7 as saved now, with its note typed over. */
async function changeNote(note: string) {
  const view = openEditor();
  const user = userEvent.setup({ delay: null });
  const field = await screen.findByRole('textbox', { name: 'Recipe Note' });
  await user.clear(field);
  await user.type(field, note);
  await user.click(screen.getByRole('button', { name: 'Update Recipe' }));
  return view;
}

const field = (name: string) => screen.findByRole<HTMLInputElement>('textbox', { name });
const sentUpdates = (api: FakeApi) => api.requests.filter(({ route }) => route === 'POST /updaterecipe');

describe('editing a saved recipe', () => {
  it('saves the changes on Update Recipe and says so', async () => {
    const api = fakeApi({
      'GET /session': { body: signedIn },
      'GET /getrecipe/7': { body: savedRecipe() },
      'POST /updaterecipe': { body: { message: 'Recipe updated', recipe_revision: 4 } },
    });
    await changeNote('For cold nights');

    expect(await screen.findByText('Recipe updated!')).toBeDefined();
    expect(sentUpdates(api).map(({ body }) => body)).toMatchObject([
      { recipeId: 7, recipeNote: 'For cold nights', recipeRevision: 3 },
    ]);
  });

  it('refuses to save over a save from another window, and brings both back when the editor opens again', async () => {
    const api = fakeApi({
      'GET /session': { body: signedIn },
      'GET /getrecipe/7': { body: savedRecipe() },
      'POST /updaterecipe': { status: 409, body: { message: `${CHANGED_ELSEWHERE} Reload the page.` } },
    });
    const view = await changeNote('For cold nights');
    expect(await screen.findByText(`${CHANGED_ELSEWHERE} Reload the page.`)).toBeDefined();
    view.unmount();

    // The other window renamed it.
    api.answer('GET /getrecipe/7', { body: savedRecipe({ recipe_name: 'Beef stew', recipe_revision: 4 }) });
    openEditor();
    expect(await screen.findByText('Unsaved changes restored')).toBeDefined();
    expect(screen.getByText(/The recipe was saved elsewhere since then/)).toBeDefined();
    expect((await field('Recipe Note')).value).toBe('For cold nights');
    expect((await field('Recipe Name')).value).toBe('Beef stew');
  });

  it('counts a save as done when its answer was lost and the retry is refused', async () => {
    const api = fakeApi({
      'GET /session': { body: signedIn },
      'GET /getrecipe/7': { body: savedRecipe() },
      'POST /updaterecipe': () => {
        // The first try landed: the recipe now holds it, and this try is refused as if from another window.
        api.answer('GET /getrecipe/7', { body: savedRecipe({ recipe_note: 'For cold nights', recipe_revision: 4 }) });
        return { status: 409, body: { message: CHANGED_ELSEWHERE } };
      },
    });
    await changeNote('For cold nights');
    expect(await screen.findByText('Recipe updated!')).toBeDefined();
    expect(screen.queryByText(CHANGED_ELSEWHERE)).toBeNull();
  });

  it('keeps the changes of a save that failed, restores them on return, and discards them on request', async () => {
    const api = fakeApi({
      'GET /session': { body: signedIn },
      'GET /getrecipe/7': { body: savedRecipe() },
      'POST /updaterecipe': 'offline',
    });
    const view = await changeNote('For cold nights');
    expect(await screen.findByText('Failed to update recipe. Please try again.')).toBeDefined();
    view.unmount();

    openEditor();
    expect(await screen.findByText('Unsaved changes restored')).toBeDefined();
    expect((await field('Recipe Note')).value).toBe('For cold nights');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByText('Unsaved changes restored')).toBeNull();
    expect((await field('Recipe Note')).value).toBe('Winter');
    expect(sentUpdates(api)).toHaveLength(1);
  });

  it('saves restored changes on Update Recipe, and they are not offered again', async () => {
    const api = fakeApi({
      'GET /session': { body: signedIn },
      'GET /getrecipe/7': { body: savedRecipe() },
      'POST /updaterecipe': { status: 500, body: { message: 'Something went wrong' } },
    });
    (await changeNote('For cold nights')).unmount();
    api.answer('POST /updaterecipe', { body: { message: 'Recipe updated', recipe_revision: 4 } });
    const again = openEditor();
    await screen.findByText('Unsaved changes restored');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Update Recipe' }));
    expect(await screen.findByText('Recipe updated!')).toBeDefined();
    expect(sentUpdates(api)[1]?.body).toMatchObject({ recipeNote: 'For cold nights' });
    again.unmount();

    openEditor();
    expect(await field('Recipe Note')).toBeDefined();
    expect(screen.queryByText('Unsaved changes restored')).toBeNull();
  });
});
