/**
 * Fault test: one Fiz instance on a private PostgreSQL cluster, which is stopped for a few seconds and started
 * again while requests keep coming. During the outage every request must answer 503 with a JSON message (no
 * 500, no hang); afterwards the instance must serve again without being restarted.
 *
 *   npx tsx bench/load/database-outage.ts [--port 5499] [--outage 5]
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { numberOption, prepareRun, SESSION_SECRET, sleep } from './args.js';
import { freePort, REPO_ROOT, startCluster, type Cluster } from './cluster.js';
import { Cook, words } from './cooks.js';
import { freshDatabase, PrivatePostgres } from './postgres.js';
import { markdownTable } from './stats.js';

const outageMs = numberOption('outage', 5) * 1000;
const HANG_MS = 6000;
const RECOVERY_LIMIT_MS = 10_000;

interface Sample {
  kind: string;
  sentAt: number;
  doneAt: number;
  status: number | 'network';
  message: unknown;
}

async function pickPort(first: number): Promise<number> {
  for (let port = first; port < first + 50; port++) {
    if (existsSync(`/tmp/.s.PGSQL.${port}`)) continue;
    try {
      const { createServer } = await import('node:net');
      await new Promise<void>((done, fail) => {
        const server = createServer().once('error', fail);
        server.listen(port, '127.0.0.1', () => server.close(() => done()));
      });
      return port;
    } catch {
      // taken
    }
  }
  return freePort();
}

async function main(): Promise<number> {
  prepareRun(REPO_ROOT);
  const postgres = new PrivatePostgres(await pickPort(numberOption('port', 5499)));
  const dataDir = mkdtempSync('/tmp/fizload-outage-');
  let cluster: Cluster | undefined;
  try {
    postgres.init();
    await postgres.start();
    console.log(`private PostgreSQL in ${postgres.dir} on port ${postgres.port}`);
    const databaseUrl = await freshDatabase('fizload_outage', postgres.url);
    cluster = await startCluster({
      instances: 1,
      env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SESSION_SECRET, LOGIN_RATE_LIMIT: '1000' },
    });
    const cook = new Cook(cluster.instanceUrl(0), 'outage@example.com', 'loadtest1', 15_000);
    await cook.signUp('Outage');
    const { recipe } = await cook.create('Outage soup', 'v0');
    if (!recipe) throw new Error('could not create the recipe');

    const balancer = new Cook(cluster.instanceUrl(0), 'balancer@example.com', 'loadtest1', 15_000);
    const samples: Sample[] = [];
    const t0 = Date.now();
    let running = true;
    const loop = async (kind: string, send: () => ReturnType<Cook['call']>) => {
      while (running) {
        const sentAt = Date.now();
        const result = await send();
        const message = (result.body as { message?: unknown } | undefined)?.message;
        samples.push({ kind, sentAt, doneAt: Date.now(), status: result.status, message });
        await sleep(100);
      }
    };
    let version = 0;
    const loops = [
      loop('GET /api/getrecipe', () => cook.call('GET', `/api/getrecipe/${recipe.id}`)),
      loop('GET /api/getrecipe', () => cook.call('GET', `/api/getrecipe/${recipe.id}`)),
      loop('GET /api/ready', () => cook.call('GET', '/api/ready')),
      // A load balancer's health check carries no session cookie.
      loop('GET /api/ready (no cookie)', () => balancer.call('GET', '/api/ready')),
      loop('POST /api/updaterecipe', async () => {
        const result = await cook.update(recipe, `v${++version}`);
        return result;
      }),
      loop('GET /api/recipesearch', () =>
        cook.call('GET', `/api/recipesearch/${cook.userId}/true/false?limit=12&offset=0&search=${words(1)}`),
      ),
    ];

    await sleep(3000);
    const stopBegin = Date.now();
    await postgres.stop('fast');
    const stopDone = Date.now();
    console.log(`PostgreSQL stopped at +${((stopDone - t0) / 1000).toFixed(1)} s (pg_ctl stop -m fast)`);
    await sleep(outageMs);
    const startBegin = Date.now();
    await postgres.start();
    const startDone = Date.now();
    console.log(`PostgreSQL started again at +${((startDone - t0) / 1000).toFixed(1)} s`);
    const recoveryDeadline = startDone + 20_000;
    let recoveredAt = 0;
    while (Date.now() < recoveryDeadline) {
      const last = samples.filter((s) => s.sentAt >= startDone);
      const ok = (kind: string) => last.some((s) => s.kind === kind && s.status === 200);
      if (!recoveredAt && ok('GET /api/getrecipe') && ok('GET /api/ready') && ok('POST /api/updaterecipe')) {
        recoveredAt = Math.max(...last.filter((s) => s.status === 200).map((s) => s.doneAt));
        await sleep(3000);
        break;
      }
      await sleep(100);
    }
    running = false;
    await Promise.all(loops);

    // The timeline: what answered in each second.
    const seconds = Math.ceil((Date.now() - t0) / 1000);
    const rows: string[][] = [];
    for (let s = 0; s < seconds; s++) {
      const inSecond = samples.filter((x) => Math.floor((x.doneAt - t0) / 1000) === s);
      const phase =
        s * 1000 + t0 + 1000 <= stopBegin
          ? 'up'
          : s * 1000 + t0 >= stopDone && s * 1000 + t0 + 1000 <= startBegin
            ? 'down'
            : s * 1000 + t0 < startDone
              ? 'stopping/starting'
              : 'after restart';
      const n = (test: (x: Sample) => boolean) => String(inSecond.filter(test).length);
      rows.push([
        `+${s}`,
        phase,
        n((x) => x.status === 200),
        n((x) => x.status === 503),
        n((x) => x.status !== 200 && x.status !== 503),
        String(Math.max(0, ...inSecond.map((x) => x.doneAt - x.sentAt))),
      ]);
    }
    console.log(`\nTimeline (${new Date().toISOString()}), by the second a response arrived:\n`);
    console.log(markdownTable(['second', 'database', '200', '503', 'other', 'slowest ms'], rows, 2));

    const problems: string[] = [];
    for (const x of samples) {
      if (x.status !== 200 && x.status !== 503) problems.push(`${x.kind} answered ${x.status} at +${x.doneAt - t0} ms`);
      if (x.doneAt - x.sentAt > HANG_MS) problems.push(`${x.kind} took ${x.doneAt - x.sentAt} ms`);
      if (x.status === 503 && typeof x.message !== 'string') problems.push(`${x.kind}: a 503 without a JSON message`);
      const duringOutage = x.sentAt >= stopDone && x.doneAt <= startBegin;
      if (duringOutage && x.status !== 503) problems.push(`${x.kind} answered ${x.status} while PostgreSQL was down`);
    }
    const during = samples.filter((x) => x.sentAt >= stopDone && x.doneAt <= startBegin);
    const messages = new Set(during.map((x) => `${x.kind} ${x.status}: ${String(x.message)}`));
    if (during.length === 0) problems.push('no request completed during the outage');
    if (!recoveredAt) problems.push(`no 200 within ${(recoveryDeadline - startDone) / 1000} s of the restart`);
    else if (recoveredAt - startDone > RECOVERY_LIMIT_MS) problems.push(`recovery took ${recoveredAt - startDone} ms`);

    console.log(
      `\nrequests: ${samples.length}; during the outage: ${during.length}, all 503: ${during.every((x) => x.status === 503)}`,
    );
    console.log(`answers during the outage:\n  ${[...messages].join('\n  ')}`);
    console.log(
      `outage ${((startBegin - stopDone) / 1000).toFixed(1)} s; every endpoint answered 200 again ` +
        `${recoveredAt ? `${recoveredAt - startDone} ms` : 'never'} after PostgreSQL was up (no Fiz restart)`,
    );
    for (const problem of problems.slice(0, 10)) console.log(`  ${problem}`);
    console.log(problems.length === 0 ? '\nPASS' : `\nFAIL: ${problems.length} problems`);
    return problems.length === 0 ? 0 : 1;
  } finally {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    postgres.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
