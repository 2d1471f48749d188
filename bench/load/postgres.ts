/** Fresh fizload* databases on the machine's PostgreSQL, and a private, throwaway PostgreSQL cluster. */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { processCpuSeconds } from './cluster.js';

const ADMIN_URL = process.env.LOAD_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Drops (if it exists) and creates the database; only names starting with fizload are accepted. */
export async function freshDatabase(name: string, adminUrl = ADMIN_URL): Promise<string> {
  if (!/^fizload[a-z0-9_]*$/.test(name)) throw new Error(`refusing to recreate database ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string, adminUrl = ADMIN_URL): Promise<void> {
  if (!/^fizload[a-z0-9_]*$/.test(name)) throw new Error(`refusing to drop database ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** CPU seconds used so far by the PostgreSQL backends serving one database (their title names it). */
export function backendCpuSeconds(database: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) total += processCpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const BIN = '/usr/lib/postgresql/15/bin';

/** A PostgreSQL cluster of its own under /tmp, run as the postgres OS user, listening on 127.0.0.1:port. */
export class PrivatePostgres {
  readonly dir: string;

  constructor(readonly port: number) {
    this.dir = mkdtempSync('/tmp/fizload-pg-');
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private asPostgres(command: string, args: string[]): string {
    return execFileSync('runuser', ['-u', 'postgres', '--', join(BIN, command), ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
  }

  /** The same, without blocking the event loop: requests in flight keep being timed while pg_ctl runs. */
  private async asPostgresAsync(command: string, args: string[]): Promise<void> {
    await promisify(execFile)('runuser', ['-u', 'postgres', '--', join(BIN, command), ...args], { timeout: 60_000 });
  }

  init(): void {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(this.dir, uid, gid);
    this.asPostgres('initdb', ['-D', join(this.dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
  }

  async start(): Promise<void> {
    await this.asPostgresAsync('pg_ctl', [
      'start',
      '-D',
      join(this.dir, 'data'),
      '-w',
      '-l',
      join(this.dir, 'log'),
      '-o',
      `-p ${this.port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`,
    ]);
  }

  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await this.asPostgresAsync('pg_ctl', ['stop', '-D', join(this.dir, 'data'), '-w', '-m', mode]);
  }

  running(): boolean {
    try {
      this.asPostgres('pg_ctl', ['status', '-D', join(this.dir, 'data')]);
      return true;
    } catch {
      return false;
    }
  }

  /** Stops the cluster if it runs and removes its directory; safe to call more than once. */
  destroy(): void {
    try {
      if (this.running()) this.asPostgres('pg_ctl', ['stop', '-D', join(this.dir, 'data'), '-w', '-m', 'immediate']);
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}
