import { describe, expect, it } from 'vitest';
import { ingredientHeadingText, ingredientSections, isIngredientHeading } from './ingredient-heading.js';
import { parseIngredientLine, parseIngredientLines } from './ingredient-line.js';
import { scaleIngredient, scaleOf } from './scaling.js';
import { addIngredients } from './shopping.js';
import { countingIds, texts } from './testing/shopping-items.js';

const row = (item: string, more: { qty?: string; unit?: string; note?: string } = {}) => ({
  qty: '',
  unit: '',
  note: '',
  ...more,
  item,
});

describe('which ingredient rows head a section', () => {
  it.each(['For the filling:', 'Sauce:', '  Glaze:  ', 'FOR THE CRUST:', 'Topping (optional):', '酱汁：'])(
    '"%s" is a heading',
    (item) => {
      expect(isIngredientHeading(row(item))).toBe(true);
    },
  );

  it.each([
    ['an item without a colon', row('Glaze')],
    ['a colon inside the item', row('Note: use ripe bananas')],
    ['a quantity', row('flour:', { qty: '2' })],
    ['a unit', row('salt:', { unit: 'pinch' })],
    ['a note', row('For the sauce:', { note: 'optional' })],
    ['a colon alone', row(' : ')],
    ['an empty row', row('')],
  ])('a row with %s is an ingredient', (_case, ingredient) => {
    expect(isIngredientHeading(ingredient)).toBe(false);
  });

  it('reads rows with missing fields, as an API client may send them', () => {
    expect(isIngredientHeading({ item: 'For the dough:' })).toBe(true);
    expect(isIngredientHeading({})).toBe(false);
  });
});

describe('a group name as a heading', () => {
  it.each([
    ['Streusel', 'Streusel:'],
    ['For the Sauce:', 'For the Sauce:'],
    ['Dry Ingredients-', 'Dry Ingredients:'],
    ['To make the pizza dough.', 'To make the pizza dough:'],
    ['  For  Serving (optional) ', 'For Serving (optional):'],
    [' - ', ''],
  ])('"%s" → "%s"', (name, heading) => {
    expect(ingredientHeadingText(name)).toBe(heading);
  });
});

describe('the ingredients cut into sections', () => {
  const flour = row('flour', { qty: '2', unit: 'cups' });
  const butter = row('butter', { qty: '100', unit: 'g' });
  const sugar = row('icing sugar', { qty: '1', unit: 'cup' });

  it('gives each heading the rows under it, each with its place in the whole list', () => {
    const sections = ingredientSections([flour, row('For the icing:'), sugar, butter]);
    expect(sections).toEqual([
      { heading: undefined, ingredients: [{ ingredient: flour, index: 0 }] },
      {
        heading: 'For the icing:',
        ingredients: [
          { ingredient: sugar, index: 2 },
          { ingredient: butter, index: 3 },
        ],
      },
    ]);
  });

  it('has no section without a heading when the list starts with one, and keeps an empty section', () => {
    const sections = ingredientSections([row('Dough:'), flour, row('Glaze:')]);
    expect(sections.map((section) => section.heading)).toEqual(['Dough:', 'Glaze:']);
    expect(sections[1]!.ingredients).toEqual([]);
  });

  it('is one section without a heading for a list with none, and nothing for no ingredients', () => {
    expect(ingredientSections([flour, butter])).toHaveLength(1);
    expect(ingredientSections([])).toEqual([]);
  });
});

describe('a heading among the ingredients', () => {
  it('is read whole from a pasted line, colon and all', () => {
    expect(parseIngredientLines(['For the sauce:', 'Sauce:', '- Topping for the cake :'])).toEqual([
      row('For the sauce:'),
      row('Sauce:'),
      row('Topping for the cake:'),
    ]);
  });

  it('is not made of a line with an amount, or of one too long for an item', () => {
    expect(parseIngredientLine('2 cups flour:')).toEqual(row('flour', { qty: '2', unit: 'cups' }));
    expect(parseIngredientLine('pinch of salt:')).toMatchObject({ unit: 'pinch', item: 'salt' });
    expect(isIngredientHeading(parseIngredientLine(`${'very '.repeat(50)}long:`))).toBe(false);
  });

  it('is left alone by scaling, whatever numbers it holds', () => {
    const heading = row('For 2 loaves:');
    expect(scaleIngredient(heading, scaleOf('3'))).toEqual(heading);
  });

  it('never reaches the shopping list, and is not counted as added', () => {
    const ingredients = [
      row('For the dough:'),
      row('plain flour', { qty: '2', unit: 'cups' }),
      row('For the glaze:'),
      row('icing sugar', { qty: '1', unit: 'cup' }),
    ];
    const { list, added } = addIngredients([], ingredients, countingIds());
    expect(texts(list)).toEqual(['1 cup icing sugar', '2 cups plain flour']);
    expect(added).toBe(2);
  });
});
