import { Worker } from 'node:worker_threads';
import type { PdfRequest, PdfResponse } from './pdf-worker.js';
import type { RecipePdfInput } from './recipe-pdf.js';

/**
 * Built, the worker is plain JavaScript. From the TypeScript sources (tests, `npm run dev`) it is loaded through
 * tsx, resolving @fiz/core to its sources as the tests do.
 */
const fromSources = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(fromSources ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url);

function startWorker(): Worker {
  if (!fromSources) return new Worker(WORKER_FILE);
  const load = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_FILE.href)}); })`;
  return new Worker(load, { eval: true, execArgv: ['--conditions=fiz-source'] });
}

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
  worker = null;
}

/** One thread for every PDF, started with the first and kept; it holds the process open only while it works. */
function pdfWorker(): Worker {
  if (worker) return worker;
  const started = startWorker();
  started.on('message', (response: PdfResponse) => {
    const waiting = pending.get(response.id);
    pending.delete(response.id);
    // Idle, the thread must not keep the process running (a CLI command, a test, a server shutting down).
    if (pending.size === 0) started.unref();
    if ('pdf' in response)
      waiting?.resolve(Buffer.from(response.pdf.buffer, response.pdf.byteOffset, response.pdf.length));
    else waiting?.reject(new Error(`The PDF could not be made: ${response.error}`));
  });
  // A thread that died is started afresh for the next PDF; the PDFs it was making fail.
  started.on('error', (error) => failAll(error));
  started.on('exit', (code) => failAll(new Error(`The PDF thread stopped (exit code ${code}).`)));
  worker = started;
  return started;
}

/**
 * Renders the PDF in a worker thread: laying out a page of Chinese or Arabic text and embedding the fonts it needs
 * takes tens of milliseconds, which the thread serving requests must not spend.
 */
export function renderRecipePdfOffThread(input: RecipePdfInput): Promise<Buffer> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const thread = pdfWorker();
    thread.ref();
    thread.postMessage({ id, input } satisfies PdfRequest);
  });
}
