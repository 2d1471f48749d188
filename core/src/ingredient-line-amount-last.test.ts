import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './ingredient-line.js';
import { scaleIngredient, scaleOf } from './scaling.js';
import { addIngredients } from './shopping.js';

type Fields = [qty: string, unit: string, item: string, note: string];

/** Lines that name the item first and give its amount last, as Brazilian recipes often do. */
const AMOUNT_LAST: [line: string, expected: Fields][] = [
  ['Molho de tomate 200 gramas', ['200', 'gramas', 'Molho de tomate', '']],
  ['Óleo de soja 2 colheres (sopa)', ['2', 'colheres (sopa)', 'Óleo de soja', '']],
  ['Farinha de trigo 500 g', ['500', 'g', 'Farinha de trigo', '']],
  ['Açúcar 1 xícara (chá)', ['1', 'xícara (chá)', 'Açúcar', '']],
  ['Leite 2 xícaras (480 ml)', ['2', 'xícaras', 'Leite', '480 ml']],
  ['Manteiga: 2 colheres de sopa', ['2', 'colheres de sopa', 'Manteiga', '']],
  ['Cebola picada - 1 unidade', ['1', 'unidade', 'Cebola picada', '']],
  ['Sal 1 pitada', ['1', 'pitada', 'Sal', '']],
  ['Farinha de trigo tipo 1 500 g', ['500', 'g', 'Farinha de trigo tipo 1', '']],
  ['Süt 2 su bardağı', ['2', 'su bardağı', 'Süt', '']],
  ['Vanilla extract, 1 teaspoon', ['1', 'teaspoon', 'Vanilla extract', '']],
  ['Baking powder ½ teaspoon (2 grams)', ['½', 'teaspoon', 'Baking powder', '2 grams']],
  ['Salt and pepper 1 pinch', ['1', 'pinch', 'Salt and pepper', '']],
  ['Chicken stock 1-2 cups', ['1-2', 'cups', 'Chicken stock', '']],
  ['7-Up 1 can', ['1', 'can', '7-Up', '']],
];

/** Lines whose amount at the end is no amount of an item, or has no unit to show it is one. */
const KEPT_WHOLE: [line: string, expected: Fields][] = [
  ['Sal a gosto', ['', '', 'Sal', 'a gosto']],
  ['Eggs 2', ['', '', 'Eggs 2', '']],
  ['Size 2 eggs', ['', '', 'Size 2 eggs', '']],
  ['Serves 4', ['', '', 'Serves 4', '']],
  ['Makes 2 cups', ['', '', 'Makes 2 cups', '']],
  ['Yield: 1 kg', ['', '', 'Yield: 1 kg', '']],
  ['Water to cover by 2 inches', ['', '', 'Water to cover by 2 inches', '']],
  ['Farinha, cerca de 500 g', ['', '', 'Farinha', 'cerca de 500 g']],
  ['24-karat gold leaf', ['', '', '24-karat gold leaf', '']],
  ['1st layer:', ['', '', '1st layer:', '']],
];

describe('an item named before its amount', () => {
  it.each(AMOUNT_LAST)('reads %j', (line, [qty, unit, item, note]) => {
    expect(parseIngredientLine(line)).toEqual({ qty, unit, item, note });
  });

  it.each(KEPT_WHOLE)('keeps %j as written', (line, [qty, unit, item, note]) => {
    expect(parseIngredientLine(line)).toEqual({ qty, unit, item, note });
  });

  it('never reads a heading as an amount, nor a line that leads with one', () => {
    expect(parseIngredientLine('For 2 loaves')).toEqual({ qty: '', unit: '', item: 'For 2 loaves', note: '' });
    expect(parseIngredientLine('Para a massa:')).toEqual({ qty: '', unit: '', item: 'Para a massa:', note: '' });
    expect(parseIngredientLine('2 cups flour 1 tbsp')).toMatchObject({ qty: '2', unit: 'cups' });
  });

  it('scales the amount and adds it up with the same item written amount first', () => {
    const oil = parseIngredientLine('Óleo de soja 2 colheres (sopa)');
    expect(scaleIngredient(oil, scaleOf('0.5'))).toEqual({ ...oil, qty: '1', unit: 'colher (sopa)' });
    let id = 0;
    const lines = ['Farinha de trigo 500 g', '250 g de farinha de trigo'];
    const { list } = addIngredients([], lines.map(parseIngredientLine), () => `item-${(id += 1)}`);
    expect(list.map((entry) => entry.text)).toEqual(['750 g Farinha de trigo']);
  });
});
