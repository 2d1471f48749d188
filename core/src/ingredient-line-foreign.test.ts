import { describe, expect, it } from 'vitest';
import { canonicalUnit, parseIngredientLine } from './ingredient-line.js';
import { scaleIngredient, scaleOf } from './scaling.js';
import { addIngredients } from './shopping.js';

type Fields = [qty: string, unit: string, item: string, note: string];

/** Lines as recipe pages in other languages publish them (several from /work/shared/data/import-samples). */
const LINES: [line: string, expected: Fields][] = [
  // Portuguese: "meia" is a half, "uma"/"um" one; a spoon's size is in brackets after it; "de" joins the item.
  ['meia xícara de açúcar', ['1/2', 'xícara', 'açúcar', '']],
  ['1 xícara (chá) de farinha de trigo', ['1', 'xícara (chá)', 'farinha de trigo', '']],
  ['2 colheres (sopa) de manteiga', ['2', 'colheres (sopa)', 'manteiga', '']],
  ['meia xícara (chá) de leite (100 ml)', ['1/2', 'xícara (chá)', 'leite', '100 ml']],
  ['meia colher (chá) de sal', ['1/2', 'colher (chá)', 'sal', '']],
  ['3 colheres (sopa) de margarina sem sal (45 g)', ['3', 'colheres (sopa)', 'margarina sem sal', '45 g']],
  [
    '1 e meia colher (sopa) Azeite de Oliva Extra Virgem',
    ['1 1/2', 'colher (sopa)', 'Azeite de Oliva Extra Virgem', ''],
  ],
  ['2 colheres de sopa de azeite', ['2', 'colheres de sopa', 'azeite', '']],
  ['uma xícara e meia de leite', ['1 1/2', 'xícara', 'leite', '']],
  ['1 taza y media de harina', ['1 1/2', 'taza', 'harina', '']],
  ['1 sachê de Caldo SAZÓN® Lev Galinha', ['1', 'sachê', 'Caldo SAZÓN® Lev Galinha', '']],
  ['uma pitada de sal', ['1', 'pitada', 'sal', '']],
  ['3 c. de sopa polpa de tomate', ['3', 'c. de sopa', 'polpa de tomate', '']],
  ['5 dente alho', ['5', 'dente', 'alho', '']],
  ['Sal a gosto', ['', '', 'Sal', 'a gosto']],
  ['Suco de 1 limão', ['1', '', 'limão', 'suco']],
  // Spanish.
  ['1/2 taza de azúcar', ['1/2', 'taza', 'azúcar', '']],
  ['2 cucharadas de aceite', ['2', 'cucharadas', 'aceite', '']],
  ['media taza de leche', ['1/2', 'taza', 'leche', '']],
  ['2 dientes de ajo, picados', ['2', 'dientes', 'ajo', 'picados']],
  // German: EL is an Esslöffel (tablespoon), TL a Teelöffel (teaspoon), only in capitals.
  ['2 EL Olivenöl', ['2', 'EL', 'Olivenöl', '']],
  ['1 TL Salz', ['1', 'TL', 'Salz', '']],
  ['1 Prise Salz', ['1', 'Prise', 'Salz', '']],
  ['200 g Mehl', ['200', 'g', 'Mehl', '']],
  ['3 Zehen Knoblauch', ['3', 'Zehen', 'Knoblauch', '']],
  ['1 El Paso taco kit', ['1', '', 'El Paso taco kit', '']],
  // Swedish, Turkish, Croatian and Greek spoons.
  ['1 1/2 tsk tomatpuré', ['1 1/2', 'tsk', 'tomatpuré', '']],
  ['2.5 msk Olivolja', ['2.5', 'msk', 'Olivolja', '']],
  ['2 yemek kaşığı tereyağı', ['2', 'yemek kaşığı', 'tereyağı', '']],
  ['1/2 çay kaşığı tuz', ['1/2', 'çay kaşığı', 'tuz', '']],
  ['1 žlica maslinovog ulja', ['1', 'žlica', 'maslinovog ulja', '']],
  ['2 κ.σ. φρυγανιά', ['2', 'κ.σ.', 'φρυγανιά', '']],
  // An English word that looks like one stays in the item.
  ['1 lb De Cecco spaghetti', ['1', 'lb', 'De Cecco spaghetti', '']],
];

describe('parseIngredientLine in other languages', () => {
  it.each(LINES)('reads %j', (line, [qty, unit, item, note]) => {
    expect(parseIngredientLine(line)).toEqual({ qty, unit, item, note });
  });

  it('names their units as the English ones, so amounts compare and add up', () => {
    for (const [written, name] of [
      ['colheres (sopa)', 'tbsp'],
      ['colher(sopa)', 'tbsp'],
      ['colher de chá', 'tsp'],
      ['xícara (chá)', 'cup'],
      ['taza', 'cup'],
      ['cucharaditas', 'tsp'],
      ['EL', 'tbsp'],
      ['TL', 'tsp'],
      ['Prise', 'pinch'],
      ['κ.σ.', 'tbsp'],
      ['el', 'el'],
    ]) {
      expect(canonicalUnit(written!), written).toBe(name);
    }
  });

  it('adds a Brazilian recipe’s tablespoons to an English and a German one’s on the shopping list', () => {
    let id = 0;
    const lines = ['2 colheres (sopa) de manteiga', '1 tbsp manteiga', '1 EL manteiga'];
    const { list } = addIngredients([], lines.map(parseIngredientLine), () => `item-${(id += 1)}`);
    expect(list.map((item) => item.text)).toEqual(['4 colheres (sopa) manteiga']);
  });

  it('makes a foreign unit agree with its new amount where its language adds an ending, capital kept', () => {
    const scaled = (line: string, factor: '0.5' | '2') =>
      scaleIngredient(parseIngredientLine(line), scaleOf(factor)).unit;
    expect(scaled('2 colheres (sopa) de manteiga', '0.5')).toBe('colher (sopa)');
    expect(scaled('1 xícara (chá) de farinha', '2')).toBe('xícaras (chá)');
    expect(scaled('2 cucharadas de aceite', '0.5')).toBe('cucharada');
    expect(scaled('1 Prise Salz', '2')).toBe('Prisen');
    // No ending to add or drop: left as written.
    expect(scaled('2 EL Olivenöl', '0.5')).toBe('EL');
  });

  it('scales the measure in the note with a foreign unit, as with an English one', () => {
    const milk = parseIngredientLine('meia xícara (chá) de leite (100 ml)');
    expect(scaleIngredient(milk, scaleOf('2'))).toEqual({ ...milk, qty: '1', note: '200 ml' });
    const pinch = parseIngredientLine('uma pitada de sal');
    expect(scaleIngredient(pinch, scaleOf('3')).qty).toBe('3');
  });
});
