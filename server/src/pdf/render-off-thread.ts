import type { Piscina } from 'piscina';
import { threadPool } from '../workers/thread-pool.js';
import type { RecipePdfInput } from './recipe-pdf.js';

let pool: Piscina | undefined;

/**
 * Renders the PDF in a worker thread: laying out a page of Chinese or Arabic text and embedding the fonts it needs
 * takes tens of milliseconds, which the thread serving requests must not spend. One thread serves every PDF, so
 * each font is read once.
 */
export async function renderRecipePdfOffThread(input: RecipePdfInput): Promise<Buffer> {
  pool ??= threadPool(new URL('./pdf-worker', import.meta.url), { name: 'renderPdf', maxThreads: 1 });
  const pdf = (await pool.run(input)) as Uint8Array;
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.length);
}
