import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** The lock space of each per-cook daily limit: pg_advisory_xact_lock(space, cook's id). */
const LOCK_SPACES = { chef: 1, recipeMail: 2, contactMail: 3 } as const;
export type DailyLimit = keyof typeof LOCK_SPACES;
/** Not a limit, but a cook's saves of Chef Basil's answers, in a space of its own beside the limits'. */
const SAVED_QUESTIONS_LOCK_SPACE = 4;

export const DAY_MS = 24 * 60 * 60_000;
/** A daily limit counts what the cook did in the last 24 hours. */
export const dailyLimitStart = (now = Date.now()) => new Date(now - DAY_MS);

/** What the cook did under a daily limit in its window: how many times, and when first. */
export interface DailyUse {
  count: number;
  oldest: Date | null;
}

/**
 * When a cook who has reached a daily limit may go on, in words ("in about 3 hours"): as the limit counts the
 * last 24 hours, its oldest use in them leaves the window 24 hours after it was made.
 */
export function againIn(use: DailyUse, now = Date.now()): string {
  const freedAt = (use.oldest?.getTime() ?? now) + DAY_MS;
  const minutes = Math.max(1, Math.ceil((freedAt - now) / 60_000));
  if (minutes < 60) return minutes === 1 ? 'in a minute' : `in ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'in about an hour' : `in about ${hours} hours`;
}

/**
 * Holds, until the transaction ends, the lock that lets one request at a time count a cook's use of a daily
 * limit and record the next one. Without it, requests arriving together all count before any of them is recorded
 * and all pass.
 */
export async function lockDailyLimit(tx: Pick<Db, 'execute'>, limit: DailyLimit, userId: number): Promise<void> {
  await lockForCook(tx, LOCK_SPACES[limit], userId);
}

/** The same for a cook's saved questions: saves arriving together cannot both find no copy and both save one. */
export async function lockSavedQuestions(tx: Pick<Db, 'execute'>, userId: number): Promise<void> {
  await lockForCook(tx, SAVED_QUESTIONS_LOCK_SPACE, userId);
}

async function lockForCook(tx: Pick<Db, 'execute'>, space: number, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, ${userId}::int)`);
}
