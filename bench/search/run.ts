/**
 * Search benchmark: the app in this process on a generated database, loaded with autocannon (in a process of
 * its own) for each query class at 1 and 16 connections, against the same SQL run straight through the driver
 * as the baseline, and a bare HTTP server doing only the same session lookup and SQL (bare-server.ts) as the
 * floor any server reaches here.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/fizbench npx tsx --conditions=fiz-source bench/search/run.ts
 *   npx tsx --conditions=fiz-source bench/search/run.ts --pglite bench/.data/pglite-10k --duration 5
 *
 * Options: --generate N first fills the database with N recipes unless it holds exactly N (replacing benchmark
 * data only; see generate.ts), --duration S (10) and --warmup S (1) per case, --connections 1,16, --classes rare,broad,…,
 * --endpoint search|count|both (search), --cook N (1, i.e. bench1@example.com), --floor false to skip the
 * app's floor (/api/health, /api/session).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../server/src/app.js';
import { configFromEnv } from '../../server/src/config.js';
import type { Database, Db } from '../../server/src/db/client.js';
import { openMigratedDatabase } from '../../server/src/open-database.js';
import * as schema from '../../server/src/db/schema.js';
import { parseEnv } from '../../server/src/env.js';
import { findSession } from '../../server/src/auth/sessions.db.js';
import { countSearch, searchRecipes, type SearchParams } from '../../server/src/search/search.db.js';
import { startBareServer } from './bare-server.js';
import { driverOf, type Driver } from './driver.js';
import { generate } from './generate.js';
import { loadApp, loadRaw, stopLoad, type Measured, type Statement } from './measure.js';
import { describeTarget, parseArgs, targetFrom, type Target } from './options.js';
import { BENCH_PASSWORD, benchEmail } from './recipes-data.js';

/** What a cook types, one of each kind the issue names; the words exist in the generator's vocabulary. */
const QUERY_CLASSES = [
  { key: 'rare', label: 'rare word', search: 'shakshuka' },
  { key: 'broad', label: 'broad word', search: 'chicken' },
  { key: 'two', label: 'two words', search: 'chicken curry' },
  { key: 'typo', label: 'typo', search: 'chiken' },
  { key: 'prefix', label: 'prefix', search: 'choc' },
  { key: 'empty', label: 'empty search', search: '' },
] as const;

type QueryClass = (typeof QUERY_CLASSES)[number];
type Endpoint = 'search' | 'count';

const PAGE = { limit: 12, offset: 0 };
const USAGE =
  'usage: run.ts [--pglite DIR] [--generate N] [--duration 10] [--warmup 1] [--connections 1,16] [--classes rare,broad,two,typo,prefix,empty] [--endpoint search|count|both] [--cook 1] [--floor false]';

/**
 * The baseline runs THE SAME SQL as the app: the server's own search functions (searchRecipes, countSearch
 * in server/src/search/search.db.ts) are called once through a Drizzle instance on the same driver client
 * that records every statement they send; the benchmark then replays those statements through the driver.
 */
async function capturedStatements(database: Database, send: (db: Db) => Promise<unknown>): Promise<Statement[]> {
  const captured: Statement[] = [];
  const logger: Logger = { logQuery: (text, values) => captured.push({ text, params: values }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (database.kind === 'postgres'
    ? drizzlePg(client as pg.Pool, { schema, logger })
    : drizzlePglite(client as PGlite, { schema, logger })) as unknown as Db;
  await send(db);
  return captured;
}

const appSearchStatements = (database: Database, endpoint: Endpoint, params: SearchParams) =>
  capturedStatements(database, (db) =>
    endpoint === 'search' ? searchRecipes(db, params, PAGE) : countSearch(db, params),
  );

/** The app's session lookup for the signed-in cookie, named as the app's prepared statement is (bare-server.ts). */
async function appSessionStatement(database: Database, cookie: string): Promise<Statement> {
  const signed = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  const token = signed.slice(0, signed.lastIndexOf('.'));
  const [lookup] = await capturedStatements(database, async (db) => {
    if (!(await findSession(db, token))) throw new Error('the benchmark cookie has no session');
  });
  return { ...lookup!, name: 'fiz_bench_session' };
}

async function login(base: string, cook: number): Promise<string> {
  const response = await fetch(`${base}/api/userlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: benchEmail(cook), password: BENCH_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login as ${benchEmail(cook)} failed: ${await response.text()}`);
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('fiz_session='));
  if (!session) throw new Error('login set no fiz_session cookie');
  return session.split(';')[0]!;
}

function endpointUrl(base: string, endpoint: Endpoint, cook: number, search: string): string {
  const path = endpoint === 'search' ? 'recipesearch' : 'recipesearchcount';
  const query = new URLSearchParams(endpoint === 'search' ? { limit: String(PAGE.limit), offset: '0' } : {});
  query.set('search', search);
  return `${base}/api/${path}/${cook}/true/false?${query.toString()}`;
}

/** The app must answer exactly what the replayed SQL returns, or the comparison means nothing. */
async function checkSameAnswer(
  url: string,
  cookie: string,
  driver: Driver,
  endpoint: Endpoint,
  statements: Statement[],
) {
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { recipe_id: number }[] | { count: number };
  let raw: { rows: unknown[] } = { rows: [] };
  for (const statement of statements) raw = await driver.query(statement.text, statement.params);
  if (endpoint === 'count') {
    const appCount = (body as { count: number }).count;
    const rawCount = Number((raw.rows[0] as { count: number } | undefined)?.count);
    if (appCount !== rawCount) throw new Error(`count differs: app ${appCount}, raw SQL ${rawCount}`);
    return appCount;
  }
  const appIds = (body as { recipe_id: number }[]).map((row) => row.recipe_id).join(',');
  const rawIds = (raw.rows as { recipe_id: number }[]).map((row) => row.recipe_id).join(',');
  if (appIds !== rawIds) throw new Error(`results differ: app [${appIds}], raw SQL [${rawIds}]`);
  return (body as unknown[]).length;
}

/** The bare server (bare-server.ts) on the same statements, loaded like the app. */
async function loadBare(
  driver: Driver,
  session: Statement,
  statements: Statement[],
  { cookie, connections, seconds, warmup }: { cookie: string; connections: number; seconds: number; warmup: number },
): Promise<Measured> {
  const bare = await startBareServer(driver, session, statements);
  try {
    // The app's cookie too, so both servers read requests of the same size.
    if (warmup > 0) await loadApp(bare.url, cookie, connections, warmup);
    return await loadApp(bare.url, cookie, connections, seconds);
  } finally {
    await bare.close();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1));
const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : '–');

interface Row {
  queryClass: QueryClass;
  endpoint: Endpoint;
  matches: number;
  connections: number;
  app: Measured;
  raw: Measured;
  bare: Measured;
}

/** The issue's goals: on PostgreSQL with 100,000 recipes at 16 connections, p95 < 50 ms and app p95 ≤ 1.3 × raw. */
function goals(target: Target, recipes: number, rows: Row[]): string {
  const busiest = Math.max(...rows.map((row) => row.connections));
  const judged = rows.filter((row) => row.connections === busiest);
  const verdict = (label: string, passes: (row: Row) => boolean) => {
    const missed = judged.filter((row) => !passes(row)).map((row) => `${row.queryClass.key}/${row.endpoint}`);
    return `- ${label}: ${missed.length === 0 ? 'met' : `missed for ${missed.join(', ')}`}`;
  };
  const scope =
    target.kind === 'postgres' && recipes === 100_000 && busiest === 16
      ? 'Goals (PostgreSQL, 100,000 recipes, 16 connections):'
      : `Goals (set for PostgreSQL, 100,000 recipes, 16 connections; shown here for ${target.kind}, ${recipes} recipes, ${busiest} connections):`;
  return [
    scope,
    verdict('app p95 under 50 ms', (row) => row.app.p95 < 50),
    verdict('app p95 within 1.3× of the raw SQL', (row) => row.app.p95 <= 1.3 * row.raw.p95),
    verdict('(the floor) bare server p95 within 1.3× of the raw SQL', (row) => row.bare.p95 <= 1.3 * row.raw.p95),
  ].join('\n');
}

function markdownTable(rows: Row[]): string {
  const lines = [
    '| query | endpoint | matches | conns | app p50 | app p95 | app p99 | app req/s | raw p50 | raw p95 | raw p99 | raw q/s | p95 app/raw | req/s app/raw | samples app/raw | bare p95 | bare req/s | p95 bare/raw |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { queryClass, endpoint, matches, connections, app, raw, bare } of rows) {
    const failures =
      app.failed + raw.failed + bare.failed > 0
        ? ` (failed: app ${app.failed}, raw ${raw.failed}, bare ${bare.failed})`
        : '';
    lines.push(
      `| ${queryClass.label} \`${queryClass.search || '(empty)'}\`${failures} | ${endpoint} | ${matches} | ${connections} | ` +
        `${ms(app.p50)} | ${ms(app.p95)} | ${ms(app.p99)} | ${app.perSecond.toFixed(0)} | ` +
        `${ms(raw.p50)} | ${ms(raw.p95)} | ${ms(raw.p99)} | ${raw.perSecond.toFixed(0)} | ` +
        `${ratio(app.p95, raw.p95)} | ${ratio(app.perSecond, raw.perSecond)} | ${app.completed}/${raw.completed} | ` +
        `${ms(bare.p95)} | ${bare.perSecond.toFixed(0)} | ${ratio(bare.p95, raw.p95)} |`,
    );
  }
  return lines.join('\n');
}

/** Which search code was measured: the working tree may be ahead of any commit. */
function searchCodeFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of ['search.db.ts', 'search-text.ts']) {
    const path = fileURLToPath(new URL(`../../server/src/search/${file}`, import.meta.url));
    hash.update(existsSync(path) ? readFileSync(path) : '');
  }
  return hash.digest('hex').slice(0, 12);
}

async function recipeCount(database: Database): Promise<number> {
  const { rows } = await driverOf(database).query('select count(*)::int as count from recipes');
  return (rows[0] as { count: number }).count;
}

async function describeDatabase(driver: Driver, cook: number) {
  const { rows } = await driver.query(
    `select version() as version,
            (select count(*) from recipes)::int as recipes,
            (select count(*) from users)::int as cooks,
            (select count(*) from recipes where recipe_user_id = $1 or recipe_share = 'Yes')::int as visible`,
    [cook],
  );
  return rows[0] as { version: string; recipes: number; cooks: number; visible: number };
}

function appConfig(target: Target, scratchDir: string) {
  // Only what the benchmark chooses: an unrelated DATABASE_URL or DATA_DIR in the environment must not leak in.
  return configFromEnv(
    parseEnv({
      DATA_DIR: target.kind === 'pglite' ? target.dataDir : scratchDir,
      DATABASE_URL: target.kind === 'postgres' ? target.databaseUrl : undefined,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    }),
    null,
  );
}

async function main(): Promise<void> {
  const { named } = parseArgs(process.argv.slice(2));
  const target = targetFrom(named, process.env);
  const seconds = Number(named.get('duration') ?? 10);
  const warmup = Number(named.get('warmup') ?? 1);
  const connectionCounts = (named.get('connections') ?? '1,16').split(',').map(Number);
  const wanted = (named.get('classes') ?? QUERY_CLASSES.map((c) => c.key).join(',')).split(',');
  const classes = QUERY_CLASSES.filter((c) => wanted.includes(c.key));
  const endpointOption = named.get('endpoint') ?? 'search';
  const endpoints: Endpoint[] = endpointOption === 'both' ? ['search', 'count'] : [endpointOption as Endpoint];
  const cook = Number(named.get('cook') ?? 1);
  const generateTotal = named.has('generate') ? Number(named.get('generate')) : undefined;
  if (
    (generateTotal !== undefined && !(Number.isInteger(generateTotal) && generateTotal > 0)) ||
    !(seconds > 0) ||
    !(warmup >= 0) ||
    classes.length === 0 ||
    connectionCounts.some((n) => !Number.isInteger(n) || n < 1) ||
    !['search', 'count', 'both'].includes(endpointOption)
  ) {
    throw new Error(USAGE);
  }

  const scratchDir = mkdtempSync(join(tmpdir(), 'fiz-bench-'));
  const config = appConfig(target, scratchDir);
  let database: Database | null = null;
  let app: FastifyInstance | null = null;
  const stop = () => stopLoad();
  process.once('SIGINT', stop);
  try {
    database = await openMigratedDatabase(config);
    if (generateTotal !== undefined && (await recipeCount(database)) !== generateTotal) {
      await database.close();
      database = null;
      await generate(target, generateTotal, { reset: true });
      database = await openMigratedDatabase(config);
    }
    const driver = driverOf(database);
    app = await buildApp({ config, db: database.db });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const cookie = await login(base, cook);
    const session = await appSessionStatement(database, cookie);
    const about = await describeDatabase(driver, cook);
    const cpu = cpus();
    console.log(`# Search benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    console.log(`\nserver/src/search/search.db.ts + search-text.ts sha256 ${searchCodeFingerprint()}`);
    console.log(
      `\n${describeTarget(target)}: ${about.version.split(' on ')[0]}; ${about.recipes} recipes, ${about.cooks} cooks; ` +
        `cook ${cook} sees ${about.visible} with Shared on. Node ${process.version}, ${cpu.length} × ${cpu[0]?.model.trim()}. ` +
        `Load average before the run ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}. ${seconds} s per case after ${warmup} s warm-up; latencies in ms.\n`,
    );

    const rows: Row[] = [];
    for (const queryClass of classes) {
      for (const endpoint of endpoints) {
        const params: SearchParams = { userId: cook, shared: true, basil: false, text: queryClass.search };
        const statements = await appSearchStatements(database, endpoint, params);
        const url = endpointUrl(base, endpoint, cook, queryClass.search);
        await checkSameAnswer(url, cookie, driver, endpoint, statements);
        const matches = await countSearch(database.db, params);
        for (const connections of connectionCounts) {
          if (warmup > 0) await loadApp(url, cookie, connections, warmup);
          const appResult = await loadApp(url, cookie, connections, seconds);
          if (warmup > 0) await loadRaw(driver, statements, connections, warmup);
          const rawResult = await loadRaw(driver, statements, connections, seconds);
          const bareResult = await loadBare(driver, session, statements, { cookie, connections, seconds, warmup });
          rows.push({ queryClass, endpoint, matches, connections, app: appResult, raw: rawResult, bare: bareResult });
          console.error(
            `  ${queryClass.key}/${endpoint}/${connections}: app p95 ${ms(appResult.p95)} ms ${appResult.perSecond.toFixed(0)}/s, ` +
              `raw p95 ${ms(rawResult.p95)} ms ${rawResult.perSecond.toFixed(0)}/s, ` +
              `bare p95 ${ms(bareResult.p95)} ms ${bareResult.perSecond.toFixed(0)}/s`,
          );
        }
      }
    }
    console.log(markdownTable(rows));
    console.log(`\n${goals(target, about.recipes, rows)}`);
    if (named.get('floor') !== 'false') {
      // What every request costs before any search: HTTP and Fastify alone, then with the session lookup.
      console.log('\nFloor of the app (no search; app side only):\n');
      console.log('| request | conns | p50 | p95 | p99 | req/s |\n| --- | ---: | ---: | ---: | ---: | ---: |');
      for (const path of ['/api/health', '/api/session']) {
        for (const connections of connectionCounts) {
          if (warmup > 0) await loadApp(`${base}${path}`, cookie, connections, warmup);
          const floor = await loadApp(`${base}${path}`, cookie, connections, Math.min(seconds, 5));
          console.log(
            `| GET ${path} | ${connections} | ${ms(floor.p50)} | ${ms(floor.p95)} | ${ms(floor.p99)} | ${floor.perSecond.toFixed(0)} |`,
          );
        }
      }
    }
    if (rows.some((row) => row.app.failed + row.raw.failed + row.bare.failed > 0)) process.exitCode = 1;
  } finally {
    process.off('SIGINT', stop);
    await app?.close();
    await database?.close();
    rmSync(scratchDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
