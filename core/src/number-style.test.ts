import { describe, expect, it } from 'vitest';
import { scaleIngredient, scaleOf } from './scaling.js';
import { addIngredients } from './shopping.js';

const flour = { qty: '1.000', unit: 'g', item: 'Mehl', note: '' };

describe('numbers written the European way', () => {
  it('scale as thousands in grams and millilitres, written back as the recipe writes them', () => {
    expect(scaleIngredient(flour, scaleOf('2')).qty).toBe('2.000');
    expect(scaleIngredient({ ...flour, qty: '1.001' }, scaleOf('0.5')).qty).toBe('500,5');
    expect(scaleIngredient({ ...flour, qty: '2.500', unit: 'ml', item: 'Wasser' }, scaleOf('3')).qty).toBe('7.500');
  });

  it('stay decimals in larger units, and where the digits after the point are not three', () => {
    expect(scaleIngredient({ ...flour, qty: '1.500', unit: 'kg' }, scaleOf('2')).qty).toBe('3');
    expect(scaleIngredient({ ...flour, qty: '1.5' }, scaleOf('2')).qty).toBe('3');
    expect(scaleIngredient({ ...flour, qty: '0.250' }, scaleOf('2')).qty).toBe('0.5');
  });

  it('read as a decimal comma in kilos and litres, which nobody buys by the thousand', () => {
    const potatoes = { qty: '1,250', unit: 'kg', item: 'Kartoffeln', note: '' };
    expect(scaleIngredient(potatoes, scaleOf('0.5')).qty).toBe('0,625');
    expect(scaleIngredient(potatoes, scaleOf('2')).qty).toBe('2,5');
    expect(scaleIngredient({ ...potatoes, qty: '1,125', unit: 'l' }, scaleOf('3')).qty).toBe('3,375');
    // In grams, three digits after a comma group thousands, as English recipes write them.
    expect(scaleIngredient({ ...potatoes, qty: '1,250', unit: 'g' }, scaleOf('2')).qty).toBe('2,500');
  });

  it('add up on the shopping list', () => {
    const once = addIngredients([], [flour], () => 'a');
    const { list } = addIngredients(once.list, [{ ...flour, qty: '500' }]);
    expect(list.map((item) => item.text)).toEqual(['1.500 g Mehl']);
    const potatoes = { qty: '1,250', unit: 'kg', item: 'Kartoffeln', note: '' };
    const twice = addIngredients(addIngredients([], [potatoes], () => 'b').list, [potatoes]);
    expect(twice.list.map((item) => item.text)).toEqual(['2,5 kg Kartoffeln']);
  });
});
