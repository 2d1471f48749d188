import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testTempDir } from '../testing/temp-dirs.js';
import { openDatabase } from './client.js';

/** A process that stays alive until killed, to hold a lock as another Fiz process would. */
async function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

describe('the embedded database directory lock', () => {
  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = join(testTempDir('lock'), 'pglite');
    const gone = await otherProcess();
    gone.kill();
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(`${dataDir}.lock`, String(gone.pid));
    const database = await openDatabase({ dataDir });
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    await database.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
