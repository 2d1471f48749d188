/**
 * Lighthouse (its default mobile profile: a mid-range phone on a slow 4G link, simulated) on /mlogin and on
 * /mrecipes for a signed-in cook, against the built server on a fresh embedded database, in Debian Chromium.
 *
 *   npm run build && npx tsx bench/weight/lighthouse.ts [--runs 5] [--cpu-multiplier calibrated|N] [--save DIR]
 *
 * --runs N audits each page N times and reports every score and the medians (Lighthouse's own advice: one run
 * varies too much to judge by).
 * --cpu-multiplier: by default the CPU slowdown is calibrated to this host (cpu-calibration.ts); a number sets
 * it, e.g. 4 for Lighthouse's default whatever the host.
 * --save DIR writes each run's full Lighthouse result (JSON) there, to see where the time goes.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { cpuMultiplierFor } from './cpu-calibration.js';

const SERVER = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/mlogin', '/mrecipes'];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}
const SAVE_DIR = option('--save');
const RUNS = Number(option('--runs') ?? 5);
const CPU_MULTIPLIER = option('--cpu-multiplier') ?? 'calibrated';

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

/** What a run measured and how fast this host was then, by Lighthouse's own BenchmarkIndex. */
interface Run {
  lhr: Result;
  cpuSlowdownMultiplier: number;
}

/**
 * Sets the CPU slowdown a gathered run is audited with, and returns it. Lighthouse refuses to audit with other
 * settings than it gathered with, but under simulated throttling the load itself is never slowed down: the
 * slowdown only enters the simulation, in the audit phase.
 */
function calibrate(artifactsDir: string): number {
  const file = join(artifactsDir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8')) as {
    BenchmarkIndex: number;
    settings: { throttlingMethod: string; throttling: { cpuSlowdownMultiplier: number } };
  };
  if (artifacts.settings.throttlingMethod !== 'simulate') throw new Error('calibration needs simulated throttling');
  const multiplier =
    CPU_MULTIPLIER === 'calibrated' ? cpuMultiplierFor(artifacts.BenchmarkIndex) : Number(CPU_MULTIPLIER);
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
  writeFileSync(file, JSON.stringify(artifacts));
  return multiplier;
}

/**
 * One Lighthouse run of the page, in its two phases: loading the page (unthrottled, as Lighthouse's simulated
 * throttling always does), then working out the metrics on a simulated phone with a CPU slowdown calibrated to
 * the host's speed during that very load (cpu-calibration.ts), unless --cpu-multiplier fixes it. Now and then
 * Chromium's trace of the load misses its start (NO_NAVSTART) and Lighthouse reports no score; that run is
 * repeated, up to twice.
 */
async function audit(url: string, flags: Flags): Promise<Run> {
  const artifactsDir = mkdtempSync(join(tmpdir(), 'fiz-lighthouse-artifacts-'));
  try {
    for (let attempt = 1; ; attempt += 1) {
      const options: Flags = { onlyCategories: ['performance'], logLevel: 'error', ...flags };
      await lighthouse(url, { ...options, gatherMode: artifactsDir });
      const cpuSlowdownMultiplier = calibrate(artifactsDir);
      const { lhr } = (await lighthouse(url, {
        ...options,
        auditMode: artifactsDir,
        throttling: { cpuSlowdownMultiplier },
      }))!;
      if (!lhr.runtimeError || attempt === 3) return { lhr, cpuSlowdownMultiplier };
      console.warn(`${url}: ${lhr.runtimeError.code}, running it again`);
    }
  } finally {
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function summary(page: string, runs: Run[]): string {
  const metric = (id: string) => median(runs.map(({ lhr }) => lhr.audits[id]?.numericValue ?? Number.NaN));
  const scores = runs.map(({ lhr }) => lhr.categories.performance?.score ?? Number.NaN);
  const multipliers = runs.map((run) => run.cpuSlowdownMultiplier);
  return `| ${page} | ${scores.map((score) => score.toFixed(2)).join(', ')} | ${median(scores).toFixed(2)} | ${[
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'speed-index',
  ]
    .map((id) => Math.round(metric(id)))
    .join(' | ')} | ${metric('cumulative-layout-shift').toFixed(3)} | ${Math.min(...multipliers).toFixed(1)}–${Math.max(
    ...multipliers,
  ).toFixed(1)}× |`;
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
    const flags: Flags = { port: chrome.port, extraHeaders: { Cookie: cookie } };
    const rows: string[] = [];
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const { lhr, cpuSlowdownMultiplier } = await audit(`${base}${page}`, flags);
        runs.push({ lhr, cpuSlowdownMultiplier });
        if (SAVE_DIR) {
          mkdirSync(SAVE_DIR, { recursive: true });
          writeFileSync(join(SAVE_DIR, `${page.slice(1)}-${run}.json`), JSON.stringify(lhr, null, 1));
        }
      }
      rows.push(summary(page, runs));
    }
    console.log(
      `| page | performance (${RUNS} runs) | median | FCP ms | LCP ms | TBT ms | speed index ms | CLS | CPU slowdown |`,
    );
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    console.log(rows.join('\n'));
    console.log(
      `Metrics are medians of ${RUNS} runs; the CPU slowdown column gives the range used (${CPU_MULTIPLIER}).`,
    );
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
