import { describe, expect, it } from 'vitest';
import { canonicalUnit, parseIngredientLine } from './ingredient-line.js';
import { addIngredients } from './shopping.js';

type Fields = [qty: string, unit: string, item: string, note: string];

const LINES: [line: string, expected: Fields][] = [
  // Turkish: spoons and glasses are named by what they are for; "adet" counts pieces.
  ['2 yemek kaşığı tereyağı', ['2', 'yemek kaşığı', 'tereyağı', '']],
  ['2 Yemek Kaşığı zeytinyağı', ['2', 'Yemek Kaşığı', 'zeytinyağı', '']],
  ['1 YEMEK KAŞIĞI SALÇA', ['1', 'YEMEK KAŞIĞI', 'SALÇA', '']],
  ['1 tatlı kaşığı karabiber', ['1', 'tatlı kaşığı', 'karabiber', '']],
  ['1 TATLI KAŞIĞI tuz', ['1', 'TATLI KAŞIĞI', 'tuz', '']],
  ['1/2 çay kaşığı tuz', ['1/2', 'çay kaşığı', 'tuz', '']],
  ['1 Çay Kaşığı kimyon', ['1', 'Çay Kaşığı', 'kimyon', '']],
  ['3 su bardağı un', ['3', 'su bardağı', 'un', '']],
  ['1 Su Bardağı süt', ['1', 'Su Bardağı', 'süt', '']],
  ['1 çay bardağı sıvı yağ', ['1', 'çay bardağı', 'sıvı yağ', '']],
  ['2 adet yumurta', ['2', 'adet', 'yumurta', '']],
  ['250 gr kıyma', ['250', 'gr', 'kıyma', '']],
  ['2 yemek kasigi seker', ['2', 'yemek kasigi', 'seker', '']],
  ['1 tutam maydanoz', ['1', 'tutam', 'maydanoz', '']],
  ['1 demet dereotu', ['1', 'demet', 'dereotu', '']],
  ['4 diş sarımsak', ['4', 'diş', 'sarımsak', '']],
  // Swedish.
  ['2 st ägg', ['2', 'st', 'ägg', '']],
  ['3 dl mjölk', ['3', 'dl', 'mjölk', '']],
  ['1 msk smör', ['1', 'msk', 'smör', '']],
  ['1/2 tsk salt', ['1/2', 'tsk', 'salt', '']],
  ['1 krm muskot', ['1', 'krm', 'muskot', '']],
  ['500 g potatis', ['500', 'g', 'potatis', '']],
  ['1 kg köttfärs', ['1', 'kg', 'köttfärs', '']],
  ['1 l vatten', ['1', 'l', 'vatten', '']],
  // German.
  ['1 Becher Sahne (200 g)', ['1', 'Becher', 'Sahne', '200 g']],
  ['1 Flasche Weißwein', ['1', 'Flasche', 'Weißwein', '']],
  ['1 Packung Spaghetti', ['1', 'Packung', 'Spaghetti', '']],
  ['2 cl Rum', ['2', 'cl', 'Rum', '']],
  ['1 Zentiliter Rum', ['1', 'Zentiliter', 'Rum', '']],
  ['2 Deziliter Milch', ['2', 'Deziliter', 'Milch', '']],
  // English: a saint is no piece, nor an ordinal one.
  ['St. Agur blue cheese', ['', '', 'St. Agur blue cheese', '']],
  ['2 St. Louis-style ribs', ['2', '', 'St. Louis-style ribs', '']],
  ['1 dessertspoon honey', ['1', 'dessertspoon', 'honey', '']],
];

describe('units in Turkish, Swedish and German', () => {
  it.each(LINES)('reads %j', (line, [qty, unit, item, note]) => {
    expect(parseIngredientLine(line)).toEqual({ qty, unit, item, note });
  });

  it('names them as the English units, so amounts compare and add up', () => {
    for (const [written, name] of [
      ['yemek kaşığı', 'tbsp'],
      ['Yemek Kaşığı', 'tbsp'],
      ['YEMEK KAŞIĞI', 'tbsp'],
      ['tatlı kaşığı', 'dessertspoon'],
      ['çay kaşığı', 'tsp'],
      ['ÇAY KAŞIĞI', 'tsp'],
      ['su bardağı', 'cup'],
      ['çay bardağı', 'glass'],
      ['adet', 'piece'],
      ['DİŞ', 'clove'],
      ['st', 'piece'],
      ['krm', 'ml'],
      ['msk', 'tbsp'],
      ['tsk', 'tsp'],
      ['Becher', 'tub'],
      ['Flaschen', 'bottle'],
      ['Packungen', 'package'],
      ['Deziliter', 'dl'],
      ['St', 'st'],
    ]) {
      expect(canonicalUnit(written!), written).toBe(name);
    }
  });

  it('adds Turkish spoons to English ones on the shopping list, whatever their capitals', () => {
    let id = 0;
    const lines = ['2 yemek kaşığı tereyağı', '1 Yemek Kaşığı tereyağı', '1 tbsp tereyağı'];
    const { list } = addIngredients([], lines.map(parseIngredientLine), () => `item-${(id += 1)}`);
    expect(list.map((entry) => entry.text)).toEqual(['4 yemek kaşığı tereyağı']);
  });
});
