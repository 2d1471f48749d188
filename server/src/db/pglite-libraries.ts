import type { Extension } from '@electric-sql/pglite';

/**
 * Makes PGlite open the extensions' libraries (pg_trgm, unaccent, btree_gin) one at a time, when PostgreSQL first
 * needs each, instead of compiling them side by side at start-up.
 *
 * Side by side, the library that finishes first may link while another is half linked. Linking then fails, and
 * PGlite carries on without saying so, but the failed copy of pg_trgm has already claimed the `similarity` symbol.
 * The copy PostgreSQL loads later calls that half-linked `similarity` for the `%` operator, whose comparison
 * function was never set, so the first typo-tolerant search stops the backend ("null function or function
 * signature mismatch"). How often depends on which compile ends first, so mostly on a busy machine. Emscripten's `noWasmDecoding` turns the start-up compile off; the libraries are small
 * (the largest 32 KB), so the first query that needs one barely notices.
 */
export const openLibrariesOnFirstUse: Extension = {
  name: 'open-libraries-on-first-use',
  setup: async (_pg, emscriptenOpts: Record<string, unknown>) => ({
    emscriptenOpts: { ...emscriptenOpts, noWasmDecoding: true },
  }),
};
