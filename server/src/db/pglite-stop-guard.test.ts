import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, inject, it } from 'vitest';

// Without the guard the query below never returns and blocks its whole process, so it runs in a child process
// that the test can kill: the built code, as `npm start` runs it (npm test builds it first).
const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const run = promisify(execFile);

const SCRIPT = `
const { openDatabase } = await import(${JSON.stringify(pathToFileURL(`${DIST}/db/client.js`).href)});
const { isDatabaseUnavailable } = await import(${JSON.stringify(pathToFileURL(`${DIST}/http/errors.js`).href)});
const { db } = await openDatabase({ dataDir: process.env.DATA_DIR });
const client = db.$client;
const outcome = async (query) => query.then(() => ({ ok: true }), (error) => ({
  message: error.message,
  unavailable: isDatabaseUnavailable(error),
}));
await client.exec('CREATE TABLE t (a int)');
const before = await outcome(client.query('SELECT 1'));
// A COPY from standard input through exec() has no data to read: PostgreSQL ends the backend (a FATAL error).
const stopping = await outcome(client.exec('COPY t FROM STDIN'));
const after = await outcome(client.query('SELECT 1'));
console.log(JSON.stringify({ before, stopping, after }));
// The stopped database cannot be closed; its timers would keep the process alive for seconds.
process.exit(0);
`;

// A copy of the run's migrated template opens in a fraction of the time a new database takes.
const root = mkdtempSync(join(tmpdir(), 'fiz-pglite-stop-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('fails the query, and every later one, when the embedded database stops, instead of hanging', async () => {
  const dataDir = join(root, 'db');
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  const { stdout, stderr } = await run(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    timeout: 20_000,
  });
  const stopped = {
    message: 'The embedded database stopped (Program terminated with exit(1)). Restart Fiz to open it again.',
    unavailable: true,
  };
  expect(JSON.parse(stdout)).toEqual({ before: { ok: true }, stopping: stopped, after: stopped });
  // The cause is said once, for the operator, however many queries fail after it.
  expect(stderr.split(stopped.message)).toHaveLength(2);
});
