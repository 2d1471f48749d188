import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions } from '../db/schema.js';
import { registerCook } from '../testing/cooks.js';
import { describeWithApp } from '../testing/test-app.js';
import { createSession, findSessionUser, SESSION_TTL_MS } from './sessions.db.js';

const DAY = 24 * 60 * 60_000;

describeWithApp('sessions', (t) => {
  it('stores only a hash of the token', async () => {
    const cook = await registerCook(t.app);
    const token = await createSession(t.db, cook.user_id);
    const rows = await t.db.select().from(sessions).where(eq(sessions.user_id, cook.user_id));
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('slides the expiry forward when the cook comes back, and ends after 30 idle days', async () => {
    const cook = await registerCook(t.app);
    const start = new Date('2026-03-01T12:00:00Z');
    const token = await createSession(t.db, cook.user_id, start);

    const later = new Date(start.getTime() + 10 * DAY);
    expect((await findSessionUser(t.db, token, later))?.user_id).toBe(cook.user_id);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.user_id, cook.user_id));
    expect(row?.expires_at.getTime()).toBe(later.getTime() + SESSION_TTL_MS);

    const idle = new Date(later.getTime() + SESSION_TTL_MS + 1000);
    expect(await findSessionUser(t.db, token, idle)).toBeNull();
  });
});
