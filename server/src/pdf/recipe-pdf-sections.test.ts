import { extractTextItems } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { MARGINS } from './layout.js';
import { renderRecipePdf, type RecipePdfInput } from './recipe-pdf.js';

const ingredient = (qty: string, unit: string, item: string) => ({ qty, unit, item, note: '' });
const heading = (item: string) => ({ qty: '', unit: '', item, note: '' });

const tart: RecipePdfInput = {
  name: 'Lemon Tart',
  note: '',
  websiteLink: '',
  ingredients: [
    heading('For the pastry:'),
    ingredient('200', 'g', 'plain flour'),
    heading('For the filling:'),
    ingredient('3', '', 'lemons'),
  ],
  methodSteps: ['Make the pastry.'],
  image: null,
  cookName: 'Jane Cook',
  printedOn: new Date('2025-03-01T10:00:00Z'),
  timeZone: 'UTC',
};

/** Each line of text on the first page, with where it starts and its size. */
async function printedLines(input: RecipePdfInput) {
  const { items } = await extractTextItems(new Uint8Array(await renderRecipePdf(input)));
  return items[0]!.filter((item) => item.str.trim());
}

describe('a recipe PDF with sections in its ingredients', () => {
  it('prints each section heading at the margin, larger than its ingredients, with no box to tick', async () => {
    const lines = await printedLines(tart);
    const line = (text: string) => lines.find((item) => item.str === text)!;
    const [pastry, filling, flour, lemons] = [
      line('For the pastry:'),
      line('For the filling:'),
      line('200 g plain flour'),
      line('3 lemons'),
    ];
    // A ticked line starts after its box; a heading starts where the box would be.
    expect(flour.x).toBeGreaterThan(MARGINS.left + 10);
    expect(lemons.x).toBeCloseTo(flour.x, 0);
    for (const section of [pastry, filling]) {
      expect(section.x).toBeCloseTo(MARGINS.left, 0);
      expect(section.fontSize).toBeGreaterThan(flour.fontSize);
      expect(section.fontSize).toBeLessThan(line('Ingredients').fontSize);
    }
    // In the order the cook wrote them (PDF coordinates grow upwards).
    expect([pastry.y, flour.y, filling.y, lemons.y]).toEqual(
      [pastry.y, flour.y, filling.y, lemons.y].sort((a, b) => b - a),
    );
  });

  it('still says there are no ingredients when there are none', async () => {
    const lines = await printedLines({ ...tart, ingredients: [] });
    expect(lines.map((item) => item.str)).toContain('No ingredients listed.');
  });
});
