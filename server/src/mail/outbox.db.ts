import { and, count, desc, eq, gte, inArray, lte, min, sql } from 'drizzle-orm';
import type { OutboxStatus } from '@fiz/core/mail';
import type { Db } from '../db/client.js';
import { dailyLimitStart, lockDailyLimit, type DailyLimit, type DailyUse } from '../db/daily-limit.js';
import { mailOutbox, type MailAttachment } from '../db/schema.js';
import { onlyRow } from '../db/rows.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type MailKind = 'recipe' | 'contact';
/** The daily limit each kind of mail may be sent under. */
const DAILY_LIMIT_OF: Record<MailKind, DailyLimit> = { recipe: 'recipeMail', contact: 'contactMail' };

export interface NewMail {
  kind: MailKind;
  /** The cook whose action sent it. */
  userId: number | null;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/**
 * Writes a message to the outbox. With a lease it is written as taken by the caller for its first attempt, so
 * the background deliverer leaves it alone unless that attempt never ends (a crash).
 */
export async function addToOutbox(
  db: Pick<Db, 'insert'>,
  mail: NewMail,
  lease?: { now: Date; leaseMs: number },
): Promise<OutboxRow> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      user_id: mail.userId,
      to_address: mail.to,
      reply_to: mail.replyTo ?? '',
      subject: mail.subject,
      text_body: mail.text,
      attachments: mail.attachments ?? [],
      ...(lease ? { attempts: 1, next_attempt_at: new Date(lease.now.getTime() + lease.leaseMs) } : {}),
    })
    .returning();
  return onlyRow(rows);
}

/**
 * As addToOutbox, unless the cook has already sent `limit` messages of this kind in the last 24 hours: then
 * nothing is written and the answer is null. Counting and writing under the cook's lock, messages sent together
 * cannot all pass.
 */
export async function addToOutboxWithinDailyLimit(
  db: Db,
  mail: NewMail & { userId: number },
  limit: number,
  lease?: { now: Date; leaseMs: number },
): Promise<OutboxRow | null> {
  return db.transaction(async (tx) => {
    await lockDailyLimit(tx, DAILY_LIMIT_OF[mail.kind], mail.userId);
    if ((await mailsSince(tx, mail.userId, mail.kind, dailyLimitStart())).count >= limit) return null;
    return addToOutbox(tx, mail, lease);
  });
}

/**
 * Takes the pending messages that are due and leases them: their next attempt
 * moves past the lease, so neither this process nor another one sends them twice while an attempt is in
 * flight, and one that dies mid-attempt is tried again when the lease runs out.
 */
export async function claimDue(
  db: Db,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.next_attempt_at, now)))
    .orderBy(mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, next_attempt_at: new Date(now.getTime() + leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: Db, id: number, now = new Date()): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sent_at: now, last_error: '' }).where(eq(mailOutbox.id, id));
}

export async function markRetry(db: Db, id: number, at: Date, error: string): Promise<void> {
  await db.update(mailOutbox).set({ next_attempt_at: at, last_error: error }).where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'failed', last_error: error }).where(eq(mailOutbox.id, id));
}

export async function findOutboxMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** The newest messages first; the view shows at most this many. */
const OUTBOX_VIEW_LIMIT = 200;

export async function listOutbox(db: Db, status: OutboxStatus | 'all'): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(status === 'all' ? undefined : eq(mailOutbox.status, status))
    .orderBy(desc(mailOutbox.id))
    .limit(OUTBOX_VIEW_LIMIT);
}

/** The cook's messages of this kind since a time: how many, and when the first of them was written. */
export async function mailsSince(
  db: Pick<Db, 'select'>,
  userId: number,
  kind: MailKind,
  since: Date,
): Promise<DailyUse> {
  const [row] = await db
    .select({ count: count(), oldest: min(mailOutbox.created_at) })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.user_id, userId), eq(mailOutbox.kind, kind), gte(mailOutbox.created_at, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}
