import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseQuantity } from './amounts.js';
import { AS_WRITTEN, SCALES, scaleIngredient, scaleQuantity, type Scale } from './scaling.js';

const scale = (label: string): Scale => SCALES.find((entry) => entry.label === label)!;

describe('scaling a quantity', () => {
  it('halves, doubles and triples numbers however they are written', () => {
    expect(scaleQuantity('2', scale('½×'))).toBe('1');
    expect(scaleQuantity('1 1/2', scale('2×'))).toBe('3');
    expect(scaleQuantity('½', scale('3×'))).toBe('1 1/2');
    expect(scaleQuantity('1½', scale('½×'))).toBe('3/4');
    expect(scaleQuantity('0.5', scale('3×'))).toBe('1.5');
    expect(scaleQuantity('400', scale('½×'))).toBe('200');
  });

  it('scales a decimal written with a comma, and writes the result the same way', () => {
    expect(scaleQuantity('1,5', scale('½×'))).toBe('0,75');
    expect(scaleQuantity('2,5', scale('2×'))).toBe('5');
    expect(scaleQuantity('0,25', scale('3×'))).toBe('0,75');
    expect(scaleQuantity('1,5-2', scale('2×'))).toBe('3-4');
    // What scaling writes reads back as the same kind of number, so the shopping list can add it up.
    expect(scaleQuantity('0,75', scale('½×'))).toBe('0,38');
    expect(scaleQuantity('2,25', scale('½×'))).toBe('1,13');
    expect(scaleQuantity('0,375', scale('2×'))).toBe('0,75');
  });

  it('scales thousands grouped with commas, and groups the result the same way', () => {
    expect(scaleQuantity('1,000', scale('2×'))).toBe('2,000');
    expect(scaleQuantity('1,500', scale('½×'))).toBe('750');
    expect(scaleQuantity('12,500.5', scale('2×'))).toBe('25,001');
    expect(scaleQuantity('1,001', scale('½×'))).toBe('500.5');
    expect(scaleQuantity('1,000-1,500', scale('3×'))).toBe('3,000-4,500');
  });

  it('scales both ends of a range', () => {
    expect(scaleQuantity('2-3', scale('2×'))).toBe('4-6');
    expect(scaleQuantity('1 to 2', scale('½×'))).toBe('1/2-1');
  });

  it('scales ranges written with "or", and with "to" run into the number', () => {
    expect(scaleQuantity('4 or 5', scale('2×'))).toBe('8-10');
    expect(scaleQuantity('4 or 5', scale('½×'))).toBe('2 to 2 1/2');
    expect(scaleQuantity('10 to12', scale('½×'))).toBe('5-6');
  });

  it('scales an amount typed with its unit in the quantity, but never a temperature', () => {
    expect(scaleQuantity('400g', scale('2×'))).toBe('800g');
    expect(scaleQuantity('2-3 tbsp', scale('2×'))).toBe('4-6 tbsp');
    expect(scaleQuantity('25 ml', scale('½×'))).toBe('12.5 ml');
    expect(scaleQuantity('180°C', scale('2×'))).toBe('180°C');
    expect(scaleQuantity('200ºC', scale('2×'))).toBe('200ºC');
    expect(scaleQuantity('180 degrees', scale('2×'))).toBe('180 degrees');
  });

  it('scales an amount typed with a word that counts, which then agrees, and a count of packs', () => {
    expect(scaleQuantity('1 knob', scale('2×'))).toBe('2 knobs');
    expect(scaleQuantity('2 cloves', scale('½×'))).toBe('1 clove');
    expect(scaleQuantity('2 large', scale('2×'))).toBe('4 large');
    expect(scaleQuantity('2 x 400g', scale('2×'))).toBe('4 x 400g');
    // Two measures at once, or words after a bracket, are left as written rather than half scaled.
    expect(scaleQuantity('400g/14oz', scale('2×'))).toBe('400g/14oz');
    expect(scaleQuantity('1 (400 g) tin', scale('2×'))).toBe('1 (400 g) tin');
  });

  it('reads a whole number and a fraction joined by a hyphen as one mixed number', () => {
    expect(scaleQuantity('1-1/2', scale('2×'))).toBe('3');
    expect(scaleQuantity('3-2', scale('2×'))).toBe('3-2');
  });

  it('leaves what is not a number, and everything at 1×, as written', () => {
    expect(scaleQuantity('a pinch', scale('2×'))).toBe('a pinch');
    expect(scaleQuantity('', scale('2×'))).toBe('');
    expect(scaleQuantity('1 (400 g) tin', scale('2×'))).toBe('1 (400 g) tin');
    expect(scaleQuantity(' 1 1/2 ', AS_WRITTEN)).toBe(' 1 1/2 ');
  });
});

describe('scaling an ingredient', () => {
  it('makes a unit written in full agree with the new amount', () => {
    const flour = { qty: '1', unit: 'cup', item: 'flour', note: 'sifted' };
    expect(scaleIngredient(flour, scale('2×'))).toEqual({ ...flour, qty: '2', unit: 'cups' });
    expect(scaleIngredient({ ...flour, qty: '2', unit: 'cups' }, scale('½×'))).toEqual({ ...flour, qty: '1' });
    expect(scaleIngredient({ ...flour, unit: 'tbsp' }, scale('3×'))).toEqual({ ...flour, qty: '3', unit: 'tbsp' });
  });

  it('makes a unit spelled out as a word agree too, keeping its capital, but not a short spelling', () => {
    const beef = { qty: '1', unit: 'pound', item: 'beef', note: '' };
    expect(scaleIngredient(beef, scale('2×')).unit).toBe('pounds');
    expect(scaleIngredient({ ...beef, qty: '2', unit: 'Ounces' }, scale('½×')).unit).toBe('Ounce');
    expect(scaleIngredient({ ...beef, qty: '1', unit: 'gram' }, scale('3×')).unit).toBe('grams');
    expect(scaleIngredient({ ...beef, qty: '2', unit: 'lbs' }, scale('½×')).unit).toBe('lbs');
    // After a word that sizes it, by its last word.
    expect(scaleIngredient({ ...beef, qty: '1', unit: 'heaped tablespoon' }, scale('2×')).unit).toBe(
      'heaped tablespoons',
    );
  });

  it('writes metric amounts as decimals, and leaves an oven temperature alone', () => {
    const stock = { qty: '25', unit: 'ml', item: 'stock', note: '' };
    expect(scaleIngredient(stock, scale('½×')).qty).toBe('12.5');
    expect(scaleIngredient({ ...stock, qty: '1 1/2', unit: 'kg' }, scale('½×')).qty).toBe('0.75');
    expect(scaleIngredient({ ...stock, qty: '1 1/2', unit: 'cups' }, scale('½×')).qty).toBe('3/4');
    for (const unit of ['mg', 'cl', 'dl', 'grams', 'litres', 'millilitres']) {
      expect(scaleIngredient({ ...stock, qty: '5', unit }, scale('½×')).qty, unit).toBe('2.5');
    }
    const oven = { qty: '180', unit: '°C', item: 'oven', note: '' };
    expect(scaleIngredient(oven, scale('3×'))).toBe(oven);
    // However the cook wrote it: the sign in the item, the look-alike º, the word, or a gas mark.
    for (const [unit, item] of [
      ['', '°C oven'],
      ['ºC', 'oven'],
      ['degrees', 'oven'],
      ['gas mark', ''],
      ['', '°F fan oven'],
    ] as const) {
      const written = { ...oven, unit, item };
      expect(scaleIngredient(written, scale('3×')), `${unit} ${item}`).toBe(written);
    }
    // A bare C is a cup.
    expect(scaleIngredient({ ...oven, qty: '1', unit: 'c', item: 'flour' }, scale('2×')).qty).toBe('2');
  });

  it('makes a unit that counts things agree too: cloves, cans and sprigs', () => {
    const garlic = { qty: '2', unit: 'cloves', item: 'garlic', note: '' };
    expect(scaleIngredient(garlic, scale('½×'))).toEqual({ ...garlic, qty: '1', unit: 'clove' });
    expect(scaleIngredient({ ...garlic, qty: '1', unit: 'clove' }, scale('3×')).unit).toBe('cloves');
    expect(scaleIngredient({ ...garlic, qty: '1', unit: 'can', item: 'tomatoes' }, scale('2×')).unit).toBe('cans');
    // A unit in another language agrees by its own spellings for one and for many.
    expect(scaleIngredient({ ...garlic, qty: '2', unit: 'Zehen' }, scale('½×')).unit).toBe('Zehe');
    expect(scaleIngredient({ ...garlic, qty: '1', unit: 'knob', item: 'butter' }, scale('2×')).unit).toBe('knobs');
    expect(scaleIngredient({ ...garlic, qty: '1', unit: 'glass', item: 'wine' }, scale('2×')).unit).toBe('glasses');
    // The cook's capitals stay when the unit need not change.
    expect(scaleIngredient({ ...garlic, qty: '250', unit: 'mL', item: 'milk' }, scale('2×')).unit).toBe('mL');
    const lamb = { qty: '2', unit: '', item: 'lamb shoulders', note: '' };
    expect(scaleIngredient(lamb, scale('½×')).item).toBe('lamb shoulder');
  });

  it('makes a counted item agree when the amount crosses one, and leaves it alone otherwise', () => {
    const egg = { qty: '1', unit: '', item: 'egg', note: '' };
    expect(scaleIngredient(egg, scale('2×')).item).toBe('eggs');
    expect(scaleIngredient({ ...egg, qty: '2', item: 'eggs' }, scale('½×')).item).toBe('egg');
    expect(scaleIngredient({ ...egg, qty: '1', item: 'egg' }, scale('½×')).item).toBe('egg');
    expect(scaleIngredient({ ...egg, qty: '4', item: 'eggs' }, scale('½×')).item).toBe('eggs');
    expect(scaleIngredient({ ...egg, qty: '1-2', item: 'bay leaves' }, scale('½×')).item).toBe('bay leaf');
    // With a unit, the unit is what agrees: '2 cups peas', not '2 cups pea'.
    expect(scaleIngredient({ ...egg, qty: '2', unit: 'cups', item: 'peas' }, scale('½×')).item).toBe('peas');
  });

  it('scales an equivalent measure in the note with the amount, but not the size of each can or pack', () => {
    const mince = { qty: '400', unit: 'g', item: 'beef mince', note: '14oz' };
    expect(scaleIngredient(mince, scale('3×'))).toMatchObject({ qty: '1200', note: '42oz' });
    const butter = { qty: '250', unit: 'g', item: 'butter', note: '9oz, softened' };
    expect(scaleIngredient(butter, scale('½×')).note).toBe('4 1/2oz, softened');
    const potatoes = { qty: '1', unit: 'lb', item: 'potatoes', note: 'about 450g' };
    expect(scaleIngredient(potatoes, scale('½×')).note).toBe('about 225g');
    const milk = { qty: '1', unit: 'cup', item: 'milk', note: '240 ml' };
    expect(scaleIngredient(milk, scale('½×')).note).toBe('120 ml');
    const cream = { qty: '1', unit: 'cup', item: 'cream', note: '1 tablespoon' };
    expect(scaleIngredient(cream, scale('2×')).note).toBe('2 tablespoons');
    // Each can still holds 14 oz; the carrots are still cut into 2 cm pieces.
    const tomatoes = { qty: '1', unit: 'can', item: 'tomatoes', note: '14 oz' };
    expect(scaleIngredient(tomatoes, scale('2×')).note).toBe('14 oz');
    const carrots = { qty: '3', unit: '', item: 'carrots', note: 'cut into 2cm pieces' };
    expect(scaleIngredient(carrots, scale('2×')).note).toBe('cut into 2cm pieces');
    const ginger = { qty: '200', unit: 'g', item: 'ginger', note: '2 pieces' };
    expect(scaleIngredient(ginger, scale('2×')).note).toBe('2 pieces');
  });

  it('scales the rest of a compound amount, and every measure in the note, with the amount', () => {
    const pasta = { qty: '1', unit: 'pound', item: 'pasta', note: 'plus 2 ounces, 510 g' };
    expect(scaleIngredient(pasta, scale('2×'))).toMatchObject({
      qty: '2',
      unit: 'pounds',
      note: 'plus 4 ounces, 1020 g',
    });
    const beef = { qty: '1', unit: 'lb', item: 'beef', note: 'plus 4 oz' };
    expect(scaleIngredient(beef, scale('½×'))).toMatchObject({ qty: '1/2', note: 'plus 2 oz' });
    const flour = { qty: '2', unit: 'cups', item: 'flour', note: 'plus 2 tablespoons, sifted' };
    expect(scaleIngredient(flour, scale('3×')).note).toBe('plus 6 tablespoons, sifted');
    const potatoes = { qty: '1', unit: 'kg', item: 'potatoes', note: 'plus 200 g' };
    expect(scaleIngredient(potatoes, scale('3×'))).toMatchObject({ qty: '3', note: 'plus 600 g' });
    // A decimal comma is part of the number, not the end of a part of the note.
    const stock = { qty: '2', unit: 'l', item: 'stock', note: '3,5 pints, hot' };
    expect(scaleIngredient(stock, scale('2×')).note).toBe('7 pints, hot');
  });

  it('leaves a length beside a weight alone: it is the size of a piece, not more of the item', () => {
    const ginger = { qty: '200', unit: 'g', item: 'ginger', note: 'peeled, 5 cm' };
    expect(scaleIngredient(ginger, scale('2×')).note).toBe('peeled, 5 cm');
    const stick = { qty: '5', unit: 'cm', item: 'ginger', note: '2 in' };
    expect(scaleIngredient(stick, scale('2×')).note).toBe('4 in');
  });

  it('gives back the same ingredient when nothing changes', () => {
    const salt = { qty: 'a pinch', unit: '', item: 'salt', note: '' };
    expect(scaleIngredient(salt, scale('2×'))).toBe(salt);
  });
});

describe('scaling there and back', () => {
  it('halving a doubled amount gives the amount back, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 16 }), (numerator, denominator) => {
        const written = `${numerator}/${denominator}`;
        const back = scaleQuantity(scaleQuantity(written, scale('2×')), scale('½×'));
        expect(parseQuantity(back)).toEqual(parseQuantity(written));
      }),
    );
  });
});
