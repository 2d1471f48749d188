import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { extractText, extractTextItems, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { MARGINS } from './layout.js';
import { renderRecipePdf, type RecipePdfInput } from './recipe-pdf.js';

// 14:30 UTC on 1 March is already 2 March in Sydney (UTC+11).
const NEAR_MIDNIGHT = new Date('2025-03-01T14:30:00Z');

function recipe(overrides: Partial<RecipePdfInput> = {}): RecipePdfInput {
  return {
    name: 'Lemon Tart',
    note: 'Best made a day ahead.',
    websiteLink: 'https://example.com/lemon-tart',
    ingredients: [
      { qty: '200', unit: 'g', item: 'plain flour', note: 'sifted' },
      { qty: '3', unit: '', item: 'lemons', note: '' },
    ],
    methodSteps: ['Make the pastry.', 'Fill and bake.'],
    image: null,
    cookName: 'Jane Cook',
    printedOn: NEAR_MIDNIGHT,
    timeZone: 'Australia/Sydney',
    ...overrides,
  };
}

/** pdf.js takes ownership of the bytes it is given, so it gets a copy. */
async function pagesText(pdf: Buffer): Promise<string[]> {
  return (await extractText(new Uint8Array(pdf))).text;
}

async function pageCount(pdf: Buffer): Promise<number> {
  return (await extractText(new Uint8Array(pdf))).totalPages;
}

/** The fonts the PDF embeds, without the subset's prefix ("ABCDEF+"). */
function embeddedFonts(pdf: Buffer): string[] {
  const names = pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g);
  return [...new Set(Array.from(names, ([, name]) => name!))];
}

/** How high the photo is drawn, in points, read from the page's drawing commands. */
function photoHeight(pdf: Buffer): number | undefined {
  for (const [, stream] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let commands: string;
    try {
      commands = inflateSync(Buffer.from(stream!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    // pdfkit draws an image as `width 0 0 -height x y cm /I1 Do`.
    const drawn = commands.match(/[\d.]+ 0 0 -?([\d.]+) [\d.]+ [\d.]+ cm\s*\/I\d+ Do/);
    if (drawn) return Number(drawn[1]);
  }
  return undefined;
}

/** In PDF points. */
const A4_WIDTH = 595.28;
const PAGE_LABEL = /^Page \d+ of \d+$/;
const FOOTER_PART = /^(© \d{4}|Cook: .+|Printed .+|Page \d+ of \d+|·)$/;

describe('renderRecipePdf', () => {
  it('prints the header, the recipe, the checklists and the footer', async () => {
    const pdf = await renderRecipePdf(recipe());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [text] = await pagesText(pdf);
    for (const expected of [
      "The Cook's Companion",
      'Lemon Tart',
      'Best made a day ahead.',
      'https://example.com/lemon-tart',
      'Ingredients',
      '200 g plain flour, sifted',
      '3 lemons',
      'Method',
      'Make the pastry.',
      'Fill and bake.',
      '© 2025',
      'Cook: Jane Cook',
      'Printed 2/3/2025',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says who printed it when asked by someone', async () => {
    const [text] = await pagesText(await renderRecipePdf(recipe({ printedBy: 'Sam Lee' })));
    expect(text).toContain('Printed 2/3/2025 by Sam Lee');
  });

  it('keeps accented letters, fractions, degrees and curly quotes intact', async () => {
    const [text] = await pagesText(
      await renderRecipePdf(
        recipe({
          name: 'Nonna’s “Crème” Brûlée',
          ingredients: [{ qty: '½', unit: 'cup', item: 'crème fraîche', note: '' }],
          methodSteps: ['Bake at 180 °C until golden, señor — jalapeño & über'],
          cookName: 'Zoë Müller',
        }),
      ),
    );
    expect(text).toContain('Nonna’s “Crème” Brûlée');
    expect(text).toContain('½ cup crème fraîche');
    expect(text).toContain('Bake at 180 °C until golden, señor — jalapeño & über');
    expect(text).toContain('Cook: Zoë Müller');
  });

  it('prints every script a recipe may hold, and emoji, each in a font that has it, within the margins', async () => {
    const pdf = await renderRecipePdf(
      recipe({
        name: '麻婆豆腐 Mapo Tofu 🌶️',
        note: 'Σπιτική συνταγή · Домашний рецепт · 家庭料理のレシピ',
        ingredients: [
          { qty: '200', unit: 'g', item: '두부', note: '부드러운' },
          { qty: '1', unit: 'कप', item: 'चावल', note: '' },
          { qty: '3', unit: '', item: 'ข้าวเหนียว', note: 'แช่น้ำ' },
          { qty: '1', unit: '', item: 'خبز بالزعتر', note: 'طازج' },
        ],
        methodSteps: [`${'把豆腐切成小块，然后放入锅中煮两分钟。'.repeat(4)} Serve hot 🔥.`, 'चावल को धोकर भिगो दें।'],
        cookName: 'Carol 👩‍🍳',
      }),
    );
    const text = (await pagesText(pdf)).join('\n');
    for (const written of [
      '麻婆豆腐 Mapo Tofu 🌶',
      'Σπιτική συνταγή · Домашний рецепт · 家庭料理のレシピ',
      '200 g 두부, 부드러운',
      '1 कप चावल',
      '3 ข้าวเหนียว, แช่น',
      'خبز بالزعتر, طازج',
      '把豆腐切成小块，然后放入锅中煮两分钟。',
      'Serve hot 🔥.',
      'चावल को धोकर',
      'Cook: Carol 👩‍🍳',
    ]) {
      expect(text).toContain(written);
    }
    expect(text).not.toContain('□');
    expect(embeddedFonts(pdf)).toEqual(
      expect.arrayContaining([
        'DejaVuSans',
        'DejaVuSans-Bold',
        'NotoSansSC-Regular',
        'NotoSansSC-Bold',
        'NotoSansKR-Regular',
        'NotoSansDevanagari-Regular',
        'NotoSansThai-Regular',
        'NotoEmoji-Regular',
        'NotoEmoji-Bold',
      ]),
    );
    const { items } = await extractTextItems(new Uint8Array(pdf));
    const rightEdge = A4_WIDTH - MARGINS.right;
    for (const item of items.flat().filter((written) => written.str.trim())) {
      expect(item.x + item.width, item.str).toBeLessThanOrEqual(rightEdge + 1);
    }
  });

  it('reads back every word as written, whatever accented letters came before it', async () => {
    const [text] = await pagesText(
      await renderRecipePdf(recipe({ note: 'Crème brûlée, Mühle', methodSteps: ['Stir the custard until just set.'] })),
    );
    expect(text).toContain('Crème brûlée, Mühle');
    expect(text).toContain('Stir the custard until just set.');
  });

  it('embeds only its usual font in a recipe written in Latin letters', async () => {
    const pdf = await renderRecipePdf(recipe({ name: 'Crème brûlée', methodSteps: ['Bake at 150 °C, ½ hour.'] }));
    expect(embeddedFonts(pdf).sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
  });

  it('prints what no font has as a box, and drops invisible marks no font draws', async () => {
    const [text] = await pagesText(await renderRecipePdf(recipe({ name: `Old script \u{10900} soup\u{E0001}` })));
    expect(text).toContain('Old script □ soup');
  });

  it('sets a right-to-left line flush right, in the order it is read, with its numbers and brackets', async () => {
    const pdf = await renderRecipePdf(
      recipe({
        ingredients: [{ qty: '2', unit: 'כוסות', item: 'קמח', note: '' }],
        methodSteps: ['מחממים תנור ל-180 מעלות (בערך 20 דקות).', 'سخني الفرن إلى 200 درجة.'],
      }),
    );
    const text = (await pagesText(pdf)).join('\n');
    expect(text).toContain('2 כוסות קמח');
    expect(text).toContain('מחממים תנור ל-180 מעלות');
    expect(text).toContain('سخني الفرن إلى 200 درجة.');
    // pdf.js puts the words back in reading order only if they were drawn in the order they are seen.
    expect(text).toContain('20 דקות');
    const { items } = await extractTextItems(new Uint8Array(pdf));
    const rightEdge = A4_WIDTH - MARGINS.right;
    for (const word of ['קמח', 'מחממים', 'سخني']) {
      const line = items
        .flat()
        .filter((item) => Math.abs(item.y - items.flat().find((found) => found.str.includes(word))!.y) < 1);
      // Set flush right, its box still at the left margin.
      expect(Math.max(...line.map((item) => item.x + item.width)), word).toBeCloseTo(rightEdge, 0);
    }
  });

  it('keeps a short recipe on one page by making its photo smaller, never below about 3 cm', async () => {
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const withIngredients = (count: number, photo: Buffer | null) =>
      renderRecipePdf(
        recipe({
          image: photo,
          ingredients: Array.from({ length: count }, (_, index) => ({
            qty: String(index + 1),
            unit: 'g',
            item: `ingredient ${index + 1}`,
            note: '',
          })),
        }),
      );
    const roomy = await withIngredients(8, image);
    expect(await pageCount(roomy)).toBe(1);
    expect(photoHeight(roomy)).toBeCloseTo(255, 0);

    // The full-size photo would tip these onto a second page: it gives way instead.
    for (const count of [14, 17]) {
      const short = await withIngredients(count, image);
      expect(await pageCount(short), `${count} ingredients`).toBe(1);
      expect(photoHeight(short)).toBeLessThan(255);
      expect(photoHeight(short)).toBeGreaterThanOrEqual(85);
    }

    // Here even a small photo would not fit: the recipe takes two pages and keeps its photo whole.
    const long = await withIngredients(24, image);
    expect(await pageCount(await withIngredients(24, null))).toBe(1);
    expect(await pageCount(long)).toBe(2);
    expect(photoHeight(long)).toBeCloseTo(255, 0);
  });

  it('flows a long method onto more pages, each with its page number, and never writes over the footer', async () => {
    const methodSteps = Array.from(
      { length: 60 },
      (_, index) =>
        `Step ${index + 1}: stir the sauce gently over a low heat, scraping the bottom of the pan so nothing catches, ` +
        'until it coats the back of a spoon.',
    );
    const pdf = await renderRecipePdf(recipe({ methodSteps }));
    const pages = await pagesText(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(text).toContain('Cook: Jane Cook');
    });
    expect(pages.join('\n')).toContain('Step 60: stir the sauce');

    // PDF coordinates start at the bottom of the page: the footer line sits low, everything else well above it.
    const { items } = await extractTextItems(new Uint8Array(pdf));
    for (const pageItems of items) {
      const written = pageItems.filter((item) => item.str.trim());
      const pageLabel = written.find((item) => PAGE_LABEL.test(item.str))!;
      const onFooterLine = (item: (typeof written)[number]) => Math.abs(item.y - pageLabel.y) < 1;
      expect(written.filter(onFooterLine).every((item) => FOOTER_PART.test(item.str))).toBe(true);
      const lowestBody = Math.min(...written.filter((item) => !onFooterLine(item)).map((item) => item.y));
      expect(lowestBody).toBeGreaterThan(pageLabel.y + pageLabel.height + 10);
      // A step's number stays on the line its text starts on, never stranded at the foot of the page before it.
      for (const label of written.filter((item) => /^\d+\.$/.test(item.str))) {
        const startsStep = (item: (typeof written)[number]) => item.str.startsWith(`Step ${label.str.slice(0, -1)}:`);
        expect(written.some((item) => startsStep(item) && Math.abs(item.y - label.y) < 1)).toBe(true);
      }
    }
  });

  it('cuts very long names short rather than adding a page or losing the page number', async () => {
    const longName = 'Jane '.repeat(40).trim();
    const pages = await pagesText(await renderRecipePdf(recipe({ cookName: longName, printedBy: longName })));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Cook: Jane Jane');
    expect(pages[0]).toContain('Printed 2/3/2025 by Jane');
    expect(pages[0]).toContain('Page 1 of 1');
  });

  it('embeds the photo only when there is one', async () => {
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const withImage = await renderRecipePdf(recipe({ image }));
    const withoutImage = await renderRecipePdf(recipe());
    expect(withImage.toString('latin1')).toContain('/Subtype /Image');
    expect(withoutImage.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('links a web address but only prints anything else', async () => {
    const linked = (await renderRecipePdf(recipe())).toString('latin1');
    expect(linked).toContain('/URI (https://example.com/lemon-tart)');
    const scriptLink = 'javascript:alert(1)';
    const unlinked = await renderRecipePdf(recipe({ websiteLink: scriptLink }));
    expect(unlinked.toString('latin1')).not.toContain('/URI');
    expect((await pagesText(unlinked))[0]).toContain(scriptLink);
  });

  it.each([
    { case: 'none given', ingredients: [], methodSteps: [] },
    { case: 'only blank ones', ingredients: [{ qty: ' ', unit: '', item: '', note: '' }], methodSteps: ['  '] },
  ])('says so when there are no ingredients or method ($case)', async ({ ingredients, methodSteps }) => {
    const [text] = await pagesText(await renderRecipePdf(recipe({ ingredients, methodSteps })));
    expect(text).toContain('No ingredients listed.');
    expect(text).toContain('No method provided.');
  });

  it('records the recipe name, cook and app in the document properties', async () => {
    const pdf = await renderRecipePdf(recipe({ name: 'Crème brûlée', cookName: 'Zoë Müller' }));
    const { info } = await getMeta(new Uint8Array(pdf));
    expect(info).toMatchObject({ Title: 'Crème brûlée', Author: 'Zoë Müller', Creator: 'Fiz' });
  });
  it('prints a step of one 20,000-character word whole, about as fast as a step of words', async () => {
    const renderTime = async (step: string) => {
      const start = performance.now();
      const pdf = await renderRecipePdf(recipe({ methodSteps: [step] }));
      return { ms: performance.now() - start, pdf };
    };
    await renderTime('warm up');
    const words = await renderTime('abcdefghi '.repeat(2_000));
    const oneWord = await renderTime('q'.repeat(20_000));
    const printed = (await pagesText(oneWord.pdf)).join('');
    expect(printed.match(/q/g)).toHaveLength(20_000);
    // Measured against the same run's step of words: without breaks, pdfkit took 60 times as long.
    expect(oneWord.ms / words.ms).toBeLessThan(5);
  });
});
