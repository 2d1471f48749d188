import { Worker } from 'node:worker_threads';

/** One timed request: its status, and how long it took to answer in full. */
export interface TimedAnswer {
  status: number;
  ms: number;
}

/**
 * Sends a request for `url` every `everyMs`, whether or not the ones before were answered, from a thread of its
 * own, while `work` runs here; the answers once the work is done. Sent from another thread, the requests keep
 * coming while this thread's event loop is held, and each waits for it as a real client's would: a loop held for
 * a second makes a second's worth of requests late, not one.
 */
export async function timeRequestsWhile<T>(
  url: string,
  work: () => Promise<T>,
  everyMs = 20,
): Promise<{ answers: TimedAnswer[]; result: T }> {
  const timer = new Worker(TIMER_SOURCE, { eval: true, workerData: { url, everyMs } });
  const answers = new Promise<TimedAnswer[]>((resolve, reject) => {
    timer.on('message', (message: { answers?: TimedAnswer[] }) => message.answers && resolve(message.answers));
    timer.once('error', reject);
  });
  // The first answer says the timer is running before the work starts.
  await new Promise((resolve) => timer.once('message', resolve));
  try {
    const result = await work();
    timer.postMessage('stop');
    return { answers: await answers, result };
  } finally {
    await timer.terminate();
  }
}

/** The timer's thread: plain JavaScript, as an evaluated worker runs it. */
const TIMER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const answers = [];
const pending = new Set();
const send = () => {
  const started = performance.now();
  const request = fetch(workerData.url)
    .then(async (response) => {
      await response.arrayBuffer();
      answers.push({ status: response.status, ms: performance.now() - started });
      if (answers.length === 1) parentPort.postMessage({ started: true });
    })
    .finally(() => pending.delete(request));
  pending.add(request);
};
const sending = setInterval(send, workerData.everyMs);
send();
parentPort.once('message', async () => {
  clearInterval(sending);
  await Promise.allSettled([...pending]);
  parentPort.postMessage({ answers });
});
`;
