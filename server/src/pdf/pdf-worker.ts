import { parentPort } from 'node:worker_threads';
import { renderRecipePdf, type RecipePdfInput } from './recipe-pdf.js';

/** What render-off-thread.ts sends: the recipe to print, with an id for the answer. */
export interface PdfRequest {
  id: number;
  input: RecipePdfInput;
}

export type PdfResponse = { id: number; pdf: Uint8Array } | { id: number; error: string };

// Fonts stay loaded in this thread between PDFs, so only the first PDF to need a script pays for reading its font.
parentPort?.on('message', ({ id, input }: PdfRequest) => {
  // A Buffer arrives as a plain Uint8Array.
  const image = input.image ? Buffer.from(input.image) : null;
  renderRecipePdf({ ...input, image }).then(
    // Copied, not transferred: a small Buffer shares its memory with others from Node's pool.
    (pdf) => parentPort?.postMessage({ id, pdf } satisfies PdfResponse),
    (error: unknown) => parentPort?.postMessage({ id, error: String(error) } satisfies PdfResponse),
  );
});
