import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, addYears, todayIn } from '@fiz/core/calendar';
import { payments, users } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, FakeStripe } from '../testing/fake-stripe.js';
import { describeWithApp } from '../testing/test-app.js';

const stripe = new FakeStripe();
beforeAll(() => stripe.start());
afterAll(() => stripe.stop());

const today = todayIn('UTC');

describeWithApp(
  'membership payments through Stripe',
  (t) => {
    const expiredCook = async (name = 'Eve') => {
      const cook = await signedInCook(t.app, t.db, {}, name);
      await t.db.update(users).set({ user_free_expiry_date: '2020-01-01' }).where(eq(users.user_id, cook.user_id));
      return cook;
    };
    const checkout = async (cook: TestCook) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/create-checkout-session',
        headers: { cookie: cook.cookie },
        payload: { UserId: cook.user_id, UserName: cook.name },
      });
      expect(response.statusCode, response.body).toBe(200);
      return stripe.sessions.get(response.json<{ id: string }>().id)!;
    };
    const deliver = (event: { payload: string; signature: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.payload,
      });
    const account = async (cook: TestCook) => {
      const [row] = await t.db.select().from(users).where(eq(users.user_id, cook.user_id));
      return row!;
    };
    const check = (cook: TestCook, sessionId?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/updateuseraccess/${cook.user_id}${sessionId ? `?session_id=${sessionId}` : ''}`,
        headers: { cookie: cook.cookie },
      });
    const status = async (cook: TestCook) =>
      (await t.app.inject({ url: '/api/session', headers: { cookie: cook.cookie } })).json().user.status;

    it('creates a checkout for a year at A$39 that returns to the thank-you page', async () => {
      const cook = await expiredCook();
      const session = await checkout(cook);
      expect(session.url).toMatch(/\/pay\/cs_test_/);
      const fields = stripe.created.at(-1)!;
      expect(fields).toMatchObject({
        mode: 'payment',
        client_reference_id: String(cook.user_id),
        customer_email: cook.email,
        'line_items[0][price_data][currency]': 'aud',
        'line_items[0][price_data][unit_amount]': '3900',
        success_url: `${t.config.publicUrl}/upgraderesponse?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${t.config.publicUrl}/upgrade?cancelled=true`,
      });
    });

    it('makes the cook a Member for a year on a valid signed event, once', async () => {
      const cook = await expiredCook();
      expect(await status(cook)).toBe('Expired');
      const session = stripe.pay((await checkout(cook)).id);
      const event = stripe.signedEvent(session);
      expect((await deliver(event)).statusCode).toBe(200);
      expect(await account(cook)).toMatchObject({
        user_access: 'Member',
        user_start_paid_date: today,
        user_end_paid_date: addYears(today, 1),
        user_lapsed_member: false,
      });
      expect(await status(cook)).toBe('Member');
      // Stripe delivers again: nothing more happens.
      expect((await deliver(event)).statusCode).toBe(200);
      expect((await account(cook)).user_end_paid_date).toBe(addYears(today, 1));
    });

    it('changes nothing for a tampered, stale or wrongly signed event, or an unpaid checkout', async () => {
      const cook = await expiredCook();
      const session = await checkout(cook);
      const unpaid = stripe.signedEvent(session);
      expect((await deliver(unpaid)).statusCode).toBe(200);

      const paid = stripe.pay(session.id);
      const genuine = stripe.signedEvent(paid);
      const tampered = { ...genuine, payload: genuine.payload.replace(`"${cook.user_id}"`, `"${cook.user_id + 1}"`) };
      const stale = stripe.signedEvent(paid, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
      const forged = stripe.signedEvent(paid, { secret: 'whsec_someone_else' });
      for (const event of [tampered, stale, forged, { payload: genuine.payload, signature: '' }]) {
        const response = await deliver(event);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('The Stripe signature is missing, wrong or too old.');
      }
      expect(await account(cook)).toMatchObject({ user_start_paid_date: null, user_end_paid_date: null });
      expect(await status(cook)).toBe('Expired');
    });

    it('answers a signed payload that is not an event of the shape Stripe sends with 400, and applies nothing', async () => {
      const cook = await expiredCook();
      const paid = stripe.pay((await checkout(cook)).id);
      const event = JSON.parse(stripe.signedEvent(paid).payload) as Record<string, unknown>;
      const shapes = [
        [],
        null,
        'text',
        { ...event, data: undefined },
        { ...event, id: '' },
        { ...event, data: { object: {} } },
      ];
      // And a body that is signed but is not JSON at all.
      const payloads = [...shapes.map((shape) => JSON.stringify(shape)), 'hello, not JSON'];
      for (const payload of payloads) {
        const response = await deliver(stripe.signed(payload));
        expect(response.statusCode, payload).toBe(400);
        expect(response.json().message).toBe('This is not a Stripe event: it needs an id, a type and data.object.');
      }
      expect(await status(cook)).toBe('Expired');
      // The genuine event still applies afterwards: nothing of the refused ones was recorded as delivered.
      expect((await deliver(stripe.signedEvent(paid, { id: event.id as string }))).statusCode).toBe(200);
      expect(await status(cook)).toBe('Member');
    });

    it('grants nothing on the return page until Stripe says the checkout was paid, then applies it once', async () => {
      const cook = await expiredCook();
      const session = await checkout(cook);
      const check = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/updateuseraccess/${cook.user_id}`,
          headers: { cookie: cook.cookie },
        });
      const cancelled = await check();
      expect(cancelled.json()).toMatchObject({ granted: false, status: 'Expired', user_end_paid_date: null });

      stripe.pay(session.id);
      expect((await check()).json()).toMatchObject({
        granted: true,
        status: 'Member',
        user_end_paid_date: addYears(today, 1),
      });
      expect((await check()).json()).toMatchObject({ granted: false, status: 'Member' });
      // The webhook arriving afterwards applies nothing twice.
      await deliver(stripe.signedEvent(stripe.sessions.get(session.id)!));
      expect((await account(cook)).user_end_paid_date).toBe(addYears(today, 1));
    });

    it('tells the return page that a cook made Life or Admin since their checkout paid, though their access stays', async () => {
      for (const access of ['Life', 'Admin']) {
        const cook = await signedInCook(t.app, t.db);
        const other = await signedInCook(t.app, t.db);
        const session = await checkout(cook);
        await t.db.update(users).set({ user_access: access }).where(eq(users.user_id, cook.user_id));
        const check = (who: TestCook, sessionId?: string) =>
          t.app.inject({
            method: 'POST',
            url: `/api/updateuseraccess/${who.user_id}${sessionId ? `?session_id=${sessionId}` : ''}`,
            headers: { cookie: who.cookie },
          });
        expect((await check(cook, session.id)).json(), access).toMatchObject({
          checkout_applied: false,
          checkout_status: 'open',
        });
        // Stripe's event applies the payment before the cook's browser is back.
        await deliver(stripe.signedEvent(stripe.pay(session.id)));
        expect((await check(cook, session.id)).json(), access).toMatchObject({
          granted: false,
          checkout_applied: true,
          checkout_status: 'applied',
          user_access: access,
          status: access,
          user_end_paid_date: addYears(today, 1),
        });
        expect((await check(cook)).json(), access).toMatchObject({ checkout_applied: false, checkout_status: null });
        expect((await check(other, session.id)).json(), access).toMatchObject({
          checkout_applied: false,
          checkout_status: 'unknown',
        });
      }
    });

    it('sells no year to a Life member or an Admin, who have nothing to pay', async () => {
      for (const [access, message] of [
        ['Life', 'Your Life membership already includes everything, so there is nothing to pay.'],
        ['Admin', 'As an Admin you already have everything, so there is nothing to pay.'],
      ] as const) {
        const cook = await signedInCook(t.app, t.db, { user_access: access });
        const created = stripe.created.length;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/create-checkout-session',
          headers: { cookie: cook.cookie },
          payload: { UserId: cook.user_id, UserName: cook.name },
        });
        expect(response.statusCode, access).toBe(409);
        expect(response.json().message, access).toBe(message);
        expect(stripe.created.length, access).toBe(created);
      }
    });

    it('applies a payment by a delayed method when Stripe says the money arrived', async () => {
      const cook = await expiredCook();
      const session = await checkout(cook);
      Object.assign(session, { status: 'complete' });
      expect((await deliver(stripe.signedEvent(session))).statusCode).toBe(200);
      expect(await status(cook)).toBe('Expired');
      const arrived = stripe.signedEvent(stripe.pay(session.id), { type: 'checkout.session.async_payment_succeeded' });
      expect((await deliver(arrived)).statusCode).toBe(200);
      expect(await status(cook)).toBe('Member');
      expect((await account(cook)).user_end_paid_date).toBe(addYears(today, 1));
    });

    it('confirms a payment though an older checkout is unknown to Stripe or expired, and stops asking about those', async () => {
      const cook = await expiredCook();
      const unknown = await checkout(cook);
      stripe.sessions.delete(unknown.id);
      const expired = stripe.expire((await checkout(cook)).id);
      const paid = stripe.pay((await checkout(cook)).id);
      const response = await check(cook, paid.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ granted: true, checkout_applied: true, status: 'Member' });
      const rows = await t.db.select().from(payments).where(eq(payments.user_id, cook.user_id));
      const statusOf = (id: string) => rows.find((row) => row.stripe_session_id === id)?.status;
      expect([statusOf(unknown.id), statusOf(expired.id), statusOf(paid.id)]).toEqual(['closed', 'closed', 'applied']);
      // Coming back from the expired one, the cook is told it ended rather than asked to wait for it.
      expect((await check(cook, expired.id)).json()).toMatchObject({ checkout_status: 'closed' });
    });

    it('still confirms a checkout the webhook applied while Stripe is down, and says Stripe is down otherwise', async () => {
      const cook = await expiredCook();
      const pending = await checkout(cook);
      const paid = await checkout(cook);
      await deliver(stripe.signedEvent(stripe.pay(paid.id)));
      stripe.failing = true;
      try {
        const returned = await check(cook, paid.id);
        expect(returned.statusCode, returned.body).toBe(200);
        expect(returned.json()).toMatchObject({ checkout_applied: true, status: 'Member' });
        const other = await check(cook, pending.id);
        expect(other.statusCode).toBe(502);
        expect(other.json().message).toBe('The payment service is not answering. Please try again in a few minutes.');
      } finally {
        stripe.failing = false;
      }
    });

    it('answers a checkout id that is far too long with 400', async () => {
      const cook = await expiredCook();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/updateuseraccess/${cook.user_id}?session_id=${'x'.repeat(300)}`,
        headers: { cookie: cook.cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The checkout id (session_id) is too long.');
    });

    it("starts the paid year when a cook's free trial would have ended, so paying early loses no trial day", async () => {
      const trialEnd = addDays(today, 20);
      const cook = await signedInCook(t.app, t.db, { user_access: 'Free', user_free_expiry_date: trialEnd });
      await deliver(stripe.signedEvent(stripe.pay((await checkout(cook)).id)));
      expect(await account(cook)).toMatchObject({
        user_access: 'Member',
        user_start_paid_date: today,
        user_end_paid_date: addYears(trialEnd, 1),
      });
      expect(await status(cook)).toBe('Member');
    });

    it('extends a renewal before the end from the old end', async () => {
      const cook = await signedInCook(t.app, t.db, {
        user_access: 'Member',
        user_start_paid_date: '2026-01-15',
        user_end_paid_date: addYears(today, 1),
      });
      await deliver(stripe.signedEvent(stripe.pay((await checkout(cook)).id)));
      expect(await account(cook)).toMatchObject({
        user_start_paid_date: '2026-01-15',
        user_end_paid_date: addYears(today, 2),
      });
    });

    it("refuses to start another cook's checkout, anonymous callers, and another cook's access check", async () => {
      const cook = await expiredCook();
      const other = await expiredCook('Zed');
      const forOther = await t.app.inject({
        method: 'POST',
        url: '/api/create-checkout-session',
        headers: { cookie: cook.cookie },
        payload: { UserId: other.user_id },
      });
      expect(forOther.statusCode).toBe(403);
      expect(forOther.json().message).toBe('You can only sign yourself up.');
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: { UserId: cook.user_id } }))
          .statusCode,
      ).toBe(401);
      const peek = await t.app.inject({
        method: 'POST',
        url: `/api/updateuseraccess/${other.user_id}`,
        headers: { cookie: cook.cookie },
      });
      expect(peek.statusCode).toBe(403);
    });

    it('says payments are available', async () => {
      expect((await t.app.inject({ url: '/api/payments' })).json()).toEqual({
        available: true,
        price: '$39 AUD per year',
      });
    });
  },
  () => ({
    billing: { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, priceId: undefined, apiUrl: stripe.url },
  }),
);
