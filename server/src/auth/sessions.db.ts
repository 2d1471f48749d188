import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { sessions, users } from '../db/schema.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** A session is pushed forward at most once a day, so reads do not each cost a write. */
const EXTEND_AFTER_MS = 24 * 60 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    user_id: userId,
    expires_at: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** Every API request with a cookie looks its session up. */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({ user: users, expiresAt: sessions.expires_at })
    .from(sessions)
    .innerJoin(users, eq(users.user_id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        gt(sessions.expires_at, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .prepare('fiz_session_user'),
);

/**
 * The cook behind a live session token, extending the session when it is due (sliding expiry); `extended` says
 * the browser's cookie must be given the new 30 days too.
 */
export async function findSession(db: Db, token: string, now = new Date()) {
  const tokenHash = hashToken(token);
  const [row] = await sessionLookup(db).execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  const extended = row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - EXTEND_AFTER_MS;
  if (extended) {
    await db
      .update(sessions)
      .set({ expires_at: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.token_hash, tokenHash));
  }
  return { user: row.user, extended };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expires_at, now));
}
