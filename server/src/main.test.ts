import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { testTempDir } from './testing/temp-dirs.js';

// These run the built process exactly as `npm start` and `npm run fiz` do (npm test builds it first).
const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const running = new Set<ChildProcess>();
afterEach(() => running.forEach((child) => child.kill('SIGKILL')));

const STARTUP_WAIT_MS = 45_000;

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(DIST, 'main.js')], {
    env: { PATH: process.env.PATH, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // A busy machine can take many seconds to open the embedded database; a server that never answers says so.
  const deadline = Date.now() + STARTUP_WAIT_MS;
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer within ${STARTUP_WAIT_MS} ms: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      const code = await exited;
      running.delete(child);
      return code;
    },
  };
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the server process', () => {
  it('refuses an operator command and a second server while a server has the embedded database open', async () => {
    const env = { DATA_DIR: testTempDir('process'), LOG_LEVEL: 'info' };
    const server = await startServer(env);
    const cook = { firstname: 'Lou', email: 'lou@example.com', password: 'bread123' };
    expect((await post(`${server.base}/api/userregistration`, cook)).status).toBe(201);

    const cli = run(process.execPath, [join(DIST, 'cli', 'main.js'), 'user:access', cook.email, 'Admin'], {
      env: { PATH: process.env.PATH, ...env },
    });
    await expect(cli).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/is open in another Fiz process \(pid \d+\)\. Stop that process first/),
    });
    await expect(startServer(env)).rejects.toThrow(/is open in another Fiz process/);

    // The change was not made behind the server's back, and the server still answers.
    const login = await post(`${server.base}/api/userlogin`, { email: cook.email, password: cook.password });
    expect(await login.json()).toMatchObject({ status: 'Free' });
    expect(await server.stop()).toBe(0);
  }, 120_000);

  it('keeps cooks under DATA_DIR across restarts, takes operator commands between, and stops cleanly', async () => {
    const env = { DATA_DIR: testTempDir('process'), LOG_LEVEL: 'info' };
    const first = await startServer(env);
    const cook = { firstname: 'Pat', email: 'pat@example.com', password: 'bread123' };
    expect((await post(`${first.base}/api/userregistration`, cook)).status).toBe(201);
    expect((await fetch(`${first.base}/login`)).headers.get('content-type')).toMatch(/text\/html/);
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('stopping: finishing requests in flight');

    const cli = await run(process.execPath, [join(DIST, 'cli', 'main.js'), 'user:access', cook.email, 'Admin'], {
      env: { PATH: process.env.PATH, ...env },
    });
    expect(cli.stdout).toContain('status today Admin');

    const second = await startServer(env);
    const login = await post(`${second.base}/api/userlogin`, { email: cook.email, password: cook.password });
    expect(await login.json()).toMatchObject({ message: 'loggedin', user_name: 'Pat', status: 'Admin' });
    expect(await second.stop()).toBe(0);
  }, 120_000);

  it('refuses to start with a bad setting and says which', async () => {
    const failure = await run(process.execPath, [join(DIST, 'main.js')], {
      env: { PATH: process.env.PATH, PORT: 'eighty', DATA_DIR: testTempDir('bad') },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(/configuration is not valid\.\n\s+PORT: /);
  });
});
