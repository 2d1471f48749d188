import { availableParallelism } from 'node:os';
import { threadPool } from '../workers/thread-pool.js';
import type { RecipeDraft } from '@fiz/core/import';
import type { RecipeSource } from './recipe-reader.worker.js';

/**
 * Reads recipes in worker threads, so that no page holds the main thread: parsing 5 MB of HTML takes seconds
 * of CPU however well it is bounded, and the main thread must go on answering every other request meanwhile.
 */

export type { RecipeSource } from './recipe-reader.worker.js';

/** From the moment a page is handed over, queueing included: far beyond any recipe page, even on a busy host. */
export const READ_TIME_LIMIT_MS = 30_000;

/** One thread a core, less the main thread's; a single-core host still gets one. */
const THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

export type RecipeReadFailure = 'busy' | 'too-slow' | 'too-large';

export class RecipeReadError extends Error {
  constructor(
    readonly reason: RecipeReadFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'RecipeReadError';
  }
}

export interface RecipeReader {
  /** The recipe's draft, or null when the source holds none. Throws RecipeReadError when it cannot be read. */
  read: (source: RecipeSource) => Promise<RecipeDraft | null>;
  close: () => Promise<void>;
}

export interface RecipeReaderOptions {
  timeLimitMs?: number;
  /** Threads reading at once, and pages waiting for one beyond those. */
  threads?: number;
  queue?: number;
  /** A page that makes its thread build more than this is hostile: the thread ends, and the import with it. */
  heapLimitMb?: number;
  /** Told of a thread that failed between tasks, which no import is waiting for. */
  onError?: (error: unknown) => void;
}

export function createRecipeReader({
  timeLimitMs = READ_TIME_LIMIT_MS,
  threads = THREADS,
  queue = threads * 16,
  heapLimitMb = 256,
  onError,
}: RecipeReaderOptions = {}): RecipeReader {
  const pool = threadPool(new URL('./recipe-reader.worker', import.meta.url), {
    name: 'readRecipe',
    maxThreads: threads,
    resourceLimits: { maxOldGenerationSizeMb: heapLimitMb },
  });
  pool.on('error', (error: unknown) => onError?.(error));
  // Counted here: Piscina's own maxQueue does not count tasks given an AbortSignal. Each page waiting holds up to
  // 5 MB, so the queue is bounded rather than left to grow.
  let handedOver = 0;
  return {
    read: async (source) => {
      if (handedOver >= threads + queue) throw busy();
      handedOver += 1;
      try {
        const signal = AbortSignal.timeout(timeLimitMs);
        return (await pool.run(source, { signal, transferList: transferable(source) })) as RecipeDraft | null;
      } catch (error) {
        throw readFailure(error);
      } finally {
        handedOver -= 1;
      }
    },
    close: () => pool.destroy(),
  };
}

/**
 * A fetched page's bytes move to the thread rather than being copied, when they are all of their memory (a small
 * Buffer shares Node's pool with others, which must stay here).
 */
function transferable(source: RecipeSource): ArrayBuffer[] | undefined {
  if (source.kind !== 'page') return undefined;
  const { buffer, byteLength } = source.body;
  return buffer instanceof ArrayBuffer && buffer.byteLength === byteLength ? [buffer] : undefined;
}

const busy = () => new RecipeReadError('busy', 'Fiz is reading many pages just now. Please try again in a minute.');

function readFailure(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (error.name === 'AbortError') {
    return new RecipeReadError(
      'too-slow',
      'That page took too long to read. Copy the recipe from the page and paste it as text instead.',
      { cause: error },
    );
  }
  if ('code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new RecipeReadError(
      'too-large',
      'That page is too large to read. Copy the recipe from the page and paste it as text instead.',
      { cause: error },
    );
  }
  return error;
}
