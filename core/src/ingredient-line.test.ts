import { describe, expect, it } from 'vitest';
import { canonicalUnit, parseIngredientLine, parseIngredientLines } from './ingredient-line.js';

type Fields = [qty: string, unit: string, item: string, note: string];

const LINES: [line: string, expected: Fields][] = [
  ['2 1/2 cups (300 g) plain flour, sifted', ['2 1/2', 'cups', 'plain flour', '300 g, sifted']],
  ['1½ cups milk', ['1½', 'cups', 'milk', '']],
  ['½ tsp salt', ['½', 'tsp', 'salt', '']],
  ['¾ cup sugar', ['¾', 'cup', 'sugar', '']],
  ['⅓ cup olive oil', ['⅓', 'cup', 'olive oil', '']],
  ['⅔ c water', ['⅔', 'c', 'water', '']],
  ['⅛ teaspoon cayenne pepper', ['⅛', 'teaspoon', 'cayenne pepper', '']],
  ['1 ¼ lb potatoes', ['1 ¼', 'lb', 'potatoes', '']],
  ['22 ozs Hokkaido pumpkin', ['22', 'ozs', 'Hokkaido pumpkin', '']],
  ['0.5 kg beef mince', ['0.5', 'kg', 'beef mince', '']],
  ['1.25 litres chicken stock', ['1.25', 'litres', 'chicken stock', '']],
  ['2-3 cloves garlic, crushed', ['2-3', 'cloves', 'garlic', 'crushed']],
  ['2 to 3 tbsp honey', ['2 to 3', 'tbsp', 'honey', '']],
  ['2–3 sprigs thyme', ['2–3', 'sprigs', 'thyme', '']],
  ['110ml-150ml cream', ['110-150', 'ml', 'cream', '']],
  ['10g/½oz butter', ['10', 'g', 'butter', '½oz']],
  ['200 g (7 oz) dark chocolate, chopped', ['200', 'g', 'dark chocolate', '7 oz, chopped']],
  ['700g/1lb 9oz lamb shoulder', ['700', 'g', 'lamb shoulder', '1lb 9oz']],
  ['1 Tbsp soy sauce', ['1', 'Tbsp', 'soy sauce', '']],
  ['1 T vinegar', ['1', 'T', 'vinegar', '']],
  ['1 t baking soda', ['1', 't', 'baking soda', '']],
  ['3 tablespoons butter', ['3', 'tablespoons', 'butter', '']],
  ['250 mL buttermilk', ['250', 'mL', 'buttermilk', '']],
  ['1 l water', ['1', 'l', 'water', '']],
  ['4 ounces cream cheese', ['4', 'ounces', 'cream cheese', '']],
  ['2 lbs chicken thighs', ['2', 'lbs', 'chicken thighs', '']],
  ['1 pound ground beef', ['1', 'pound', 'ground beef', '']],
  ['2 large eggs', ['2', '', 'eggs', 'large']],
  ['3 small onions, finely chopped', ['3', '', 'onions', 'small, finely chopped']],
  ['2 x 400g tins tomatoes', ['2', 'tins', 'tomatoes', '400g']],
  ['1 × 10kg/22lb whole ham', ['1', '', 'whole ham', '10kg/22lb']],
  ['1 (15-ounce) can chickpeas, drained', ['1', 'can', 'chickpeas', '15-ounce, drained']],
  ['One 15 oz (420g) can red kidney beans', ['1', 'can', 'red kidney beans', '15 oz, 420g']],
  ['1 can(s) diced tomatoes', ['1', 'can', 'tomatoes', 'diced']],
  ['2 (14.5 oz) can(s) diced tomatoes', ['2', 'cans', 'tomatoes', '14.5 oz, diced']],
  ['1 1/2 cup(s) milk', ['1 1/2', 'cups', 'milk', '']],
  ['3 clove(s) garlic, minced', ['3', 'cloves', 'garlic', 'minced']],
  ['salt to taste', ['', '', 'salt', 'to taste']],
  ['Pinch of salt', ['', 'Pinch', 'salt', '']],
  ['a handful of parsley', ['', 'handful', 'parsley', '']],
  ['- 1 cup rice', ['1', 'cup', 'rice', '']],
  ['• 2 carrots, peeled and diced', ['2', '', 'carrots', 'peeled and diced']],
  ['1 onion (about 200 g), sliced', ['1', '', 'onion', 'about 200 g, sliced']],
  ['½ cup chopped walnuts', ['½', 'cup', 'walnuts', 'chopped']],
  ['2 garlic cloves, minced', ['2', 'cloves', 'garlic', 'minced']],
  ['1 bunch coriander', ['1', 'bunch', 'coriander', '']],
  ['2 slices bread', ['2', 'slices', 'bread', '']],
  ['1 stick butter, softened', ['1', 'stick', 'butter', 'softened']],
  ['3 pieces candied ginger', ['3', 'pieces', 'candied ginger', '']],
  ['1 packet yeast', ['1', 'packet', 'yeast', '']],
  ['1 dash Worcestershire sauce', ['1', 'dash', 'Worcestershire sauce', '']],
  ['about 100g/3½oz glacé cherries', ['100', 'g', 'glacé cherries', 'about, 3½oz']],
  // The amount is the fruit's; which part of it is used goes to the note.
  ['juice of 1 lemon', ['1', '', 'lemon', 'juice']],
  ['Juice of 1 lemon', ['1', '', 'lemon', 'juice']],
  ['zest of 2 limes', ['2', '', 'limes', 'zest']],
  ['the juice of half a lemon', ['1/2', '', 'lemon', 'juice']],
  ['zest and juice of 1 lemon', ['1', '', 'lemon', 'zest and juice']],
  ['finely grated zest of 2 limes, to serve', ['2', '', 'limes', 'finely grated zest, to serve']],
  ['Leaves from 1 small sprig fresh rosemary', ['1', 'small sprig', 'fresh rosemary', 'leaves']],
  ['Half a medium pepper', ['1/2', '', 'pepper', 'medium']],
  ['½ cup plus 1 tablespoon flour', ['½', 'cup', 'flour', 'plus 1 tablespoon']],
  // The rest of a compound amount is more of the item, as "plus" says: the item is only the food.
  ['2 cups plus 2 tablespoons flour', ['2', 'cups', 'flour', 'plus 2 tablespoons']],
  ['1 pound 2 ounces (510 g) pasta', ['1', 'pound', 'pasta', 'plus 2 ounces, 510 g']],
  ['1 lb 4 oz beef', ['1', 'lb', 'beef', 'plus 4 oz']],
  ['2lb 4oz skinless haddock fillet', ['2', 'lb', 'skinless haddock fillet', 'plus 4oz']],
  ['1 kg 200 g potatoes, peeled', ['1', 'kg', 'potatoes', 'plus 200 g, peeled']],
  ['2 tbsp 1 tsp sugar', ['2', 'tbsp', 'sugar', 'plus 1 tsp']],
  ['1 lb 4 oz/565g beef', ['1', 'lb', 'beef', 'plus 4 oz, 565g']],
  ['1 and a half cups milk', ['1 1/2', 'cups', 'milk', '']],
  ['Olive oil, for frying', ['', '', 'Olive oil', 'for frying']],
  ['vegetable oil for greasing', ['', '', 'vegetable oil', 'for greasing']],
  ['3 lb flank, flap, or skirt steak', ['3', 'lb', 'flank, flap, or skirt steak', '']],
  ['4 cloves', ['4', '', 'cloves', '']],
  ['4 T-bone steaks', ['4', '', 'T-bone steaks', '']],
  ['2 tomatoes', ['2', '', 'tomatoes', '']],
];

describe('parseIngredientLine', () => {
  it.each(LINES)('reads %j', (line, [qty, unit, item, note]) => {
    expect(parseIngredientLine(line)).toEqual({ qty, unit, item, note });
  });

  it('gives an empty result for a blank line, and never throws on odd input', () => {
    const empty = { qty: '', unit: '', item: '', note: '' };
    expect(parseIngredientLine('   ')).toEqual(empty);
    expect(parseIngredientLine('')).toEqual(empty);
    expect(parseIngredientLine(undefined as unknown as string)).toEqual(empty);
    for (const odd of ['(((', '1/', '---', '½½½', 'x', '2 x', ')(', '1 (', ', , ,']) {
      expect(() => parseIngredientLine(odd)).not.toThrow();
    }
  });

  it('keeps every field within what a recipe can save', () => {
    const parsed = parseIngredientLine(`1 cup ${'very long item name '.repeat(30)}, ${'note '.repeat(80)}`);
    expect(parsed.item.length).toBeLessThanOrEqual(200);
    expect(parsed.note.length).toBeLessThanOrEqual(200);
  });
});

describe('parseIngredientLines', () => {
  it('parses lines in order, keeping blank ones as empty results', () => {
    expect(parseIngredientLines(['1 cup rice', '', 'salt']).map((line) => line.item)).toEqual(['rice', '', 'salt']);
  });
});

describe('canonicalUnit', () => {
  it.each([
    ['Tablespoons', 'tbsp'],
    ['T', 'tbsp'],
    ['t', 'tsp'],
    ['c', 'cup'],
    ['mL', 'ml'],
    ['lg cloves', 'large clove'],
    ['fluid ounces', 'fl oz'],
    ['fl. oz.', 'fl oz'],
    ['', ''],
  ])('names %j as %j', (written, name) => {
    expect(canonicalUnit(written)).toBe(name);
  });
});
