import { describe, expect, it } from 'vitest';
import { scaleIngredient, scaleOf } from './scaling.js';
import { addIngredients } from './shopping.js';

const flour = { qty: '1.000', unit: 'g', item: 'Mehl', note: '' };

describe('thousands grouped with points', () => {
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

  it('add up on the shopping list', () => {
    const once = addIngredients([], [flour], () => 'a');
    const { list } = addIngredients(once.list, [{ ...flour, qty: '500' }]);
    expect(list.map((item) => item.text)).toEqual(['1.500 g Mehl']);
  });
});
