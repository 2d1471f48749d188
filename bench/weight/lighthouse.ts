/**
 * Lighthouse (its default mobile profile: a mid-range phone on a slow 4G link, simulated) on /mlogin and on
 * /mrecipes for a signed-in cook, against the built server on a fresh embedded database, in Debian Chromium.
 *
 *   npm run build && npx tsx bench/weight/lighthouse.ts [--save DIR]
 *
 * --save DIR writes each page's full Lighthouse result (JSON) there, to see where the time goes.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const SERVER = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/mlogin', '/mrecipes'];
const saveIndex = process.argv.indexOf('--save');
const SAVE_DIR = saveIndex > 0 ? process.argv[saveIndex + 1] : undefined;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(port: number, dataDir: string) {
  const server = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { server, base };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('the server did not start');
}

/** A cook with a few recipes, signed in: the cookie Lighthouse sends for /mrecipes. */
async function signedInCookie(base: string): Promise<string> {
  const cook = { firstname: 'Lighthouse', email: 'lighthouse@example.com', password: 'bench123' };
  await fetch(`${base}/api/userregistration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cook),
  });
  const login = await fetch(`${base}/api/userlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: cook.email, password: cook.password }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('could not sign in');
  for (const name of ['Lemon chicken', 'Pumpkin soup', 'Chocolate cake']) {
    await fetch(`${base}/api/addrecipename`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ recipeName: name, recipeNote: 'A note' }),
    });
  }
  return cookie;
}

/**
 * One Lighthouse run of the page. Now and then Chromium's trace of the load misses its start (NO_NAVSTART) and
 * Lighthouse reports no score; that run is repeated, up to twice.
 */
async function audit(url: string, port: number, cookie: string) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      extraHeaders: { Cookie: cookie },
    });
    const { lhr } = result!;
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.warn(`${url}: ${lhr.runtimeError.code}, running it again`);
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fiz-lighthouse-'));
  const { server, base } = await startServer(await freePort(), dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const cookie = await signedInCookie(base);
    console.log('| page | performance | FCP ms | LCP ms | TBT ms | CLS | speed index ms |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const page of PAGES) {
      const lhr = await audit(`${base}${page}`, chrome.port, cookie);
      if (SAVE_DIR) {
        mkdirSync(SAVE_DIR, { recursive: true });
        writeFileSync(join(SAVE_DIR, `${page.slice(1)}.json`), JSON.stringify(lhr, null, 1));
      }
      const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
      console.log(
        `| ${page} | ${lhr.categories.performance?.score?.toFixed(2)} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${cls.toFixed(3)} | ${metric('speed-index')} |`,
      );
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
