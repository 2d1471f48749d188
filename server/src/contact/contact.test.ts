import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { describeWithApp } from '../testing/test-app.js';
import { testConfig } from '../testing/test-config.js';

const contactLimit = { max: 15, windowMs: 60 * 60_000 };
/** CONTACT_RATE_LIMIT's default. */
const defaultContactLimit = { max: 5, windowMs: 60 * 60_000 };

describeWithApp(
  'contact messages',
  (t) => {
    let cook: TestCook;
    let admin: TestCook;
    let expired: TestCook;

    const send = (as: TestCook | null, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/emailfromcontact',
        ...(as ? { headers: { cookie: as.cookie } } : {}),
        payload,
      });
    const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, as: TestCook = admin) =>
      t.app.inject({ method, url, headers: { cookie: as.cookie } });
    const list = async (filter: string) =>
      (await asAdmin('GET', `/api/getuseremails/${filter}`)).json<{ contact_id: number; contact_subject: string }[]>();
    const message = (subject: string) => ({
      firstname: 'Mia',
      email: 'mia@example.com',
      subject,
      message: 'Line one\nLine two',
      UserId: 999_999,
      UserName: 'Someone else',
    });

    beforeAll(async () => {
      cook = await signedInCook(t.app, t.db, {}, 'Mia');
      admin = await signedInCook(t.app, t.db, { user_access: 'Admin' }, 'Boss');
      expired = await signedInCook(t.app, t.db, {}, 'Old');
      await t.db.update(users).set({ user_free_expiry_date: '2020-01-01' }).where(eq(users.user_id, expired.user_id));
    });

    it('stores a message as the signed-in cook, whatever user the body names', async () => {
      const response = await send(cook, message('Stored as me'));
      expect(response.statusCode, response.body).toBe(201);
      const [stored] = await list('new');
      expect(stored).toMatchObject({
        contact_subject: 'Stored as me',
        contact_firstname: 'Mia',
        contact_email: 'mia@example.com',
        contact_message: 'Line one\nLine two',
        contact_user_id: cook.user_id,
        contact_user_name: 'Mia',
        contact_reply_date: null,
      });
    });

    it('lets the Admin mark a message responded, filter and count, and delete it', async () => {
      await send(cook, message('To answer'));
      const id = (await list('new')).find((item) => item.contact_subject === 'To answer')!.contact_id;
      const before = (await asAdmin('GET', '/api/emailcounts/')).json();

      const marked = await asAdmin('POST', `/api/responsetoemail/${id}`);
      expect(marked.statusCode).toBe(200);
      expect(marked.json().contact_reply_date).toEqual(expect.any(String));
      expect((await list('new')).map((item) => item.contact_id)).not.toContain(id);
      expect((await list('old')).map((item) => item.contact_id)).toContain(id);
      expect((await list('all')).map((item) => item.contact_id)).toContain(id);
      expect((await asAdmin('GET', '/api/emailcounts/')).json()).toEqual({
        newemails: before.newemails - 1,
        oldemails: before.oldemails + 1,
        allemails: before.allemails,
      });

      expect((await asAdmin('DELETE', `/api/deleteemail/${id}`)).statusCode).toBe(200);
      expect((await list('all')).map((item) => item.contact_id)).not.toContain(id);
      const again = await asAdmin('DELETE', `/api/deleteemail/${id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('That message no longer exists. It may have been deleted.');
      expect((await asAdmin('POST', `/api/responsetoemail/${id}`)).statusCode).toBe(404);
    });

    it.each([
      ['an empty subject', { subject: '' }, 'Subject is required'],
      ['a bad address', { email: 'not-an-address' }, 'Please enter a valid email'],
      ['a blank message', { message: '   ' }, 'Message is required'],
      ['a message too long', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
      ['no first name', { firstname: undefined }, 'First name is required'],
    ])('refuses %s', async (_case, change, expected) => {
      const response = await send(cook, { ...message('Invalid'), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(expected);
    });

    it('refuses anonymous and Expired senders, and everyone but the Admin on the listing', async () => {
      expect((await send(null, message('Anonymous'))).statusCode).toBe(401);
      expect((await send(expired, message('Expired'))).statusCode).toBe(403);
      const mail = await t.app.inject({
        method: 'POST',
        url: '/api/contact/sendcontactemail',
        payload: { name: 'X', email: 'x@example.com', subject: 'S', message: 'M' },
      });
      expect(mail.statusCode).toBe(401);
      for (const [method, url] of [
        ['GET', '/api/getuseremails/all'],
        ['POST', '/api/responsetoemail/1'],
        ['DELETE', '/api/deleteemail/1'],
        ['GET', '/api/emailcounts/'],
        ['GET', '/api/mailoutbox'],
      ] as const) {
        const refused = await asAdmin(method, url, cook);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().message).toBe('Only an administrator can do that.');
        expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      }
      expect((await asAdmin('GET', '/api/getuseremails/unread')).statusCode).toBe(400);
    });

    it("tells every signed-in cook, Expired too, the site owner's address, and no one else", async () => {
      for (const as of [cook, expired, admin]) {
        const owner = await asAdmin('GET', '/api/contact/owner', as);
        expect(owner.statusCode).toBe(200);
        expect(owner.json()).toEqual({ email: 'owner@fiz.test' });
        expect(owner.headers['cache-control']).toBe('private, no-store');
      }
      expect((await t.app.inject({ url: '/api/contact/owner' })).statusCode).toBe(401);
    });

    it('limits how many messages one sender can send', async () => {
      const sender = await signedInCook(t.app, t.db, {}, 'Chatty');
      const answers: number[] = [];
      for (let index = 0; index < contactLimit.max + 1; index += 1) {
        answers.push((await send(sender, message(`Flood ${index}`))).statusCode);
      }
      // Every test cook shares 127.0.0.1, so earlier tests used part of the allowance.
      expect(answers).toContain(429);
      const limited = await send(sender, message('One more'));
      expect(limited.json().message).toMatch(/^Too many messages\. Please wait .+ and try again\.$/);
    });
  },
  {
    rateLimits: {
      login: contactLimit,
      loginPerAccount: contactLimit,
      register: contactLimit,
      contact: contactLimit,
      pdf: contactLimit,
      upload: contactLimit,
    },
  },
);

describeWithApp(
  'the Contact Us limit',
  (t) => {
    let cook: TestCook;
    let expired: TestCook;
    beforeAll(async () => {
      cook = await signedInCook(t.app, t.db, {}, 'Mia');
      expired = await signedInCook(t.app, t.db, { user_free_expiry_date: '2020-01-01' }, 'Old');
    });

    const routes = [
      {
        url: '/api/emailfromcontact',
        valid: { firstname: 'Mia', email: 'mia@example.com', subject: 'Hi', message: 'M' },
      },
      {
        url: '/api/contact/sendcontactemail',
        valid: { name: 'Mia', email: 'mia@example.com', subject: 'Hi', message: 'M' },
      },
    ];

    it.for(routes)('counts only the messages it accepts on $url', async ({ url, valid }) => {
      const send = (as: TestCook | null, payload: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url, ...(as ? { headers: { cookie: as.cookie } } : {}), payload });
      for (let attempt = 0; attempt <= defaultContactLimit.max; attempt += 1) {
        expect((await send(cook, { ...valid, email: 'not an address' })).statusCode).toBe(400);
        expect((await send(null, valid)).statusCode).toBe(401);
        expect((await send(expired, valid)).statusCode).toBe(403);
      }
      const accepted: number[] = [];
      for (let sent = 0; sent < defaultContactLimit.max; sent += 1) accepted.push((await send(cook, valid)).statusCode);
      expect(
        accepted.every((status) => status === 201 || status === 202),
        String(accepted),
      ).toBe(true);

      const limited = await send(cook, valid);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many messages\. Please wait .+ and try again\.$/);
      // Past the limit, a caller who is not signed in is still told so, and a bad message still says why.
      expect((await send(null, valid)).statusCode).toBe(401);
      expect((await send(expired, valid)).statusCode).toBe(403);
      expect((await send(cook, { ...valid, email: 'not an address' })).statusCode).toBe(400);
    });
  },
  {
    rateLimits: {
      login: contactLimit,
      loginPerAccount: contactLimit,
      register: contactLimit,
      contact: defaultContactLimit,
      pdf: contactLimit,
      upload: contactLimit,
    },
  },
);

describeWithApp(
  'contact messages with no owner address set',
  (t) => {
    it('keeps the message for the Email Listing and says so, rather than that it was sent', async () => {
      const cook = await signedInCook(t.app, t.db, {}, 'Mia');
      const mailed = await t.app.inject({
        method: 'POST',
        url: '/api/contact/sendcontactemail',
        headers: { cookie: cook.cookie },
        payload: { name: 'Mia', email: 'mia@example.com', subject: 'Hi', message: 'Hello' },
      });
      expect(mailed.statusCode, mailed.body).toBe(202);
      expect(mailed.json()).toEqual({
        status: 'kept',
        message: "Thank you! Your message is saved for the site's owner to read.",
      });
      const owner = await t.app.inject({ url: '/api/contact/owner', headers: { cookie: cook.cookie } });
      expect(owner.json()).toEqual({ email: null });
    });
  },
  () => ({ mail: { ...testConfig().mail, ownerEmail: undefined } }),
);
