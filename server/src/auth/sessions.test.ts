import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions } from '../db/schema.js';
import { registerCook } from '../testing/cooks.js';
import { describeWithApp } from '../testing/test-app.js';
import { SESSION_COOKIE } from './session.plugin.js';
import { createSession, findSession, SESSION_TTL_MS } from './sessions.db.js';

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
    expect((await findSession(t.db, token, later))?.user.user_id).toBe(cook.user_id);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.user_id, cook.user_id));
    expect(row?.expires_at.getTime()).toBe(later.getTime() + SESSION_TTL_MS);

    const idle = new Date(later.getTime() + SESSION_TTL_MS + 1000);
    expect(await findSession(t.db, token, idle)).toBeNull();
  });

  it("gives the browser's cookie the new 30 days when a visit extends the session, and not on every request", async () => {
    const cook = await registerCook(t.app);
    const sessionCookie = (response: { cookies: { name: string; maxAge?: number; value: string }[] }) =>
      response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    const visit = (token: string) =>
      t.app.inject({ url: '/api/session', headers: { cookie: `${SESSION_COOKIE}=${t.app.signCookie(token)}` } });
    // Signed in two days ago: this visit moves the session on, so the cookie is sent again with it.
    const token = await createSession(t.db, cook.user_id, new Date(Date.now() - 2 * DAY));
    const renewed = sessionCookie(await visit(token));
    expect(renewed?.maxAge).toBe(SESSION_TTL_MS / 1000);
    expect(t.app.unsignCookie(renewed!.value).value).toBe(token);
    // Extended a moment ago: nothing to send.
    expect(sessionCookie(await visit(token))).toBeUndefined();
  });

  it('signs out for good even when the same request would have extended the session', async () => {
    const cook = await registerCook(t.app);
    const token = await createSession(t.db, cook.user_id, new Date(Date.now() - 2 * DAY));
    const cookie = `${SESSION_COOKIE}=${t.app.signCookie(token)}`;
    const logout = await t.app.inject({ method: 'POST', url: '/api/userlogout', headers: { cookie } });
    expect(logout.cookies.filter((sent) => sent.name === SESSION_COOKIE).map((sent) => sent.value)).toEqual(['']);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).json().user).toBeNull();
  });
});
