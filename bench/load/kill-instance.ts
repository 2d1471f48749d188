/**
 * Fault test: writers create and edit recipes through the proxy while one instance is killed with SIGKILL and
 * restarted; afterwards every acknowledged write must be there.
 *
 *   npx tsx bench/load/kill-instance.ts [--database pglite|postgres|both] [--writers 8] [--before 4] [--after 4]
 *
 * PostgreSQL: two instances, the other one keeps serving. PGlite: one instance (PGlite admits one process),
 * killed and restarted on the same DATA_DIR; its writes are read back through the API.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inBatches, numberOption, option, prepareRun, SESSION_SECRET, sleep } from './args.js';
import { REPO_ROOT, startCluster, type Cluster } from './cluster.js';
import { Cook, pick, words, type ApiResult } from './cooks.js';
import { dropDatabase, freshDatabase } from './postgres.js';
import { markdownTable } from './stats.js';
import { verifyInPostgres, verifyThroughApi, type Verdict } from './verify.js';

const which = option('database', 'both');
const writerCount = numberOption('writers', 8);
const beforeMs = numberOption('before', 4) * 1000;
const afterMs = numberOption('after', 4) * 1000;

interface Outcome {
  database: string;
  acknowledged: number;
  failed: Map<string, number>;
  failedDuringOutage: number;
  killToReadyMs: number;
  verdict: Verdict;
  firstFailures: string[];
}

async function scenario(kind: 'postgres' | 'pglite'): Promise<Outcome> {
  const dataDir = mkdtempSync('/tmp/fizload-kill-');
  const databaseName = 'fizload_kill';
  const databaseUrl = kind === 'postgres' ? await freshDatabase(databaseName) : undefined;
  let cluster: Cluster | undefined;
  try {
    const startedAt = Date.now();
    cluster = await startCluster({
      instances: kind === 'postgres' ? 2 : 1,
      env: {
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        DATA_DIR: dataDir,
        SESSION_SECRET,
        LOGIN_RATE_LIMIT: '1000000',
        REGISTER_RATE_LIMIT: '1000000',
      },
    });
    console.log(`${kind}: cluster ready ${Date.now() - startedAt} ms after start (fresh database)`);
    const cooks = Array.from({ length: writerCount }, (_, i) => new Cook(cluster!.url, `kill${i + 1}@example.com`));
    await inBatches(cooks, 8, async (cook) => {
      await cook.signUp('Killer');
      if (!(await cook.create(`${words(2)} seed`, 'seed')).recipe) throw new Error('seeding failed');
    });

    let acknowledged = 0;
    let serial = 0;
    const failed = new Map<string, number>();
    const firstFailures: string[] = [];
    let outage = { from: Infinity, to: Infinity };
    let failedDuringOutage = 0;
    const count = (result: ApiResult, endpoint: string, sentAt: number) => {
      if (result.ok) return void (acknowledged += 1);
      // A 502 says whether the request was in flight on the killed instance or found no instance at all.
      const reason = result.status === 502 ? (/\((\w+)\)/.exec(result.text)?.[1] ?? 'no instance') : '';
      const status = `${result.status}${reason ? ` ${reason}` : ''}`;
      failed.set(`${endpoint} ${status}`, (failed.get(`${endpoint} ${status}`) ?? 0) + 1);
      if (firstFailures.length < 5) firstFailures.push(`${endpoint} → ${status}: ${result.text.slice(0, 200)}`);
      if (sentAt <= outage.to && Date.now() >= outage.from) failedDuringOutage += 1;
    };
    let running = true;
    const writers = cooks.map(async (cook) => {
      while (running) {
        const sentAt = Date.now();
        let result: ApiResult;
        if (Math.random() < 0.5) {
          ({ result } = await cook.create(`${words(2)} k${++serial}`, `w${serial} ${words(3)}`));
          count(result, 'addrecipename', sentAt);
        } else {
          result = await cook.update(pick(cook.recipes), `w${++serial}`);
          count(result, 'updaterecipe', sentAt);
        }
        if (!result.ok) await sleep(50);
      }
    });

    await sleep(beforeMs);
    const victim = kind === 'postgres' ? 1 : 0;
    console.log(`${kind}: SIGKILL to instance ${victim} after ${beforeMs / 1000} s of writes`);
    const killedAt = Date.now();
    outage = { from: killedAt, to: Infinity };
    await cluster.kill(victim, 'SIGKILL');
    await sleep(1000);
    await cluster.restart(victim);
    const readyAt = Date.now();
    outage = { from: killedAt, to: readyAt };
    console.log(`${kind}: instance ${victim} ready again ${readyAt - killedAt} ms after the kill`);
    await sleep(afterMs);
    running = false;
    await Promise.all(writers);

    const verdict = databaseUrl
      ? await verifyInPostgres(databaseUrl, cooks, join(dataDir, 'images'))
      : await verifyThroughApi(cooks);
    return {
      database: kind,
      acknowledged,
      failed,
      failedDuringOutage,
      killToReadyMs: readyAt - killedAt,
      verdict,
      firstFailures,
    };
  } finally {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(databaseName);
  }
}

async function main(): Promise<number> {
  prepareRun(REPO_ROOT);
  const kinds = which === 'both' ? (['pglite', 'postgres'] as const) : [which as 'pglite' | 'postgres'];
  const outcomes: Outcome[] = [];
  for (const kind of kinds) outcomes.push(await scenario(kind));
  const rows = outcomes.map((o) => [
    o.database,
    String(o.acknowledged),
    String([...o.failed.values()].reduce((a, b) => a + b, 0)),
    String(o.failedDuringOutage),
    String(o.killToReadyMs),
    String(o.verdict.checked),
    String(o.verdict.missing + o.verdict.stale + o.verdict.photosMissing),
  ]);
  console.log(
    `\n${writerCount} writers, ${beforeMs / 1000} s before the kill, ${afterMs / 1000} s after the restart, ${new Date().toISOString()}\n`,
  );
  const header = ['database', 'acked writes', 'failed', 'failed kill→ready', 'kill→ready ms', 'recipes', 'lost'];
  console.log(markdownTable(header, rows, 1));
  for (const o of outcomes) {
    if (o.failed.size)
      console.log(`\n${o.database} failures: ${[...o.failed].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
    for (const line of o.firstFailures) console.log(`  ${line}`);
    for (const example of o.verdict.examples) console.log(`  ${example}`);
  }
  const lost = outcomes.some((o) => o.verdict.missing + o.verdict.stale + o.verdict.photosMissing > 0);
  console.log(lost ? '\nFAIL: acknowledged writes were lost' : '\nPASS: no acknowledged write was lost');
  return lost ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
