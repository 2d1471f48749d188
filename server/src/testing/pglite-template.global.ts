import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite database runs initdb (seconds); copying a migrated one takes a fraction of that.
 * So the run migrates one template and every suite opens a copy of it.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'fiz-pglite-template-'));
  const dataDir = join(root, 'db');
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  await database.close();
  project.provide('pgliteTemplate', dataDir);
  return () => rmSync(root, { recursive: true, force: true });
}
