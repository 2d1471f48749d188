import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { registerCook, sessionCookieFrom, signedInCook } from '../testing/cooks.js';
import { describeWithApp } from '../testing/test-app.js';

describeWithApp('accounts', (t) => {
  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/userregistration', payload });
  const login = (payload: Record<string, unknown>, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/userlogin', payload, headers: cookie ? { cookie } : {} });

  it('registers a Free cook with a 30-day trial and an argon2id password hash', async () => {
    const response = await register({ firstname: 'Maria', email: 'Maria@Example.com', password: 'tomato7' });
    expect(response.statusCode).toBe(201);
    const { user_id } = response.json();
    const [row] = await t.db.select().from(users).where(eq(users.user_id, user_id));
    expect(row?.user_access).toBe('Free');
    const joined = new Date(`${row!.user_joined_date}T00:00:00Z`);
    const expiry = new Date(`${row!.user_free_expiry_date}T00:00:00Z`);
    expect((expiry.getTime() - joined.getTime()) / 86_400_000).toBe(30);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain('tomato7');
  });

  it('refuses an email already registered, whatever its case', async () => {
    await register({ firstname: 'Ann', email: 'ann@example.com', password: 'pasta123' });
    const again = await register({ firstname: 'Annie', email: 'ANN@example.COM', password: 'pasta456' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This email is already registered' });
  });

  it.each([
    [{ email: 'a@example.com', password: 'abc123' }, 'A first name is required'],
    [{ firstname: '  ', email: 'a@example.com', password: 'abc123' }, 'A first name is required'],
    [{ firstname: 'Ann2', email: 'a@example.com', password: 'abc123' }, 'Alpha characters only'],
    [
      { firstname: 'A'.repeat(51), email: 'a@example.com', password: 'abc123' },
      'A first name is at most 50 characters',
    ],
    [{ firstname: 'Ann', password: 'abc123' }, 'Email is required'],
    [{ firstname: 'Ann', email: 'not-an-email', password: 'abc123' }, 'Enter a valid email'],
    [{ firstname: 'Ann', email: 'a@example.com' }, 'Password is required'],
    [{ firstname: 'Ann', email: 'a@example.com', password: 'abc12' }, 'At least 6 characters, include one number'],
    [{ firstname: 'Ann', email: 'a@example.com', password: 'abcdefg' }, 'At least 6 characters, include one number'],
    [{ firstname: 'Ann', email: 'a@example.com', password: '1234567' }, 'At least 6 characters, include one number'],
    [{ firstname: 'Ann', email: 'a@example.com', password: 'abc 123!' }, 'At least 6 characters, include one number'],
    [
      { firstname: 'Ann', email: 'a@example.com', password: `abc123${'x'.repeat(123)}` },
      'A password is at most 128 characters',
    ],
  ])('registration %j answers 400 "%s"', async (payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('names only what is missing when a field is empty, not the rules it would also break', async () => {
    const response = await register({ firstname: ' ', email: 'a@example.com', password: '' });
    expect(response.json().issues).toEqual([
      { path: 'firstname', message: 'A first name is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('accepts first names in any alphabet, accent and vowel marks included', async () => {
    // Hindi and Tamil write vowels as marks; some keyboards type ë as e and a separate accent.
    const names = ['Zoë', 'अनिल', 'தமிழ்', 'Zoe\u0308'];
    for (const [index, firstname] of names.entries()) {
      const response = await register({ firstname, email: `name${index}@example.com`, password: 'crepe12' });
      expect(response.statusCode, firstname).toBe(201);
    }
    const [row] = await t.db.select().from(users).where(eq(users.user_email, 'name3@example.com'));
    // Kept in one form, so the same name typed either way is the same text.
    expect(row?.user_name).toBe('Zoë');
    const mark = await register({ firstname: '\u0308Zoe', email: 'mark@example.com', password: 'crepe12' });
    expect(mark.json()).toMatchObject({ message: 'Alpha characters only' });
  });

  it('accepts the names people have: spaces, hyphens and apostrophes between letters', async () => {
    const names = [
      ['Mary Jo', 'Mary Jo'],
      ['Anne-Marie', 'Anne-Marie'],
      ["O'Brien", "O'Brien"],
      ['D’Angelo', 'D’Angelo'],
      ['  Mary   Jo ', 'Mary Jo'],
      ['Jean-Luc O’Neil', 'Jean-Luc O’Neil'],
    ];
    for (const [index, [firstname, kept]] of names.entries()) {
      const email = `person${index}@example.com`;
      const response = await register({ firstname, email, password: 'crepe12' });
      expect(response.statusCode, firstname).toBe(201);
      const [row] = await t.db.select().from(users).where(eq(users.user_email, email));
      expect(row?.user_name).toBe(kept);
      const signedIn = await login({ email, password: 'crepe12' });
      expect(signedIn.json().user_name).toBe(kept);
    }
  });

  it.each(['Ann2', 'Ann!', 'Ann_Lee', 'Ann.', '-Ann', 'Ann-', "'Ann", 'Ann--Lee', "Ann '", 'Mary Jo3', '<b>Ann</b>'])(
    'refuses %j as a first name with the spec message',
    async (firstname) => {
      const response = await register({ firstname, email: 'symbols@example.com', password: 'crepe12' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Alpha characters only');
    },
  );

  it('answers each login outcome with the spec message', async () => {
    const cook = await registerCook(t.app, 'Luis');
    expect((await login({ email: 'nobody@example.com', password: 'abc123' })).json()).toEqual({
      message: 'email not found',
    });
    const wrong = await login({ email: cook.email, password: 'wrong123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Incorrect password' });
    const right = await login({ email: cook.email.toUpperCase(), password: cook.password });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({
      message: 'loggedin',
      user_id: cook.user_id,
      user_name: 'Luis',
      user_email: cook.email,
      status: 'Free',
    });
  });

  it.each([
    [{ password: 'abc123' }, 'Email is required'],
    [{ email: 'bad', password: 'abc123' }, 'Please enter a valid email'],
    [{ email: 'a@example.com' }, 'Password is required'],
    [{ email: ['a@example.com'], password: 'abc123' }, 'email must be text'],
    [{ email: 'a@example.com', password: 123456 }, 'password must be text'],
    [{ email: 'a@example.com', password: 'short' }, 'Password must be at least 6 characters and include one number'],
  ])('login %j answers 400 "%s"', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('sets an httpOnly, SameSite=Lax session cookie and reports the cook through the session call', async () => {
    const cook = await registerCook(t.app);
    const response = await login({ email: cook.email, password: cook.password });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/fiz_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const session = await t.app.inject({ url: '/api/session', headers: { cookie: sessionCookieFrom(response) } });
    expect(session.json()).toEqual({
      user: {
        user_id: cook.user_id,
        user_name: cook.name,
        user_email: cook.email,
        user_access: 'Free',
        status: 'Free',
      },
    });
  });

  it('answers the session call with no cook for an anonymous caller or a forged cookie', async () => {
    expect((await t.app.inject({ url: '/api/session' })).json()).toEqual({ user: null });
    const forged = await t.app.inject({ url: '/api/session', headers: { cookie: 'fiz_session=abc.def' } });
    expect(forged.json()).toEqual({ user: null });
  });

  it('issues a new session at every login and retires the one presented', async () => {
    const cook = await signedInCook(t.app, t.db);
    const again = await login({ email: cook.email, password: cook.password }, cook.cookie);
    const fresh = sessionCookieFrom(again);
    expect(fresh).not.toBe(cook.cookie);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: cook.cookie } })).json().user).toBeNull();
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: fresh } })).json().user?.user_id).toBe(
      cook.user_id,
    );
  });

  it('ends the session on the server at logout', async () => {
    const cook = await signedInCook(t.app, t.db);
    const logout = await t.app.inject({ method: 'POST', url: '/api/userlogout', headers: { cookie: cook.cookie } });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/fiz_session=;/);
    // The old cookie, replayed, no longer opens anything.
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: cook.cookie } })).json().user).toBeNull();
    const counts = await t.app.inject({
      url: `/api/dashboardcounts/${cook.user_id}`,
      headers: { cookie: cook.cookie },
    });
    expect(counts.statusCode).toBe(401);
  });

  it('reports an Expired status at login once the trial is over', async () => {
    const cook = await registerCook(t.app);
    await t.db.update(users).set({ user_free_expiry_date: '2020-01-01' }).where(eq(users.user_id, cook.user_id));
    const response = await login({ email: cook.email, password: cook.password });
    expect(response.json().status).toBe('Expired');
  });

  it('answers a body that is not JSON with a 400 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/userlogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describeWithApp(
  'rate limits',
  (t) => {
    it('answers the fourth login attempt from one address with 429 and how long to wait', async () => {
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/userlogin',
          payload: { email: 'x@example.com', password: 'abc123' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many login attempts\. Please wait \d+ minutes and try again\.$/);
    });

    it('limits registrations from one address', async () => {
      const attempt = (n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/userregistration',
          payload: { firstname: 'Ann', email: `limit${n}@example.com`, password: 'abc123' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt(i)).statusCode).toBe(201);
      const limited = await attempt(99);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many registrations from this address\. Please wait/);
    });
  },
  {
    rateLimits: {
      login: { max: 3, windowMs: 15 * 60_000 },
      loginPerAccount: { max: 100, windowMs: 60 * 60_000 },
      register: { max: 3, windowMs: 60 * 60_000 },
      contact: { max: 3, windowMs: 60 * 60_000 },
      pdf: { max: 3, windowMs: 60 * 60_000 },
      upload: { max: 3, windowMs: 60 * 60_000 },
    },
  },
);

describeWithApp(
  'ADMIN_EMAIL',
  (t) => {
    it('makes the account with that email an Admin when it registers', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/userregistration',
        payload: { firstname: 'Owner', email: 'Owner@Fiz.example', password: 'admin123' },
      });
      const [row] = await t.db.select().from(users).where(eq(users.user_id, response.json().user_id));
      expect(row?.user_access).toBe('Admin');
    });
  },
  { adminEmail: 'owner@fiz.example' },
);

describeWithApp(
  'secure cookies',
  (t) => {
    it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
      const cook = await registerCook(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/userlogin',
        payload: { email: cook.email, password: cook.password },
      });
      expect(String(response.headers['set-cookie'])).toMatch(/Secure/);
    });
  },
  { secureCookies: true, publicUrl: 'https://fiz.example' },
);
