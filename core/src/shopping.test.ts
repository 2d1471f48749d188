import { describe, expect, it } from 'vitest';
import {
  addIngredients,
  addShoppingItem,
  ingredientText,
  itemsFromRecipe,
  removeCheckedItems,
  removeShoppingItem,
  repairShoppingList,
  restoreShoppingItems,
  toggleShoppingItem,
} from './shopping.js';
import { countingIds, item, texts } from './testing/shopping-items.js';

describe('repairing what storage holds', () => {
  it('keeps a sound list, sorted', () => {
    const stored = JSON.stringify([item('1', 'milk', true), item('2', 'eggs')]);
    expect(repairShoppingList(stored)).toEqual([item('2', 'eggs'), item('1', 'milk', true)]);
  });

  it('keeps the recipes an item came from, and only its origin when that is damaged', () => {
    const stored = JSON.stringify([
      { ...item('1', 'eggs'), recipes: [4, 9, 4] },
      { ...item('2', 'milk'), recipes: ['soup'] },
      { ...item('3', 'rice'), recipes: [] },
    ]);
    expect(repairShoppingList(stored)).toEqual([
      { ...item('1', 'eggs'), recipes: [4, 9] },
      item('2', 'milk'),
      item('3', 'rice'),
    ]);
  });

  it('gives an empty list for nothing, garbage JSON or something other than a list', () => {
    expect(repairShoppingList(null)).toEqual([]);
    expect(repairShoppingList('{not json')).toEqual([]);
    expect(repairShoppingList('{"id":"1","text":"milk"}')).toEqual([]);
    expect(repairShoppingList(42)).toEqual([]);
  });

  it('regenerates missing and duplicate ids', () => {
    const stored = [
      { checked: false, text: 'apples' },
      { id: 'x', checked: false, text: 'bread' },
      { id: 'x', checked: false, text: 'cheese' },
      { id: '', checked: false, text: 'dates' },
    ];
    expect(repairShoppingList(stored, countingIds())).toEqual([
      item('new-1', 'apples'),
      item('x', 'bread'),
      item('new-2', 'cheese'),
      item('new-3', 'dates'),
    ]);
  });

  it('does not hand out an id that a later entry already has', () => {
    const stored = [{ text: 'apples' }, { id: 'new-1', text: 'bread' }];
    const ids = repairShoppingList(stored, countingIds()).map((entry) => entry.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('drops entries without text and treats an unclear checked flag as unchecked', () => {
    const stored = [
      'milk',
      null,
      { id: '1', checked: true, text: '   ' },
      { id: '2', checked: true },
      { id: 3, checked: 'yes', text: '  eggs  ' },
    ];
    expect(repairShoppingList(stored)).toEqual([item('3', 'eggs')]);
  });
});

describe('adding an item', () => {
  it('adds it unchecked in its sorted place', () => {
    const list = addShoppingItem([item('a', 'item 10'), item('b', 'apples', true)], ' item  2 ', countingIds());
    expect(list).toEqual([item('new-1', 'item 2'), item('a', 'item 10'), item('b', 'apples', true)]);
  });

  it('adds an item typed with an amount to the same item already on the list', () => {
    const list = [item('a', '3 eggs'), item('b', '1 cup plain flour'), item('c', '2 lemons', true)];
    expect(texts(addShoppingItem(list, '2 eggs', countingIds()))).toEqual(['5 eggs', '1 cup plain flour', '2 lemons']);
    expect(texts(addShoppingItem(list, '1 cup plain flour'))).toEqual(['3 eggs', '2 cups plain flour', '2 lemons']);
    // Another unit, a ticked item or no amount: a line of its own, as typed.
    expect(texts(addShoppingItem(list, '200 g plain flour'))).toContain('200 g plain flour');
    expect(texts(addShoppingItem(list, '1 lemon'))).toEqual(['3 eggs', '1 lemon', '1 cup plain flour', '2 lemons']);
    expect(texts(addShoppingItem(list, 'eggs'))).toEqual(['3 eggs', 'eggs', '1 cup plain flour', '2 lemons']);
  });

  it('ignores empty text (spec 5)', () => {
    const list = [item('a', 'apples')];
    expect(addShoppingItem(list, '')).toEqual(list);
    expect(addShoppingItem(list, '   ')).toEqual(list);
  });
});

describe('ticking off', () => {
  it('toggles one item and re-sorts', () => {
    const list = [item('a', 'apples'), item('b', 'bread')];
    const toggled = toggleShoppingItem(list, 'a');
    expect(toggled).toEqual([item('b', 'bread'), item('a', 'apples', true)]);
    expect(toggleShoppingItem(toggled, 'a')).toEqual(list);
  });

  it('clears the checked items', () => {
    const list = [item('a', 'apples'), item('b', 'bread', true), item('c', 'cheese', true)];
    expect(removeCheckedItems(list)).toEqual([item('a', 'apples')]);
  });
});

describe('removing and undoing', () => {
  it('removes one item, checked or not', () => {
    const list = [item('a', 'apples'), item('b', 'bread'), item('c', 'cheese', true)];
    expect(removeShoppingItem(list, 'b')).toEqual([item('a', 'apples'), item('c', 'cheese', true)]);
    expect(removeShoppingItem(list, 'c')).toEqual([item('a', 'apples'), item('b', 'bread')]);
  });

  it('puts removed items back in their places, ticked as they were', () => {
    const list = [item('a', 'apples'), item('b', 'bread', true), item('c', 'cheese', true)];
    const removed = list.filter((entry) => entry.checked);
    expect(restoreShoppingItems(removeCheckedItems(list), removed)).toEqual(list);
  });

  it('keeps what was added since, and does not bring back an item twice', () => {
    const removed = [item('b', 'bread', true)];
    const now = [item('a', 'apples'), item('d', 'dates'), item('b', 'bread', true)];
    expect(restoreShoppingItems(now, removed)).toEqual(now);
    expect(restoreShoppingItems([item('d', 'dates')], removed)).toEqual([item('d', 'dates'), item('b', 'bread', true)]);
  });
});

describe('adding ingredients', () => {
  const flour = { qty: '2', unit: 'cups', item: 'plain flour', note: '' };

  it('writes quantity, unit, item and note as the text', () => {
    expect(ingredientText(flour)).toBe('2 cups plain flour');
    expect(ingredientText({ qty: '1', unit: '', item: 'onion', note: 'finely chopped' })).toBe(
      '1 onion (finely chopped)',
    );
    expect(ingredientText({ item: ' salt ' })).toBe('salt');
    // Only a note: the note itself, not in parentheses.
    expect(ingredientText({ note: 'salt and pepper to taste' })).toBe('salt and pepper to taste');
  });

  it('adds each ingredient and counts them, skipping empty ones', () => {
    const ingredients = [
      flour,
      { qty: '', unit: '', item: '', note: '' },
      { qty: '3', unit: '', item: 'eggs', note: '' },
    ];
    const { list, added } = addIngredients([], ingredients, countingIds());
    expect(added).toBe(2);
    expect(texts(list)).toEqual(['3 eggs', '2 cups plain flour']);
  });

  it('remembers the recipe each item came from, merged or new, so adding it again can be noticed', () => {
    const soup = [
      { qty: '2', unit: '', item: 'onions', note: '' },
      { qty: '1', unit: 'cup', item: 'red lentils', note: '' },
    ];
    const typed = addShoppingItem([], '1 onion', countingIds());
    const { list } = addIngredients(typed, soup, countingIds(), 7);
    expect(list).toEqual([
      { ...item('new-1', '3 onions'), recipes: [7] },
      { ...item('new-2', '1 cup red lentils'), recipes: [7] },
    ]);
    expect(itemsFromRecipe(list, 7)).toBe(2);
    expect(itemsFromRecipe(list, 8)).toBe(0);
    // Another recipe's onions join the same item, which then came from both.
    const stew = addIngredients(list, [{ qty: '1', unit: '', item: 'onion', note: '' }], countingIds(), 8).list;
    expect(stew[0]).toEqual({ ...item('new-1', '4 onions'), recipes: [7, 8] });
    // Once its items are gone, the recipe is no longer on the list.
    expect(itemsFromRecipe(removeShoppingItem(removeShoppingItem(stew, 'new-1'), 'new-2'), 7)).toBe(0);
    // Added with no recipe named (and typed), an item says nothing of where it came from.
    expect(addIngredients([], soup, countingIds()).list.every((entry) => !('recipes' in entry))).toBe(true);
  });

  it('merges an ingredient already on the list by adding the quantities', () => {
    const list = [item('a', '2 cups plain flour')];
    const result = addIngredients(list, [{ qty: '1 1/2', unit: 'Cups', item: 'Plain Flour', note: '' }]);
    expect(result).toEqual({ list: [item('a', '3 1/2 cups plain flour')], added: 1 });
  });

  it('lists an ingredient whose note holds more of its amount again, rather than add up only part of it', () => {
    const beef = { qty: '1', unit: 'lb', item: 'beef', note: 'plus 4 oz' };
    const mince = { qty: '400', unit: 'g', item: 'beef mince', note: '14oz' };
    const once = addIngredients([], [beef, mince], countingIds());
    const twice = addIngredients(once.list, [beef, mince], countingIds());
    expect(twice.added).toBe(2);
    expect(texts(twice.list)).toEqual([
      '1 lb beef (plus 4 oz)',
      '1 lb beef (plus 4 oz)',
      '400 g beef mince (14oz)',
      '400 g beef mince (14oz)',
    ]);
  });

  it("leaves an oven's temperature off the list, and adds up amounts typed with their unit", () => {
    const ingredients = [
      { qty: '180', unit: '°C', item: 'oven', note: '' },
      { qty: '180', unit: '', item: '°C fan oven', note: '' },
      { qty: '800g', unit: '', item: 'minced beef', note: '' },
    ];
    const once = addIngredients([], ingredients, countingIds());
    expect(once.added).toBe(1);
    expect(texts(addIngredients(once.list, ingredients).list)).toEqual(['1600 g minced beef']);
  });

  it('adds up thousands written with commas', () => {
    const list = [item('a', '1,000 g plain flour')];
    const result = addIngredients(list, [{ qty: '500', unit: 'g', item: 'plain flour', note: '' }]);
    expect(texts(result.list)).toEqual(['1,500 g plain flour']);
  });

  it('makes a unit that counts things agree with the sum: one clove and one clove are two cloves', () => {
    const clove = { qty: '1', unit: 'clove', item: 'garlic', note: '' };
    expect(texts(addIngredients([], [clove, clove]).list)).toEqual(['2 cloves garlic']);
  });

  it('treats spellings of the same unit as one unit, and makes the unit agree with the new amount', () => {
    const cups = addIngredients([item('a', '1 cup plain flour')], [flour]);
    expect(texts(cups.list)).toEqual(['3 cups plain flour']);
    const tbsp = addIngredients([item('a', '1 tbsp oil')], [{ qty: '2', unit: 'tablespoons', item: 'oil' }]);
    expect(texts(tbsp.list)).toEqual(['3 tbsp oil']);
    const cup = addIngredients([item('a', '1/4 cup milk')], [{ qty: '1/4', unit: 'cups', item: 'milk' }]);
    expect(texts(cup.list)).toEqual(['1/2 cup milk']);
  });

  it('knows a unit by any of the ways recipes write it, its case where the case matters', () => {
    const tablespoon = addIngredients([item('a', '1 T olive oil')], [{ qty: '2', unit: 'tbsp', item: 'olive oil' }]);
    expect(texts(tablespoon.list)).toEqual(['3 T olive oil']);
    const cloves = addIngredients([item('a', '2 cloves garlic')], [{ qty: '1', unit: 'clove', item: 'garlic' }]);
    expect(texts(cloves.list)).toEqual(['3 cloves garlic']);
    const cup = addIngredients([item('a', '1 c flour')], [{ qty: '1', unit: 'cup', item: 'flour' }]);
    expect(texts(cup.list)).toEqual(['2 c flour']);
    const teaspoon = addIngredients([item('a', '1 T sugar')], [{ qty: '1', unit: 't', item: 'sugar' }]);
    expect(texts(teaspoon.list)).toEqual(['1 T sugar', '1 t sugar']);
  });

  it('counts a unit without an amount as one of it, so a second pinch is not lost', () => {
    const { list } = addIngredients([item('a', 'pinch salt')], [{ unit: 'pinch', item: 'salt' }]);
    expect(texts(list)).toEqual(['2 pinches salt']);
  });

  it('adds every fraction glyph a recipe may use', () => {
    const sixths = addIngredients([item('a', '⅓ cup flour')], [{ qty: '⅙', unit: 'cup', item: 'flour' }]);
    expect(texts(sixths.list)).toEqual(['1/2 cup flour']);
    const fifths = addIngredients([item('a', '⅕ cup oil')], [{ qty: '⅘', unit: 'cup', item: 'oil' }]);
    expect(texts(fifths.list)).toEqual(['1 cup oil']);
  });

  it('adds fractions exactly and keeps decimals as decimals', () => {
    const halves = addIngredients([item('a', '½ cup milk')], [{ qty: '1/2', unit: 'cup', item: 'milk' }]);
    expect(texts(halves.list)).toEqual(['1 cup milk']);
    const thirds = addIngredients([item('a', '1/3 cup oil')], [{ qty: '1/3', unit: 'cup', item: 'oil' }]);
    expect(texts(thirds.list)).toEqual(['2/3 cup oil']);
    const decimals = addIngredients([item('a', '0.1 kg rice')], [{ qty: '0.2', unit: 'kg', item: 'rice' }]);
    expect(texts(decimals.list)).toEqual(['0.3 kg rice']);
    const commas = addIngredients([item('a', '0,375 l Milch')], [{ qty: '0,375', unit: 'l', item: 'Milch' }]);
    expect(texts(commas.list)).toEqual(['0,75 l Milch']);
  });

  it('merges ingredients within one recipe too', () => {
    const { list, added } = addIngredients([], [flour, { ...flour, qty: '1' }], countingIds());
    expect(added).toBe(2);
    expect(list).toEqual([item('new-1', '3 cups plain flour')]);
  });

  it('notes both amounts when they cannot be added up', () => {
    const { list } = addIngredients([item('a', '1 pinch salt')], [{ qty: 'a little', unit: 'pinch', item: 'salt' }]);
    expect(texts(list)).toEqual(['1 + a little pinch salt']);
    const again = addIngredients(list, [{ qty: '2', unit: 'pinch', item: 'salt' }]);
    expect(texts(again.list)).toEqual(['1 + a little + 2 pinch salt']);
  });

  it('keeps an ingredient with no amount beside the same item with one, so neither is lost', () => {
    const { list } = addIngredients([item('a', '2 lemons')], [{ item: 'lemons' }], countingIds());
    expect(texts(list)).toEqual(['2 lemons', 'lemons']);
    const same = addIngredients([item('a', 'lemons')], [{ item: 'Lemons' }]);
    expect(texts(same.list)).toEqual(['lemons']);
  });

  it('adds up only items with the same note, whatever its case, so a kind is never given to the rest', () => {
    const kinds = addIngredients(
      [item('a', '3/4 cup sugar')],
      [{ qty: '1', unit: 'cup', item: 'sugar', note: 'brown' }],
    );
    expect(texts(kinds.list)).toEqual(['1 cup sugar (brown)', '3/4 cup sugar']);
    const cuts = addIngredients([item('a', '1 onion (diced)')], [{ qty: '1', item: 'onion', note: 'sliced' }]);
    expect(texts(cuts.list)).toEqual(['1 onion (diced)', '1 onion (sliced)']);
    const same = addIngredients([item('a', '1 onion (Diced)')], [{ qty: '1', item: 'onion', note: 'diced' }]);
    expect(texts(same.list)).toEqual(['2 onions (Diced)']);
  });

  it('adds ranges end to end, in either order', () => {
    const garlic = { qty: '2-3', unit: 'cloves', item: 'garlic' };
    expect(texts(addIngredients([item('a', '2 cloves garlic')], [garlic]).list)).toEqual(['4-5 cloves garlic']);
    const other = addIngredients([item('a', '2-3 cloves garlic')], [{ ...garlic, qty: '2' }]);
    expect(texts(other.list)).toEqual(['4-5 cloves garlic']);
    const cup = addIngredients([item('a', '1/4-1/2 cup milk')], [{ qty: '1/4', unit: 'cup', item: 'milk' }]);
    expect(texts(cup.list)).toEqual(['1/2-3/4 cup milk']);
  });

  it('merges an item written for one into the same item written for many, and the other way round', () => {
    const eggs = addIngredients([item('a', '2 eggs')], [{ qty: '1', item: 'egg' }]);
    expect(texts(eggs.list)).toEqual(['3 eggs']);
    const lemon = addIngredients([item('a', '1 lemon')], [{ qty: '2', item: 'lemons' }]);
    expect(texts(lemon.list)).toEqual(['3 lemons']);
    const halves = addIngredients([item('a', '1/2 red onion, sliced')], [{ qty: '1/2', item: 'red onion, sliced' }]);
    expect(texts(halves.list)).toEqual(['1 red onion, sliced']);
  });

  it('does not merge into a checked item, a different unit or a longer item name', () => {
    const list = [
      item('a', '2 cups plain flour', true),
      item('b', '100 g plain flour'),
      item('c', '6 free range eggs'),
    ];
    const { list: next, added } = addIngredients(list, [flour, { qty: '2', unit: '', item: 'eggs' }], countingIds());
    expect(added).toBe(2);
    expect(texts(next)).toEqual([
      '2 eggs',
      '6 free range eggs',
      '2 cups plain flour',
      '100 g plain flour',
      '2 cups plain flour',
    ]);
    expect(next.at(-1)?.checked).toBe(true);
  });
});
