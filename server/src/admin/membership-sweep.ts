import type { FastifyBaseLogger } from 'fastify';
import { todayIn } from '@fiz/core/calendar';
import type { Db } from '../db/client.js';
import { refreshMembershipFlags } from './membership.db.js';

/** Statuses change only when a day turns over, so hourly keeps the flags at most an hour behind. */
export const SWEEP_INTERVAL_MS = 60 * 60_000;

export interface MembershipSweep {
  /** Refreshes the flags now, then every interval. */
  start(): void;
  /** Stops the timer and waits for a refresh under way, so the database is never closed beneath it. */
  stop(): Promise<void>;
}

export function membershipSweep({
  db,
  timeZone,
  log,
  intervalMs = SWEEP_INTERVAL_MS,
}: {
  db: Db;
  timeZone: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): MembershipSweep {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const refresh = async () => {
    try {
      const changed = await refreshMembershipFlags(db, todayIn(timeZone));
      if (changed > 0) log.info({ changed }, 'membership flags refreshed');
    } catch (error) {
      log.error({ err: error }, 'membership flags not refreshed');
    }
  };
  // One refresh at a time: a slow one is never overtaken by the next.
  const run = () => {
    running = running.then(refresh);
  };

  return {
    start() {
      run();
      timer = setInterval(run, intervalMs);
      // The sweep alone never keeps the process alive.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
