import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** The lock space of each per-cook daily limit: pg_advisory_xact_lock(space, cook's id). */
const LOCK_SPACES = { chef: 1, recipeMail: 2, contactMail: 3 } as const;
export type DailyLimit = keyof typeof LOCK_SPACES;

export const DAY_MS = 24 * 60 * 60_000;
/** A daily limit counts what the cook did in the last 24 hours. */
export const dailyLimitStart = (now = Date.now()) => new Date(now - DAY_MS);

/**
 * Holds, until the transaction ends, the lock that lets one request at a time count a cook's use of a daily
 * limit and record the next one. Without it, requests arriving together all count before any of them is recorded
 * and all pass.
 */
export async function lockDailyLimit(tx: Pick<Db, 'execute'>, limit: DailyLimit, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACES[limit]}::int, ${userId}::int)`);
}
