/**
 * The search benchmark's load generator, run in its own process (run.ts forks it for each case) so the app's
 * thread does only the app's work, as with a separate load-generating machine. It takes one job from its parent,
 * runs autocannon for the job's time and answers every 200 response's latency (from autocannon's per-response
 * event, so percentiles are exact) and how many requests failed.
 */
import autocannon from 'autocannon';

export interface LoadJob {
  url: string;
  cookie: string;
  connections: number;
  seconds: number;
}

export interface LoadAnswer {
  latencies: number[];
  failed: number;
  elapsedSeconds: number;
}

function run(job: LoadJob): Promise<LoadAnswer> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let failed = 0;
    const started = performance.now();
    const instance = autocannon(
      {
        url: job.url,
        connections: job.connections,
        duration: job.seconds,
        headers: { cookie: job.cookie, accept: 'application/json' },
      },
      (error, result) => {
        if (error) return reject(error);
        const elapsedSeconds = (performance.now() - started) / 1000;
        resolve({ latencies, failed: failed + result.errors + result.timeouts, elapsedSeconds });
      },
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
      if (statusCode === 200) latencies.push(ms);
      else failed += 1;
    });
    process.once('SIGINT', () => instance.stop());
  });
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (answer) => process.send!(answer, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
