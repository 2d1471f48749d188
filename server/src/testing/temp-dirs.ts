import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let root: string | undefined;

/**
 * A new directory for a test's files (a DATA_DIR, a database, an archive). All of a test file's directories share
 * one root, which the server tests' setup removes once the file's own afterAll hooks have closed what used them.
 */
export function testTempDir(prefix: string): string {
  root ??= mkdtempSync(join(tmpdir(), 'fiz-tests-'));
  return mkdtempSync(join(root, `${prefix}-`));
}

export function removeTestTempDirs(): void {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
}
