/**
 * N Fiz instances (child processes of `node server/dist/main.js`) behind one round-robin reverse proxy on one
 * port, written with node:http. The proxy streams bodies both ways and passes every header back (Set-Cookie
 * included). A request whose instance cannot be reached before any of its body was sent goes to the next
 * instance; when none answers, or an instance fails after the request was sent, the proxy answers 502.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = resolve(REPO_ROOT, 'server/dist/main.js');
/** After a refused connection an instance is skipped for this long before the proxy tries it again. */
const DOWN_FOR_MS = 500;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

export interface ClusterOptions {
  instances: number;
  /** Shared by every instance: DATABASE_URL, DATA_DIR and anything else. */
  env: Record<string, string>;
  /** How long to wait for /api/ready on each instance. */
  readyTimeoutMs?: number;
}

interface Instance {
  port: number;
  child: ChildProcess | null;
  exited: Promise<void>;
  downUntil: number;
  log: string[];
}

export interface Cluster {
  /** The proxy's address, e.g. http://127.0.0.1:40123. */
  url: string;
  instanceUrl(index: number): string;
  kill(index: number, signal?: NodeJS.Signals): Promise<void>;
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
  /** CPU seconds (user + system) each running instance has used so far, from /proc. */
  cpuSeconds(): number[];
  /** What the proxy answered 502 and why, for the report. */
  proxyErrors: { at: number; instance: number; error: string }[];
}

export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

export async function waitForReady(url: string, timeoutMs: number, child?: ChildProcess | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the instance at ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(3000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url}/api/ready did not answer 200 within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 150));
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const proxyPort = await freePort();
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const instances: Instance[] = [];
  for (let i = 0; i < options.instances; i++)
    instances.push({ port: await freePort(), child: null, exited: Promise.resolve(), downUntil: 0, log: [] });

  const spawnInstance = (index: number) => {
    const instance = instances[index]!;
    const child = spawn(process.execPath, [MAIN], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        ...options.env,
        PORT: String(instance.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      instance.log.push(chunk.toString());
      if (instance.log.length > 200) instance.log.shift();
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    instance.child = child;
    instance.downUntil = 0;
    instance.exited = once(child, 'exit').then(() => undefined);
  };

  const killAll = async () => {
    await Promise.all(
      instances.map(async (instance) => {
        const child = instance.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await instance.exited;
        clearTimeout(timer);
      }),
    );
  };

  // Whatever happens to this process, its instances go with it.
  const killOnExit = () => {
    for (const instance of instances) if (instance.child?.exitCode === null) instance.child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);

  const proxyErrors: Cluster['proxyErrors'] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;

  const proxy = http.createServer((request, response) => {
    request.pause();
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers))
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    const address = request.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-for'] = request.headers['x-forwarded-for']
      ? `${String(request.headers['x-forwarded-for'])}, ${address}`
      : address;
    headers['x-forwarded-proto'] = 'http';

    const attempt = (tried: number) => {
      if (tried >= instances.length) {
        sendBadGateway(response, 'No Fiz instance is reachable.');
        return;
      }
      // Round robin over the instances not known to be down; all down → try them anyway.
      const now = Date.now();
      let index = next++ % instances.length;
      for (let k = 0; k < instances.length && instances[index]!.downUntil > now; k++) index = next++ % instances.length;
      const instance = instances[index]!;
      // Nothing of the request has left the proxy yet, so another instance can take it (always true of a GET).
      let bodySent = false;
      const bodiless = request.method === 'GET' || request.method === 'HEAD';
      const upstream = http.request({
        host: '127.0.0.1',
        port: instance.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      });
      upstream.on('socket', (socket) => {
        const start = () => {
          bodySent = !bodiless;
          if (request.readableEnded) upstream.end();
          else request.pipe(upstream);
        };
        if (socket.connecting) socket.once('connect', start);
        else start();
      });
      upstream.on('response', (upstreamResponse) => {
        const back: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(upstreamResponse.headers))
          if (!HOP_BY_HOP.has(name) && value !== undefined) back[name] = value;
        response.writeHead(upstreamResponse.statusCode ?? 502, back);
        upstreamResponse.pipe(response);
        upstreamResponse.on('error', () => response.destroy());
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (response.headersSent) {
          response.destroy();
          return;
        }
        proxyErrors.push({ at: Date.now(), instance: index, error: error.code ?? error.message });
        if (!bodySent) {
          instance.downUntil = Date.now() + DOWN_FOR_MS;
          attempt(tried + 1);
          return;
        }
        sendBadGateway(response, `The Fiz instance failed while answering (${error.code ?? error.message}).`);
      });
      response.on('close', () => {
        if (!response.writableFinished) upstream.destroy();
      });
    };
    attempt(0);
  });
  proxy.keepAliveTimeout = 30_000;

  try {
    for (let i = 0; i < instances.length; i++) spawnInstance(i);
    await Promise.all(
      instances.map((instance) => waitForReady(`http://127.0.0.1:${instance.port}`, readyTimeoutMs, instance.child)),
    );
    await new Promise<void>((done) => proxy.listen(proxyPort, '127.0.0.1', done));
  } catch (error) {
    for (const [i, instance] of instances.entries())
      console.error(`instance ${i} output:\n${instance.log.join('').slice(-3000)}`);
    await killAll();
    throw error;
  }

  return {
    url: publicUrl,
    proxyErrors,
    instanceUrl: (index) => `http://127.0.0.1:${instances[index]!.port}`,
    cpuSeconds: () => instances.map((instance) => processCpuSeconds(instance.child?.pid)),
    async kill(index, signal = 'SIGKILL') {
      const instance = instances[index]!;
      instance.child?.kill(signal);
      await instance.exited;
    },
    async restart(index) {
      const instance = instances[index]!;
      if (instance.child && instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
      spawnInstance(index);
      await waitForReady(`http://127.0.0.1:${instance.port}`, readyTimeoutMs, instance.child);
    },
    async stop() {
      await new Promise((done) => {
        proxy.close(done);
        proxy.closeAllConnections();
      });
      agent.destroy();
      await killAll();
      process.off('exit', killOnExit);
    },
  };
}

function sendBadGateway(response: http.ServerResponse, message: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(502, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ message }));
}

/** utime + stime of a process, in seconds (Linux clock ticks of 1/100 s). */
export function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
