import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ImportRecipeResponse } from '@fiz/core/import';
import { AddEditRecipePage } from './AddEditRecipePage';
import { ImportRecipePage } from './ImportRecipePage';
import { fakeApi, type FakeApi } from '../../../testing/fakeApi';
import { guarded, renderRoutes } from '../../../testing/renderRoutes';
import { savedRecipe, signedIn } from '../../../testing/cook';

const SAVE_FAILED = 'Failed to save the recipe. Please try again.';
const PAGE = 'https://recipes.example/lamb-stew';

/** What POST /api/import-recipe answers for the page. */
const imported: ImportRecipeResponse = {
  title: 'Lamb stew',
  name: 'Lamb stew',
  note: 'From the hills',
  ingredients: [],
  method: ['Brown the lamb', 'Simmer for two hours'],
  imageUrl: '',
  websiteLink: PAGE,
  youtubeCode: '',
  ownRecipesFromPage: [],
  ownRecipesFromPageCount: 0,
};

/** The import page, opened from a saved website's Import (which starts at once) or on its own. */
function openImport(from = `?url=${encodeURIComponent(PAGE)}`) {
  return renderRoutes(
    [guarded('/importrecipe', <ImportRecipePage />), guarded('/addeditrecipe/:recipeId', <AddEditRecipePage />)],
    `/importrecipe${from}`,
  );
}

const field = (name: string) => screen.findByRole<HTMLInputElement>('textbox', { name });

/** The imported recipe reviewed: its note typed over, then saved. */
async function reviewAndSave() {
  const view = openImport();
  const user = userEvent.setup({ delay: null });
  const note = await field('Recipe Note');
  await user.clear(note);
  await user.type(note, 'Best in spring');
  await user.click(screen.getByRole('button', { name: 'Save Recipe' }));
  return view;
}

const answerSaved = (api: FakeApi) => {
  api.answer('POST /addimportedrecipe', { body: { recipeId: 12 } });
  api.answer('GET /getrecipe/12', { body: savedRecipe({ recipe_id: 12, recipe_name: 'Lamb stew' }) });
};

describe('reviewing an imported recipe', () => {
  it('saves the reviewed recipe and opens it in the editor', async () => {
    const api = fakeApi({ 'GET /session': { body: signedIn }, 'POST /import-recipe': { body: imported } });
    answerSaved(api);
    await reviewAndSave();

    expect(await screen.findByText('Recipe imported and saved!')).toBeDefined();
    expect((await field('Recipe Name')).value).toBe('Lamb stew');
    expect(api.requests.find(({ route }) => route === 'POST /addimportedrecipe')?.body).toMatchObject({
      recipeName: 'Lamb stew',
      recipeNote: 'Best in spring',
      recipeWebsiteLink: PAGE,
      recipeMethod: 'Brown the lamb\nSimmer for two hours',
    });
  });

  it('keeps a review whose save failed, and opens it again in place of a new import', async () => {
    const api = fakeApi({
      'GET /session': { body: signedIn },
      'POST /import-recipe': { body: imported },
      'POST /addimportedrecipe': { status: 500, body: { message: 'Something went wrong' } },
    });
    const view = await reviewAndSave();
    expect(await screen.findByText(SAVE_FAILED)).toBeDefined();
    view.unmount();

    answerSaved(api);
    openImport('');
    expect(await screen.findByText('Unsaved changes restored')).toBeDefined();
    expect((await field('Recipe Note')).value).toBe('Best in spring');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save Recipe' }));
    expect(await screen.findByText('Recipe imported and saved!')).toBeDefined();
    expect(api.requests.filter(({ route }) => route === 'POST /import-recipe')).toHaveLength(1);
  });

  it('says why the server refused a save, and drops a kept review the cook discards', async () => {
    fakeApi({
      'GET /session': { body: signedIn },
      'POST /import-recipe': { body: imported },
      'POST /addimportedrecipe': { status: 403, body: { message: 'Your free trial has ended.' } },
    });
    const view = await reviewAndSave();
    expect(await screen.findByText(`${SAVE_FAILED} Your free trial has ended.`)).toBeDefined();
    view.unmount();
    openImport('');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await field('Recipe page address')).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Recipe Note' })).toBeNull();
  });

  it('asks before starting over, then drops the review for a new import', async () => {
    fakeApi({ 'GET /session': { body: signedIn }, 'POST /import-recipe': { body: imported } });
    openImport('');
    const user = userEvent.setup({ delay: null });
    await user.type(await field('Recipe page address'), PAGE);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(question).getByText(/The imported recipe and your changes to it will be lost/)).toBeDefined();
    await user.click(within(question).getByRole('button', { name: 'Start over' }));
    expect(await field('Recipe page address')).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Recipe Note' })).toBeNull();
  });
});
