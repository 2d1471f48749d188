import { describe, expect, it } from 'vitest';
import { ingredientSections } from './ingredient-heading.js';
import { parseIngredientLine, parseIngredientLines } from './ingredient-line.js';
import { scaleIngredient, scaleOf } from './scaling.js';

const heading = (item: string) => ({ qty: '', unit: '', item, note: '' });

describe('Markdown in a pasted ingredient list', () => {
  it.each([
    ['**For the dough:**', 'For the dough:'],
    ['__Sauce:__', 'Sauce:'],
    ['*Topping:*', 'Topping:'],
    ['_Glaze:_', 'Glaze:'],
    ['**For the dough**:', 'For the dough:'],
    ['- **For the filling:**', 'For the filling:'],
    ['***Crust:***', 'Crust:'],
  ])('reads the emphasised heading %j as the section %j', (line, item) => {
    expect(parseIngredientLine(line)).toEqual(heading(item));
  });

  it.each([
    ['## For the dough', 'For the dough:'],
    ['# Sauce', 'Sauce:'],
    ['###### Garnish ######', 'Garnish:'],
    ['### **Filling**', 'Filling:'],
    ['## For the crust:', 'For the crust:'],
  ])('reads the heading line %j as the section %j, colon added', (line, item) => {
    expect(parseIngredientLine(line)).toEqual(heading(item));
  });

  it('reads a line wholly in bold without a colon as a heading, but not one with an amount or a note', () => {
    expect(parseIngredientLine('**Dough**')).toEqual(heading('Dough:'));
    expect(parseIngredientLine('__Dry ingredients__')).toEqual(heading('Dry ingredients:'));
    expect(parseIngredientLine('**2 cups flour**')).toEqual({ qty: '2', unit: 'cups', item: 'flour', note: '' });
    expect(parseIngredientLine('**Salt, to taste**')).toEqual({ qty: '', unit: '', item: 'Salt', note: 'to taste' });
    // Italics are how recipes write asides, not headings.
    expect(parseIngredientLine('*Parsley*')).toEqual({ qty: '', unit: '', item: 'Parsley', note: '' });
  });

  it('leaves no asterisks or underscores of emphasis in an ordinary line', () => {
    expect(parseIngredientLine('2 cups **packed** brown sugar')).toEqual({
      qty: '2',
      unit: 'cups',
      item: 'brown sugar',
      note: 'packed',
    });
    expect(parseIngredientLine('1 tsp *smoked* paprika')).toEqual({
      qty: '1',
      unit: 'tsp',
      item: 'smoked paprika',
      note: '',
    });
    expect(parseIngredientLine('200 g __unsalted__ butter, softened')).toEqual({
      qty: '200',
      unit: 'g',
      item: 'unsalted butter',
      note: 'softened',
    });
    expect(parseIngredientLine('3 **large eggs')).toEqual({ qty: '3', unit: '', item: 'eggs', note: 'large' });
  });

  it('keeps a bullet, a footnote mark and a hash that starts no heading as they were read before', () => {
    expect(parseIngredientLine('* 2 cups flour')).toEqual({ qty: '2', unit: 'cups', item: 'flour', note: '' });
    expect(parseIngredientLine('* 1 *heaped* tbsp sugar').qty).toBe('1');
    expect(parseIngredientLine('2 cups bread flour*')).toEqual({
      qty: '2',
      unit: 'cups',
      item: 'bread flour*',
      note: '',
    });
    expect(parseIngredientLine('#1 grade maple syrup').item).toBe('#1 grade maple syrup');
    expect(parseIngredientLine('1 tbsp snake_case_sauce').item).toBe('snake_case_sauce');
  });

  it('cuts a pasted Markdown list into sections, and scales the rows under the headings', () => {
    const rows = parseIngredientLines(['**For the dough:**', '500 g flour', '1 egg', '## Topping', '2 tbsp **honey**']);
    const sections = ingredientSections(rows);
    expect(sections.map((section) => section.heading)).toEqual(['For the dough:', 'Topping:']);
    expect(sections.map((section) => section.ingredients.map(({ ingredient }) => ingredient.item))).toEqual([
      ['flour', 'egg'],
      ['honey'],
    ]);
    const doubled = rows.map((row) => scaleIngredient(row, scaleOf('2')));
    const shown = (row: { qty: string; unit: string; item: string }) =>
      [row.qty, row.unit, row.item].filter(Boolean).join(' ');
    expect(doubled.map(shown)).toEqual(['For the dough:', '1000 g flour', '2 eggs', 'Topping:', '4 tbsp honey']);
  });
});
