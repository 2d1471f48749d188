import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { expect, inject, it } from 'vitest';
import { testTempDir } from '../testing/temp-dirs.js';
import { openDatabase } from './client.js';

/** The parts of WebAssembly's API this test uses (the server's TypeScript setup declares no DOM types). */
interface WebAssemblyApi {
  instantiate(source: unknown, imports?: object): Promise<unknown>;
  Module: (abstract new (bytes: Uint8Array) => object) & {
    imports(module: object): { module: string; name: string }[];
  };
}
const wasm = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

const importsSymbol = (module: object, name: string) =>
  wasm.Module.imports(module).some((entry) => entry.name === name);

/**
 * Makes any start-up compile of pg_trgm and btree_gin finish in the order that used to break search: btree_gin
 * instantiated but not yet linked while pg_trgm links. Returns how to undo it.
 */
function holdLibrariesInUnluckyOrder(): () => void {
  const instantiate = wasm.instantiate;
  let btreeGinInstantiated!: () => void;
  let pgTrgmLinked!: () => void;
  const btreeGinReady = new Promise<void>((resolve) => (btreeGinInstantiated = resolve));
  const pgTrgmDone = new Promise<void>((resolve) => (pgTrgmLinked = resolve));
  // Were only one of them compiled at start-up, its wait would have no partner; it then goes on after a while.
  const atMost = (event: Promise<void>) => Promise.race([event, delay(5_000)]);
  wasm.instantiate = async (source, imports) => {
    const result = await instantiate(source, imports);
    // Given bytes, instantiate answers the compiled module beside the instance.
    const module = source instanceof wasm.Module ? source : (result as { module: object }).module;
    if (importsSymbol(module, 'gin_numeric_cmp')) {
      btreeGinInstantiated();
      await atMost(pgTrgmDone);
    } else if (importsSymbol(module, 'similarity')) {
      await atMost(btreeGinReady);
      // pg_trgm links in the microtasks after this returns.
      setTimeout(pgTrgmLinked, 0);
    }
    return result;
  };
  return () => {
    wasm.instantiate = instantiate;
  };
}

it('matches a mistyped word on the embedded database whatever order its libraries finish loading in', async () => {
  const dataDir = join(testTempDir('pglite'), 'db');
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  const release = holdLibrariesInUnluckyOrder();
  const database = await openDatabase({ dataDir }).finally(release);
  try {
    // The `%` operator (typo tolerance) reaches pg_trgm's similarity through the symbol the libraries link.
    const { rows } = (await database.db.execute(sql`select 'chicken' % 'chiken' as similar`)) as unknown as {
      rows: { similar: boolean }[];
    };
    expect(rows).toEqual([{ similar: true }]);
  } finally {
    await database.close();
  }
});
