import { beforeEach, describe, expect, it } from 'vitest';
import type { RecipeIdea } from '@fiz/core/chef';
import { KEPT_IDEAS_KEY } from '../../lib/forgetTheCook';
import { keepIdeas, keptIdeas } from './keptIdeas';

const idea: RecipeIdea = {
  name: 'Lemon chicken rice',
  intro: 'A one-pan supper.',
  ingredients: [{ qty: '2', unit: '', item: 'chicken thighs', note: '' }],
  method: ['Brown the chicken.', 'Add the rice and lemon.'],
  uses: ['chicken', 'rice', 'lemon'],
  alsoNeeded: ['stock'],
  suggestionToken: 'signed-for-cook-7',
};

/** A tab's sessionStorage. */
class TabStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let storage: TabStorage;

describe('the recipe ideas page kept for the tab', () => {
  beforeEach(() => {
    storage = new TabStorage();
    Object.assign(globalThis, { sessionStorage: storage });
  });

  it('gives back the ingredients, the suggestion, whether it was saved and the ideas given before it', () => {
    const kept = {
      ingredients: ['chicken', 'garlic', 'lemon', 'rice'],
      idea,
      saved: true,
      suggested: ['Chicken pilaf', idea.name],
    };
    keepIdeas(7, kept);
    expect(keptIdeas(7)).toEqual(kept);
  });

  it('keeps the suggestion when the ideas given before it are not a list of names', () => {
    storage.setItem(
      KEPT_IDEAS_KEY,
      JSON.stringify({ cookId: 7, ingredients: ['egg'], idea, saved: false, suggested: [idea.name, 4] }),
    );
    expect(keptIdeas(7)).toEqual({ ingredients: ['egg'], idea, saved: false, suggested: [] });
  });

  it('gives another cook signed in on the same tab nothing of the first cook', () => {
    keepIdeas(7, { ingredients: ['chicken', 'garlic', 'lemon', 'rice'], idea, saved: false, suggested: [idea.name] });
    expect(keptIdeas(8)).toEqual({ ingredients: [], saved: false, suggested: [] });
  });

  it('keeps nothing once the list and the suggestion are cleared by Reset', () => {
    keepIdeas(7, { ingredients: ['chicken'], saved: false, suggested: [] });
    keepIdeas(7, { ingredients: [], saved: false, suggested: [] });
    expect(storage.items.has(KEPT_IDEAS_KEY)).toBe(false);
  });

  it('keeps the ingredients but drops a suggestion that is no longer a whole one', () => {
    const broken = { ...idea, method: [] };
    storage.setItem(KEPT_IDEAS_KEY, JSON.stringify({ cookId: 7, ingredients: ['egg'], idea: broken, saved: true }));
    expect(keptIdeas(7)).toEqual({ ingredients: ['egg'], saved: false, suggested: [] });
  });

  it('starts afresh from text that is not a kept page, or with storage refused', () => {
    storage.setItem(KEPT_IDEAS_KEY, '{not json');
    expect(keptIdeas(7)).toEqual({ ingredients: [], saved: false, suggested: [] });
    storage.setItem(KEPT_IDEAS_KEY, JSON.stringify({ cookId: 7, ingredients: ['egg', 3] }));
    expect(keptIdeas(7)).toEqual({ ingredients: [], saved: false, suggested: [] });
    storage.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(keptIdeas(7)).toEqual({ ingredients: [], saved: false, suggested: [] });
  });
});
