import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './ingredient-line.js';
import { scaleIngredient, scaleOf, type ScaleFactor } from './scaling.js';

/** The line as the recipe shows it at the scale: amount, unit and item. */
const scaled = (line: string, factor: ScaleFactor) => {
  const { qty, unit, item } = scaleIngredient(parseIngredientLine(line), scaleOf(factor));
  return [qty, unit, item].filter(Boolean).join(' ');
};

describe('scaling a recipe written in German', () => {
  it.each([
    ['1 Liter Milch', '2 Liter Milch', '0.5 Liter Milch'],
    ['2 Liter Brühe', '4 Liter Brühe', '1 Liter Brühe'],
    ['500 Milliliter Wasser', '1000 Milliliter Wasser', '250 Milliliter Wasser'],
    ['1 Kilo Kartoffeln', '2 Kilo Kartoffeln', '0.5 Kilo Kartoffeln'],
    ['1 Kilogramm Mehl', '2 Kilogramm Mehl', '0.5 Kilogramm Mehl'],
    ['100 Gramm Zucker', '200 Gramm Zucker', '50 Gramm Zucker'],
    ['1 Zentiliter Rum', '2 Zentiliter Rum', '0.5 Zentiliter Rum'],
    ['1 EL Öl', '2 EL Öl', '1/2 EL Öl'],
    ['1 TL Salz', '2 TL Salz', '1/2 TL Salz'],
    ['1 Prise Salz', '2 Prisen Salz', '1/2 Prise Salz'],
    ['1 Zehe Knoblauch', '2 Zehen Knoblauch', '1/2 Zehe Knoblauch'],
    ['2 Zehen Knoblauch', '4 Zehen Knoblauch', '1 Zehe Knoblauch'],
    ['1 Tasse Mehl', '2 Tassen Mehl', '1/2 Tasse Mehl'],
    ['1 Dose Tomaten', '2 Dosen Tomaten', '1/2 Dose Tomaten'],
    ['2 Dosen Kichererbsen', '4 Dosen Kichererbsen', '1 Dose Kichererbsen'],
    ['1 Scheibe Brot', '2 Scheiben Brot', '1/2 Scheibe Brot'],
    ['1 Flasche Wein', '2 Flaschen Wein', '1/2 Flasche Wein'],
    ['1 Packung Nudeln', '2 Packungen Nudeln', '1/2 Packung Nudeln'],
    ['1 Zweig Rosmarin', '2 Zweige Rosmarin', '1/2 Zweig Rosmarin'],
    ['1 Becher Sahne', '2 Becher Sahne', '1/2 Becher Sahne'],
    ['1 Bund Petersilie', '2 Bund Petersilie', '1/2 Bund Petersilie'],
    ['1 Stück Ingwer', '2 Stück Ingwer', '1/2 Stück Ingwer'],
    ['1 Päckchen Backpulver', '2 Päckchen Backpulver', '1/2 Päckchen Backpulver'],
    ['1 Glas Oliven', '2 Glas Oliven', '1/2 Glas Oliven'],
    ['6 Blatt Gelatine', '12 Blatt Gelatine', '3 Blatt Gelatine'],
    ['1 Handvoll Rucola', '2 Handvoll Rucola', '1/2 Handvoll Rucola'],
  ])('%s: doubled %j, halved %j', (line, doubled, halved) => {
    expect(scaled(line, '2')).toBe(doubled);
    expect(scaled(line, '0.5')).toBe(halved);
  });
});

describe('scaling units of other languages that look like English or German ones', () => {
  it('gives English units their English plurals, capitals kept', () => {
    expect(scaled('1 liter milk', '2')).toBe('2 liters milk');
    expect(scaled('2 liters milk', '0.5')).toBe('1 liter milk');
    expect(scaled('1 kilo potatoes', '2')).toBe('2 kilos potatoes');
    expect(scaled('1 Cup Flour', '2')).toBe('2 Cups Flour');
    expect(scaled('2 CUPS FLOUR', '0.5')).toBe('1 CUP FLOUR');
  });

  it('gives a French tasse its French plural and a German Tasse its German one', () => {
    expect(scaled('1 tasse de farine', '2')).toBe('2 tasses farine');
    expect(scaled('2 tasses de lait', '0.5')).toBe('1 tasse lait');
    expect(scaled('1 Tasse Mehl', '3')).toBe('3 Tassen Mehl');
  });

  it('leaves Turkish and Swedish units as written, as those languages count', () => {
    expect(scaled('1 yemek kaşığı tereyağı', '2')).toBe('2 yemek kaşığı tereyağı');
    expect(scaled('1 Su Bardağı un', '3')).toBe('3 Su Bardağı un');
    expect(scaled('2 adet yumurta', '0.5')).toBe('1 adet yumurta');
    expect(scaled('1 tatlı kaşığı tuz', '2')).toBe('2 tatlı kaşığı tuz');
    expect(scaled('2 st ägg', '0.5')).toBe('1 st ägg');
    expect(scaled('1 krm salt', '2')).toBe('2 krm salt');
    expect(scaled('3 dl grädde', '0.5')).toBe('1.5 dl grädde');
  });
});
