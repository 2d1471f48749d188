import { describe, expect, it } from 'vitest';
import { bundledRecipes } from './bundled-recipes.js';
import { canonicalIngredient, ingredientsMatch } from './ingredient-names.js';
import { describeFit, suggestRecipes, type IdeaCandidate, type RecipeIdea } from './recipe-ideas.js';

const bundled: IdeaCandidate[] = bundledRecipes().map((recipe) => ({ ...recipe, origin: 'bundled' }));

const STAPLES = ['salt', 'black pepper', 'water', 'olive oil', 'vegetable oil', 'sunflower oil'];
const isStaple = (item: string) => STAPLES.includes(canonicalIngredient(item));

function candidate(name: string, items: string[], origin: IdeaCandidate['origin'] = 'library'): IdeaCandidate {
  return {
    name,
    intro: `${name}, from the library.`,
    ingredients: items.map((item) => ({ qty: '1', unit: '', item, note: '' })),
    method: ['Cook it.'],
    origin,
  };
}

/** Checks uses and alsoNeeded against the recipe itself, item by item, with the matching rule tested on its own. */
function expectHonestFit(given: string[], idea: RecipeIdea): void {
  const items = idea.recipe.ingredients.map((ingredient) => ingredient.item);
  const usedByRecipe = given.filter((text) => items.some((item) => ingredientsMatch(text, item)));
  expect(idea.uses).toEqual(usedByRecipe);
  for (const item of items) {
    const cookHasIt = given.some((text) => ingredientsMatch(text, item));
    expect(idea.alsoNeeded.includes(item), `${idea.recipe.name}: ${item}`).toBe(!cookHasIt && !isStaple(item));
  }
}

describe('suggestRecipes from the bundled collection', () => {
  it.each([
    [['chicken', 'garlic', 'lemon', 'rice']],
    [['eggs', 'spinach', 'feta', 'onion']],
    [['beef mince', 'tomatoes', 'onion', 'spaghetti']],
    [['tofu', 'soy sauce', 'ginger', 'broccoli']],
    [['zucchini', 'capsicum', 'eggplant', 'tomato']],
    [['prawns', 'coconut milk', 'lime', 'chilli']],
    [['potatoes', 'leeks', 'butter', 'milk']],
    [['chickpeas', 'cumin', 'spinach', 'tomato']],
    [['salmon', 'dill', 'lemon', 'potatoes']],
    [['flour', 'butter', 'sugar', 'eggs']],
    [['pork', 'apple', 'onion', 'sage']],
    [['lentils', 'carrot', 'celery', 'onion']],
    [['mushrooms', 'cream', 'garlic', 'pasta']],
    [['lamb', 'yoghurt', 'mint', 'garlic']],
    [['avocado', 'lime', 'coriander', 'tomato']],
    [['oats', 'banana', 'honey', 'milk']],
    [['rice', 'egg', 'peas', 'soy sauce']],
    [['black beans', 'corn', 'capsicum', 'tortillas']],
    [['cauliflower', 'curry powder', 'coconut milk', 'onion']],
    [['bacon', 'eggs', 'bread', 'tomato']],
    [['eggs', 'cheese', 'spinach', 'onion']],
    [['beef', 'tomato', 'onion', 'pasta']],
    [['sausages', 'potatoes', 'onion', 'mustard']],
  ])('finds a recipe that uses most of %j', (given) => {
    const [best] = suggestRecipes(given, bundled);
    expect(best, given.join(', ')).toBeDefined();
    expect(best!.uses.length, best!.recipe.name).toBeGreaterThanOrEqual(3);
    expectHonestFit(given, best!);
  });

  it('reports what the cook typed, trimmed, once for each ingredient', () => {
    const [best] = suggestRecipes(['  Chicken Thighs ', 'garlic', 'Lemons', 'lemon', 'RICE'], bundled);
    expect(best!.uses).toEqual(['Chicken Thighs', 'garlic', 'Lemons', 'RICE']);
  });

  it('never lists staples as also needed', () => {
    for (const idea of suggestRecipes(['chicken', 'garlic', 'lemon', 'rice'], bundled, 20)) {
      expect(idea.alsoNeeded.filter(isStaple)).toEqual([]);
    }
  });

  it('suggests nothing for ingredients no recipe uses', () => {
    expect(suggestRecipes(['xyzzy', 'plutonium', 'gravel', 'socks'], bundled)).toEqual([]);
  });

  it('does not count staples the cook lists towards a suggestion', () => {
    expect(suggestRecipes(['salt', 'olive oil', 'water', 'pepper'], bundled)).toEqual([]);
  });

  it('ranks best first and returns the same order every time', () => {
    const given = ['onion', 'garlic', 'tomato', 'chicken'];
    const ideas = suggestRecipes(given, bundled, 30);
    expect(ideas).toHaveLength(30);
    expect(suggestRecipes(given, [...bundled].reverse(), 30).map((idea) => idea.recipe.name)).toEqual(
      ideas.map((idea) => idea.recipe.name),
    );
    const scores = ideas.map((idea) => idea.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('returns at most the limit asked for, five by default', () => {
    expect(suggestRecipes(['onion', 'garlic', 'tomato'], bundled)).toHaveLength(5);
    expect(suggestRecipes(['onion', 'garlic', 'tomato'], bundled, 2)).toHaveLength(2);
    expect(suggestRecipes(['onion', 'garlic', 'tomato'], bundled, 0)).toEqual([]);
  });
});

describe('suggestRecipes with library recipes', () => {
  it('prefers a library recipe that fits better than any bundled one', () => {
    const soup = candidate("Nana's Chicken, Lemon and Rice Soup", [
      'chicken thighs',
      'lemon',
      'garlic',
      'rice',
      'salt',
    ]);
    const [best] = suggestRecipes(['chicken', 'garlic', 'lemon', 'rice'], [...bundled, soup]);
    expect(best!.recipe).toBe(soup);
    expect(best!.uses).toEqual(['chicken', 'garlic', 'lemon', 'rice']);
    expect(best!.alsoNeeded).toEqual([]);
    expect(best!.score).toBe(5);
  });

  it('breaks a tie in fit by name', () => {
    const items = ['chicken', 'leek', 'thyme'];
    const ideas = suggestRecipes(
      ['chicken', 'leek', 'thyme'],
      [candidate('Zesty pie', items), candidate('Apple pie', items)],
    );
    expect(ideas.map((idea) => idea.recipe.name)).toEqual(['Apple pie', 'Zesty pie']);
  });

  it('matches misspelled ingredients as the recipes spell them, keeping what the cook typed', () => {
    const typed = ['chiken', 'garlick', 'lemmon', 'onoins'];
    const best = suggestRecipes(typed, bundled)[0];
    const spelled = suggestRecipes(['chicken', 'garlic', 'lemon', 'onions'], bundled)[0];
    expect(best?.recipe.name).toBe(spelled?.recipe.name);
    expect(best?.uses.length).toBe(spelled?.uses.length);
    expect(best?.uses.every((used) => typed.includes(used))).toBe(true);
    // Too short to tell, or too far from any known word: left as typed, and matched to nothing.
    expect(suggestRecipes(['xq', 'zzzzzzz', 'qwerty', 'plonk'], bundled)).toEqual([]);
  });

  it('does not suggest a recipe that uses only one of the ingredients', () => {
    expect(suggestRecipes(['chicken', 'socks'], [candidate('Plain chicken', ['chicken', 'salt'])])).toEqual([]);
  });

  it('ranks 2,000 library recipes and the bundled ones quickly, and faster once they have been read', () => {
    const library = Array.from({ length: 2000 }, (_, index) => {
      const recipe = bundled[index % bundled.length]!;
      const items = recipe.ingredients.map((ingredient) => `${ingredient.item}, batch ${index}`);
      return candidate(`${recipe.name} ${index}`, items);
    });
    const candidates = [...bundled, ...library];
    const given = ['chicken', 'garlic', 'lemon', 'rice', 'onion', 'tomato'];

    const coldStart = performance.now();
    const cold = suggestRecipes(given, candidates, 10);
    const coldMs = performance.now() - coldStart;
    const warmStart = performance.now();
    const warm = suggestRecipes(given, candidates, 10);
    const warmMs = performance.now() - warmStart;

    console.log(
      `ranking ${candidates.length} candidates: ${coldMs.toFixed(1)} ms first, ${warmMs.toFixed(1)} ms after`,
    );
    expect(warm).toEqual(cold);
    // A generous bound against the first run in this same process, never a wall-clock threshold.
    expect(warmMs).toBeLessThanOrEqual(coldMs);
  });
});

describe('describeFit', () => {
  it('describes a recipe from elsewhere by the same rules', () => {
    const ingredients = candidate('Omelette', ['eggs', 'cheddar', 'chives', 'butter', 'salt']).ingredients;
    expect(describeFit(['egg', 'cheese', 'spinach', ' onion '], ingredients)).toEqual({
      uses: ['egg', 'cheese'],
      alsoNeeded: ['chives', 'butter'],
    });
  });

  it("takes a section's heading for neither an ingredient used nor one still needed", () => {
    // A heading is a row with only an item, ending in a colon.
    const sectioned = (items: string[]) => ({
      ...candidate('Traybake', items),
      ingredients: items.map((item) => ({ qty: item.endsWith(':') ? '' : '1', unit: '', item, note: '' })),
    });
    const traybake = sectioned(['For the marinade:', 'lemon', 'For the sauce:', 'cream', 'chicken']);
    expect(describeFit(['lemon', 'marinade', 'sauce'], traybake.ingredients)).toEqual({
      uses: ['lemon'],
      alsoNeeded: ['cream', 'chicken'],
    });
    expect(suggestRecipes(['marinade', 'sauce', 'lemon'], [traybake])).toEqual([]);
  });
});
