import { describe, expect, it } from 'vitest';
import { draftToFormValues, importedRecipeBody, pastedSource } from './draftForm';

const draft = {
  title: 'Grandma’s very long and wonderful Sunday roast chicken with all the trimmings',
  name: 'Grandma’s very long and wonderful Sunday roast',
  note: 'Full title: Grandma’s very long and wonderful Sunday roast chicken with all the trimmings',
  ingredients: [{ text: '1 whole chicken (1.5 kg)', qty: '1', unit: 'whole', item: 'chicken', note: '1.5 kg' }],
  method: ['Heat the oven.', 'Roast for 90 minutes.'],
  imageUrl: 'https://example.com/chicken.jpg',
  websiteLink: 'https://example.com/roast',
  youtubeCode: 'dQw4w9WgXcQ',
};

describe('an imported draft in the editor', () => {
  it('fills every field, one method step per line, private and not a favourite', () => {
    expect(draftToFormValues(draft)).toEqual({
      recipeName: draft.name,
      recipeNote: draft.note,
      recipeShare: 'No',
      recipeFavourite: 'No',
      recipeYoutubeUrl: 'dQw4w9WgXcQ',
      recipeWebsiteLink: 'https://example.com/roast',
      recipeMethod: 'Heat the oven.\nRoast for 90 minutes.',
      recipeImageUrl: 'https://example.com/chicken.jpg',
      ingredients: [{ qty: '1', unit: 'whole', item: 'chicken', note: '1.5 kg' }],
      pendingIngredient: { qty: '', unit: '', item: '', note: '' },
    });
  });

  it('keeps a link or photo only when it is a web address', () => {
    const values = draftToFormValues({ ...draft, imageUrl: 'javascript:alert(1)', websiteLink: 'data:text/html,x' });
    expect(values.recipeImageUrl).toBe('');
    expect(values.recipeWebsiteLink).toBe('');
  });

  it('sends the photo as the address to fetch, or none once the cook let it go', () => {
    const values = { ...draftToFormValues(draft), ingredients: [] };
    expect(importedRecipeBody(values)).toMatchObject({ imageSourceUrl: 'https://example.com/chicken.jpg' });
    expect(importedRecipeBody({ ...values, recipeImageUrl: '' })).toMatchObject({ imageSourceUrl: '' });
    expect(importedRecipeBody(values)).not.toHaveProperty('recipeImageUrl');
  });
});

describe('pasted text', () => {
  it('goes as HTML when it is markup and as recipe text otherwise', () => {
    expect(pastedSource('<!DOCTYPE html><html><body>…</body></html>')).toEqual({
      html: '<!DOCTYPE html><html><body>…</body></html>',
    });
    expect(pastedSource('<div class="recipe">Pancakes</div>')).toHaveProperty('html');
    expect(pastedSource('Pancakes\n\nIngredients\n1 cup flour\n2 eggs < 3 eggs')).toHaveProperty('text');
  });
});
