import { renderRecipePdf, type RecipePdfInput } from './recipe-pdf.js';

/**
 * Runs in the PDF thread (render-off-thread.ts). Fonts stay loaded in the thread between PDFs, so only the first
 * PDF to need a script pays for reading its font.
 */
export async function renderPdf(input: RecipePdfInput): Promise<Uint8Array> {
  // A Buffer arrives as a plain Uint8Array.
  const image = input.image ? Buffer.from(input.image) : null;
  return renderRecipePdf({ ...input, image });
}
