import { expect, it } from 'vitest';
import { signedInCook } from '../testing/cooks.js';
import { createRecipe } from '../testing/recipes.js';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET } from '../testing/fake-stripe.js';
import { describeWithApp } from '../testing/test-app.js';
import { buildApp } from '../app.js';
import { testConfig } from '../testing/test-config.js';
import { CSRF_MESSAGE } from './csrf.js';

const PUBLIC_URL = 'https://fiz.example.com';

describeWithApp(
  'refusing requests from other sites',
  (t) => {
    const addRecipe = async (headers: Record<string, string>) => {
      const cook = await signedInCook(t.app, t.db);
      return t.app.inject({
        method: 'POST',
        url: '/api/addrecipename',
        headers: { cookie: cook.cookie, ...headers },
        payload: { recipeName: 'Soup', recipeNote: '' },
      });
    };

    it('refuses a change sent from a page on another site, and says why', async () => {
      const response = await addRecipe({ origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: CSRF_MESSAGE });
    });

    it('refuses a page on a neighbouring origin: another port, another scheme, a sibling subdomain, null', async () => {
      for (const origin of [
        'https://fiz.example.com:8443',
        'http://fiz.example.com',
        'https://evil.fiz.example.com',
        'null',
      ]) {
        expect((await addRecipe({ origin })).statusCode, origin).toBe(403);
      }
    });

    it('accepts a change from its own public address', async () => {
      expect((await addRecipe({ origin: PUBLIC_URL })).statusCode).toBe(201);
    });

    it('accepts a change from the address the request was sent to (the dev proxy, another host name)', async () => {
      const response = await addRecipe({ origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' });
      expect(response.statusCode).toBe(201);
    });

    it('without Origin, refuses what the browser marks cross-site and accepts same-origin and same-site', async () => {
      expect((await addRecipe({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      expect((await addRecipe({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
      expect((await addRecipe({ 'sec-fetch-site': 'none' })).statusCode).toBe(201);
    });

    it('lets requests with neither header through (curl, server to server)', async () => {
      expect((await addRecipe({})).statusCode).toBe(201);
    });

    it('guards every state-changing method, and leaves reads alone', async () => {
      const cook = await signedInCook(t.app, t.db);
      const recipeId = await createRecipe(t.app, cook, 'Stew');
      const foreign = { cookie: cook.cookie, origin: 'https://evil.example' };
      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/deleterecipe/${recipeId}`, headers: foreign });
      expect(deleted.statusCode).toBe(403);
      for (const method of ['PUT', 'PATCH'] as const) {
        expect((await t.app.inject({ method, url: '/api/health', headers: foreign })).statusCode).toBe(403);
      }
      const read = await t.app.inject({ url: `/api/getrecipe/${recipeId}`, headers: foreign });
      expect(read.statusCode).toBe(200);
    });

    it('refuses a cross-site login, so nobody is signed in to an account of the attacker’s choosing', async () => {
      const cook = await signedInCook(t.app, t.db);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/userlogin',
        headers: { origin: 'https://evil.example' },
        payload: { email: cook.email, password: cook.password },
      });
      expect(response.statusCode).toBe(403);
      expect(response.cookies.find((cookie) => cookie.name === 'fiz_session')).toBeUndefined();
    });

    it("keeps Stripe's webhook reachable: Stripe sends no Origin", async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
        payload: '{}',
      });
      // Reached the route: the signature check, not the origin check, refused it.
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/signature/);
    });
  },
  {
    publicUrl: PUBLIC_URL,
    billing: { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, priceId: undefined, apiUrl: undefined },
  },
);

describeWithApp('the own origin behind a proxy', (t) => {
  it('trusts X-Forwarded-Proto and -Host only when TRUST_PROXY is set', async () => {
    const behindProxy = await buildApp({ config: testConfig({ trustProxy: true }), db: t.db });
    try {
      const headers = {
        origin: 'https://cooking.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'cooking.example',
      };
      const trusted = await behindProxy.inject({ method: 'POST', url: '/api/userlogout', headers });
      expect(trusted.statusCode).toBe(200);
      const untrusted = await t.app.inject({ method: 'POST', url: '/api/userlogout', headers });
      expect(untrusted.statusCode).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });
});
