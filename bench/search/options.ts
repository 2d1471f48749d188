import { resolve } from 'node:path';
import { isPostgresUrl } from '../../server/src/db/client.js';

/** Which database a benchmark script works on: PostgreSQL by DATABASE_URL, or PGlite under a DATA_DIR. */
export type Target = { kind: 'postgres'; databaseUrl: string } | { kind: 'pglite'; dataDir: string };

/** A tiny argument reader: positional words, `--name value` and bare `--flag`s. */
export function parseArgs(argv: string[], flags: readonly string[] = []) {
  const positional: string[] = [];
  const named = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index]!;
    if (!word.startsWith('--')) {
      positional.push(word);
      continue;
    }
    const [name, inline] = word.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) named.set(name, inline);
    else if (flags.includes(name)) named.set(name, 'true');
    else {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
      named.set(name, value);
      index += 1;
    }
  }
  return { positional, named };
}

/**
 * `--pglite DIR` chooses PGlite with DIR as its DATA_DIR (the database itself is DIR/pglite, as for the
 * server), otherwise DATABASE_URL must name a PostgreSQL database.
 */
export function targetFrom(named: Map<string, string>, env: NodeJS.ProcessEnv): Target {
  const dataDir = named.get('pglite');
  if (dataDir !== undefined) return { kind: 'pglite', dataDir: resolve(dataDir) };
  if (isPostgresUrl(env.DATABASE_URL)) return { kind: 'postgres', databaseUrl: env.DATABASE_URL };
  throw new Error('give --pglite DIR, or DATABASE_URL=postgres://… for PostgreSQL');
}

export function describeTarget(target: Target): string {
  if (target.kind === 'pglite') return `PGlite at ${target.dataDir}`;
  const url = new URL(target.databaseUrl);
  return `PostgreSQL ${url.host}${url.pathname}`;
}
