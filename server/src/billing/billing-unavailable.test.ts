import { expect, it } from 'vitest';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { describeWithApp } from '../testing/test-app.js';

describeWithApp('without Stripe configured', (t) => {
  it('says payments are not available and makes no call', async () => {
    expect((await t.app.inject({ url: '/api/payments' })).json()).toEqual({
      available: false,
      price: '$39 AUD per year',
    });
    const cook = await signedInCook(t.app, t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: cook.cookie },
      payload: { UserId: cook.user_id },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Payments are not available on this server.');
    const webhook = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {} });
    expect(webhook.statusCode).toBe(503);
  });

  it("still refuses a checkout for another cook, or for a Life member, with the request's own answer", async () => {
    const cook = await signedInCook(t.app, t.db);
    const life = await signedInCook(t.app, t.db, { user_access: 'Life' });
    const checkout = (by: TestCook, UserId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-checkout-session',
        headers: { cookie: by.cookie },
        payload: { UserId },
      });
    const forAnother = await checkout(cook, life.user_id);
    expect([forAnother.statusCode, forAnother.json().message]).toEqual([403, 'You can only sign yourself up.']);
    expect((await checkout(life, life.user_id)).statusCode).toBe(409);
  });
});
