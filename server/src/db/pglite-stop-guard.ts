import type { PGlite } from '@electric-sql/pglite';

/** The parts of PGlite's Emscripten module that its protocol loop calls (pglite.ts, execProtocolRawSync). */
interface ProtocolLoopModule {
  _PostgresMainLoopOnce(): void;
  stackRestore(stackPointer: number): void;
}

/** What PGlite's backend throws for an ordinary query error; PGlite recovers from it and reports the error. */
const POSTGRES_MAIN_LONGJMP = 100;

/** The embedded database's backend has exited; no query can run until Fiz is restarted. */
export class EmbeddedDatabaseStopped extends Error {
  /** A lost connection (SQLSTATE class 08): the server answers 503 and readiness fails, as for PostgreSQL. */
  readonly code = '08006';

  constructor(cause: unknown) {
    // Emscripten's ExitStatus carries a message but is not an Error.
    const message = (cause as { message?: unknown } | null)?.message;
    const reason = typeof message === 'string' ? message : String(cause);
    super(`The embedded database stopped (${reason}). Restart Fiz to open it again.`, { cause });
  }
}

/**
 * Says once, on standard error, why the database stopped: the server's own log only sees the 503s that follow,
 * and the cause (a FATAL error, a trap in the backend) is what an operator needs to find the fault.
 */
function reportStop(cause: unknown): void {
  const stack = (cause as { stack?: unknown } | null)?.stack;
  console.error(`${new EmbeddedDatabaseStopped(cause).message}${typeof stack === 'string' ? `\n${stack}` : ''}`);
}

/**
 * Makes every query fail, instead of hanging the process, once PGlite's backend has exited.
 *
 * PGlite's protocol loop swallows every exception but an ordinary query error (electric-sql/pglite#1058). When
 * the backend exits, on a FATAL error, each turn of the loop throws again and the loop spins synchronously at
 * 100% CPU for ever: no timer can fire and no request is answered. The loop's catch block restores the stack
 * before anything else, outside its try, so throwing there ends the loop and rejects the query.
 */
export function failQueriesWhenBackendStops(client: PGlite): void {
  const mod = (client as unknown as { mod: ProtocolLoopModule }).mod;
  let stoppedBy: unknown;
  const loopOnce = mod._PostgresMainLoopOnce.bind(mod);
  const stackRestore = mod.stackRestore.bind(mod);
  mod._PostgresMainLoopOnce = () => {
    if (stoppedBy !== undefined) throw stoppedBy;
    try {
      loopOnce();
    } catch (error) {
      if ((error as { status?: unknown } | null)?.status !== POSTGRES_MAIN_LONGJMP) {
        stoppedBy = error ?? 'unknown';
        reportStop(stoppedBy);
      }
      throw error;
    }
  };
  mod.stackRestore = (stackPointer) => {
    stackRestore(stackPointer);
    if (stoppedBy !== undefined) throw new EmbeddedDatabaseStopped(stoppedBy);
  };
}
