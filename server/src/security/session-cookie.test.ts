import { expect, it } from 'vitest';
import { registerCook, sessionCookieFrom } from '../testing/cooks.js';
import { describeWithApp, type TestApp } from '../testing/test-app.js';

async function logIn(t: TestApp, cook: { email: string; password: string }, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/userlogin',
    headers: cookie ? { cookie } : {},
    payload: { email: cook.email, password: cook.password },
  });
}

const sessionUser = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ url: '/api/session', headers: { cookie } })).json<{ user: { user_id: number } | null }>().user;

const setCookieHeader = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie']].flat().find((header) => String(header).startsWith('fiz_session=')) as string;

describeWithApp('the session cookie', (t) => {
  it('is HttpOnly, SameSite=Lax, for the whole site, and not Secure on plain http', async () => {
    const cook = await registerCook(t.app);
    const header = setCookieHeader(await logIn(t, cook));
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/; Secure/i);
  });

  it('gets a new id at every sign-in, and the id from before sign-in stops working', async () => {
    const cook = await registerCook(t.app);
    const before = sessionCookieFrom(await logIn(t, cook));
    expect(await sessionUser(t, before)).toMatchObject({ user_id: cook.user_id });

    const after = sessionCookieFrom(await logIn(t, cook, before));
    expect(after).not.toBe(before);
    expect(await sessionUser(t, after)).toMatchObject({ user_id: cook.user_id });
    expect(await sessionUser(t, before)).toBeNull();
  });

  it('ends the session on the server at logout: a copy of the old cookie is worthless', async () => {
    const cook = await registerCook(t.app);
    const cookie = sessionCookieFrom(await logIn(t, cook));
    const logout = await t.app.inject({ method: 'POST', url: '/api/userlogout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(setCookieHeader(logout)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await sessionUser(t, cookie)).toBeNull();
    const refused = await t.app.inject({ url: `/api/getuser/${cook.user_id}`, headers: { cookie } });
    expect(refused.statusCode).toBe(401);
  });

  it('ignores a session id that was not signed by the server', async () => {
    const cook = await registerCook(t.app);
    const cookie = sessionCookieFrom(await logIn(t, cook));
    const unsignedValue = decodeURIComponent(cookie.slice('fiz_session='.length)).split('.').slice(0, -1).join('.');
    expect(await sessionUser(t, `fiz_session=${encodeURIComponent(unsignedValue)}`)).toBeNull();
    expect(await sessionUser(t, `fiz_session=${encodeURIComponent(`${unsignedValue}.forged`)}`)).toBeNull();
  });
});

describeWithApp(
  'the session cookie on https',
  (t) => {
    it('is Secure when the public address is https', async () => {
      const cook = await registerCook(t.app);
      const header = setCookieHeader(await logIn(t, cook));
      expect(header).toMatch(/; Secure/i);
      expect(header).toMatch(/; HttpOnly/i);
      expect(header).toMatch(/; SameSite=Lax/i);
    });
  },
  { publicUrl: 'https://fiz.example.com', secureCookies: true },
);
