import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Driver } from './driver.js';
import type { LoadAnswer, LoadJob } from './load-client.js';

/**
 * How the search benchmark measures one case: the app loaded over HTTP by the load generator in its own process,
 * and the same SQL sent straight through the driver by N workers; both summarised the same way.
 */

const LOAD_CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

export interface Statement {
  text: string;
  params: unknown[];
  /** Sent as a named statement, as the app sends its prepared ones. */
  name?: string;
}

export interface Measured {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  completed: number;
  failed: number;
}

/** Nearest-rank percentiles over every latency recorded, the same way for the app and the baseline. */
function summarise(latencies: number[], seconds: number, failed: number): Measured {
  const sorted = Float64Array.from(latencies).sort();
  const at = (percent: number) =>
    sorted.length === 0 ? NaN : sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)]!;
  return {
    p50: at(50),
    p95: at(95),
    p99: at(99),
    perSecond: latencies.length / seconds,
    completed: latencies.length,
    failed,
  };
}

let running: ChildProcess | null = null;

/** autocannon for a fixed time in its own process (load-client.ts); p95 is exact over every response. */
export function loadApp(url: string, cookie: string, connections: number, seconds: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const client = fork(LOAD_CLIENT, { stdio: 'inherit' });
    running = client;
    let answer: LoadAnswer | null = null;
    client.once('message', (message: LoadAnswer) => (answer = message));
    client.once('error', reject);
    client.once('exit', (code) => {
      running = null;
      if (!answer) return reject(new Error(`the load generator stopped (exit code ${code}) without an answer`));
      resolve(summarise(answer.latencies, answer.elapsedSeconds, answer.failed));
    });
    client.send({ url, cookie, connections, seconds } satisfies LoadJob);
  });
}

/** The baseline: N workers each sending the statements back to back through the driver, for the same time. */
export async function loadRaw(driver: Driver, statements: Statement[], connections: number, seconds: number) {
  const latencies: number[] = [];
  let failed = 0;
  let firstError: unknown = null;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const began = performance.now();
      try {
        for (const statement of statements) await driver.query(statement.text, statement.params);
        latencies.push(performance.now() - began);
      } catch (error) {
        failed += 1;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  if (firstError) console.error('  raw query failed:', firstError instanceof Error ? firstError.message : firstError);
  return summarise(latencies, (performance.now() - started) / 1000, failed);
}

/** Stops a load run in progress (Ctrl-C): the load generator answers with what it measured so far. */
export function stopLoad(): void {
  running?.kill('SIGINT');
}
