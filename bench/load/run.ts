/**
 * Load test: simulated cooks against N Fiz instances behind one proxy, on a fresh PostgreSQL database.
 * Every acknowledged write is read back from PostgreSQL at the end: none may be missing or stale.
 *
 *   npx tsx bench/load/run.ts [--instances 2] [--cooks 200] [--seconds 60] [--seed 3] [--think 0]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { inBatches, loadAverage, prepareRun, numberOption, option, SESSION_SECRET, sleep } from './args.js';
import { REPO_ROOT, startCluster, type Cluster } from './cluster.js';
import { Cook, pick, report, words, type TrackedRecipe } from './cooks.js';
import { backendCpuSeconds, dropDatabase, freshDatabase } from './postgres.js';
import { printFailures, Recorder } from './stats.js';
import { verifyInPostgres } from './verify.js';

const instances = numberOption('instances', 2);
const cookCount = numberOption('cooks', 200);
const seconds = numberOption('seconds', 60);
const seedRecipes = Math.max(1, numberOption('seed', 3));
const thinkMs = numberOption('think', 0);
const database = option('database', 'fizload');

/** The mix, in percent: what a cook does next. */
const MIX: [string, number][] = [
  ['browse list', 25],
  ['search', 20],
  ['open recipe', 25],
  ['edit recipe', 15],
  ['create recipe', 10],
  ['upload photo', 5],
];

function nextAction(): string {
  let roll = Math.random() * 100;
  for (const [action, weight] of MIX) if ((roll -= weight) < 0) return action;
  return MIX[0]![0];
}

async function smallJpeg(): Promise<Uint8Array> {
  const pixels = Buffer.alloc(320 * 240 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + (i >> 9)) % 256;
  return sharp(pixels, { raw: { width: 320, height: 240, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function act(cook: Cook, cooks: Cook[], recorder: Recorder, jpeg: Uint8Array, serial: () => number) {
  const action = nextAction();
  const own = pick(cook.recipes);
  switch (action) {
    case 'browse list': {
      const path = pick([
        `/api/recipelist/${cook.userId}?limit=10&offset=0`,
        `/api/recipefavourites/${cook.userId}?limit=10&offset=0`,
        `/api/getrecipestats/${cook.userId}/shared?limit=10&offset=0`,
      ]);
      return report(recorder, action, await cook.call('GET', path));
    }
    case 'search': {
      const text = encodeURIComponent(words(1 + Math.floor(Math.random() * 2)));
      const path = `/api/recipesearch/${cook.userId}/true/false?limit=12&offset=0&search=${text}`;
      return report(recorder, action, await cook.call('GET', path));
    }
    case 'open recipe': {
      // Own recipes, or another cook's first recipe, which stays shared all run long.
      const other = pick(cooks);
      const recipe: TrackedRecipe = Math.random() < 0.5 && other.recipes[0] ? other.recipes[0] : own;
      return report(recorder, action, await cook.call('GET', `/api/getrecipe/${recipe.id}`));
    }
    case 'edit recipe':
      await cook.update(own, `c${cook.userId}-v${serial()}`, recorder, own === cook.recipes[0] ? 'Yes' : undefined);
      return;
    case 'create recipe':
      await cook.create(`${words(2)} n${serial()}`, `c${cook.userId}-v${serial()} ${words(4)}`, recorder);
      return;
    default:
      await cook.upload(own, jpeg, recorder);
  }
}

async function main(): Promise<number> {
  prepareRun(REPO_ROOT);
  const jpeg = await smallJpeg();
  const databaseUrl = await freshDatabase(database);
  const dataDir = mkdtempSync('/tmp/fizload-data-');
  let cluster: Cluster | undefined;
  try {
    console.log(`database ${database}, DATA_DIR ${dataDir}, ${instances} instance(s)`);
    cluster = await startCluster({
      instances,
      env: {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SESSION_SECRET,
        LOGIN_RATE_LIMIT: '1000000',
        REGISTER_RATE_LIMIT: '1000000',
      },
    });
    const url = cluster.url;
    console.log(`proxy ${url}; setting up ${cookCount} cooks with ${seedRecipes} recipes each (not timed)`);
    const setupStarted = Date.now();
    const cooks = Array.from({ length: cookCount }, (_, i) => new Cook(url, `load${i + 1}@example.com`));
    let counter = 0;
    const serial = () => ++counter;
    await inBatches(cooks, 16, async (cook, i) => {
      await cook.signUp(`Cook${String.fromCharCode(97 + (i % 26))}`);
      for (let r = 0; r < seedRecipes; r++) {
        const { recipe } = await cook.create(`${words(2)} s${serial()}`, `c${cook.userId}-v${serial()}`);
        if (!recipe) throw new Error(`seeding a recipe of ${cook.email} failed`);
        const update = await cook.update(recipe, `c${cook.userId}-v${serial()}`, undefined, r === 0 ? 'Yes' : 'No');
        if (!update.ok) throw new Error(`seeding ${recipe.id}: ${update.status} ${update.text}`);
      }
    });
    console.log(`set-up took ${((Date.now() - setupStarted) / 1000).toFixed(1)} s; running the mix for ${seconds} s`);

    const recorder = new Recorder();
    const cpuBefore = cluster.cpuSeconds();
    const benchCpuBefore = process.cpuUsage();
    const postgresCpuBefore = backendCpuSeconds(database);
    const started = performance.now();
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      cooks.map(async (cook) => {
        // With think time, cooks start spread over one think time rather than all in the same millisecond.
        if (thinkMs > 0) await sleep(Math.random() * thinkMs);
        while (Date.now() < deadline) {
          await act(cook, cooks, recorder, jpeg, serial);
          if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const instanceCpu = cluster.cpuSeconds().map((cpu, i) => cpu - cpuBefore[i]!);
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const postgresCpu = backendCpuSeconds(database) - postgresCpuBefore;
    const loadAfter = loadAverage();

    const verdict = await verifyInPostgres(databaseUrl, cooks, join(dataDir, 'images'));
    console.log(
      `\n${instances} instance(s), ${cookCount} cooks, ${elapsed.toFixed(1)} s, think ${thinkMs} ms, ${new Date().toISOString()}\n`,
    );
    console.log(recorder.table(elapsed));
    printFailures(recorder);
    const totalCpu = instanceCpu.reduce((a, b) => a + b, 0);
    console.log(
      `\nFiz instances used ${instanceCpu.map((cpu) => `${cpu.toFixed(1)}`).join(' + ')} CPU s ` +
        `(${((totalCpu * 1000) / recorder.totalRequests).toFixed(1)} ms per request); ` +
        `this process (cooks + proxy) ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} CPU s; ` +
        `PostgreSQL backends ${postgresCpu.toFixed(1)} CPU s; ` +
        `load average at the end ${loadAfter}`,
    );
    console.log(`proxy 502s / retries: ${cluster.proxyErrors.length}`);
    console.log(
      `acknowledged recipes checked in PostgreSQL: ${verdict.checked}; missing ${verdict.missing}; ` +
        `stale ${verdict.stale}; photo files missing ${verdict.photosMissing}`,
    );
    for (const example of verdict.examples) console.log(`  ${example}`);
    const lost = verdict.missing + verdict.stale + verdict.photosMissing;
    const errors = recorder.totalErrors;
    console.log(errors === 0 && lost === 0 ? '\nPASS' : `\nFAIL: ${errors} errors, ${lost} lost writes`);
    return errors === 0 && lost === 0 ? 0 : 1;
  } finally {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (!process.argv.includes('--keep')) await dropDatabase(database);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
