import { describe, expect, it } from 'vitest';
import { withoutRecipe } from './withoutRecipe';

const soup = { recipe_id: 1, recipe_name: 'Soup' };
const stew = { recipe_id: 2, recipe_name: 'Stew' };

describe('withoutRecipe', () => {
  it('takes the recipe out of a cached list, or out of a page of a list with its total', () => {
    expect(withoutRecipe([soup, stew], 1)).toEqual([stew]);
    expect(withoutRecipe({ recipes: [soup, stew], total: 2 }, 2)).toEqual({ recipes: [soup], total: 2 });
  });

  it('gives back the very same data when the recipe is not in it, and leaves what is not a list alone', () => {
    const list = [soup, stew];
    expect(withoutRecipe(list, 3)).toBe(list);
    const page = { recipes: list, total: 2 };
    expect(withoutRecipe(page, 3)).toBe(page);
    expect(withoutRecipe([{ count: 4 }], 1)).toEqual([{ count: 4 }]);
    expect(withoutRecipe(undefined, 1)).toBeUndefined();
    expect(withoutRecipe({ recipe_id: 1 }, 1)).toEqual({ recipe_id: 1 });
  });
});
