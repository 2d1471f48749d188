import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** The embedded database is open in another process; opening it too would lose one side's changes. */
export class DatabaseInUse extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, it belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims the embedded database directory for this process, or refuses when another live process holds it. The
 * embedded database keeps its pages in the memory of the process that opened it, so a second process (a
 * `npm run fiz` command beside a running server) would write files the first then overwrites. A lock left by a
 * process that died is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  // Beside the directory, not in it: the directory is the database's own.
  const lockFile = `${dataDir}.lock`;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lockFile);
    if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
      throw new DatabaseInUse(
        `The embedded database in ${dataDir} is open in another Fiz process (pid ${holder}). ` +
          'Stop that process first, or run this one against PostgreSQL (DATABASE_URL).',
      );
    }
    // Left behind by a process that is gone (or by this one): start again from no lock.
    rmSync(lockFile, { force: true });
  }
}
