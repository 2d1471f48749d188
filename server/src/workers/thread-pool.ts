import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

type PiscinaOptions = NonNullable<ConstructorParameters<typeof Piscina>[0]>;

// Under tsx or vitest the modules are TypeScript, and so are the workers they start, which tsx then loads.
const fromSources = import.meta.url.endsWith('.ts');

/**
 * A pool of worker threads running the function `name` exported by the worker module `worker` (its URL without
 * the extension, as `new URL('./pdf-worker', import.meta.url)`): the one way CPU-heavy work leaves the thread that
 * serves requests. Threads start when work comes and end when idle, so an idle pool keeps no process running.
 */
export function threadPool(worker: URL, options: Omit<PiscinaOptions, 'filename' | 'execArgv'> & { name: string }) {
  return new Piscina({
    filename: fileURLToPath(`${worker.href}.${fromSources ? 'ts' : 'js'}`),
    execArgv: fromSources ? ['--import', 'tsx', '--conditions=fiz-source'] : [],
    minThreads: 0,
    idleTimeout: 60_000,
    // Below the main thread's priority (on Linux), so that requests are answered first when the cores are busy.
    niceIncrement: 10,
    ...options,
  });
}
