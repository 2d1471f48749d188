import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderRecipePdf, type RecipePdfInput } from './recipe-pdf.js';
import { renderRecipePdfOffThread } from './render-off-thread.js';

const chineseRecipe: RecipePdfInput = {
  name: '麻婆豆腐',
  note: '四川的家常菜，麻辣鲜香。',
  websiteLink: '',
  ingredients: Array.from({ length: 12 }, (_, index) => ({
    qty: String(index + 1),
    unit: '克',
    item: `豆腐、牛肉末、豆瓣酱、花椒 ${index + 1}`,
    note: '切成小块',
  })),
  methodSteps: Array.from({ length: 12 }, () => '把豆腐切成小块，然后放入锅中煮两分钟，再加入牛肉末和豆瓣酱翻炒均匀。'),
  image: null,
  cookName: '李明',
  printedOn: new Date('2025-03-01T10:00:00Z'),
  timeZone: 'Asia/Shanghai',
};

/** The longest the main thread went without running a timer while `work` ran, in milliseconds. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  try {
    await work();
  } finally {
    clearInterval(ticker);
  }
  return Math.max(longest, performance.now() - last);
}

describe('recipe PDFs off the main thread', () => {
  it('renders the same PDF in a worker thread, leaving the main thread free meanwhile', async () => {
    // Each thread reads the Chinese font the first time it needs it: measured after that, as a server runs.
    await renderRecipePdf(chineseRecipe);
    await renderRecipePdfOffThread(chineseRecipe);

    const inThread = await longestStall(() => renderRecipePdf(chineseRecipe));
    let pdf: Buffer = Buffer.alloc(0);
    const offThread = await longestStall(async () => {
      pdf = await renderRecipePdfOffThread(chineseRecipe);
    });

    const { text } = await extractText(new Uint8Array(pdf));
    expect(text.join('\n')).toContain('把豆腐切成小块，然后放入锅中煮两分钟');
    // Measured against the same PDF made on the main thread in the same run, not against a clock.
    expect(offThread).toBeLessThan(inThread / 2);
  });

  it('passes the photo to the worker and back as a PDF with it', async () => {
    const sharp = (await import('sharp')).default;
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const pdf = await renderRecipePdfOffThread({ ...chineseRecipe, image });
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });
});
