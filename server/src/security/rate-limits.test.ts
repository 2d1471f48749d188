import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { multipart } from '../testing/multipart.js';
import { describeWithApp } from '../testing/test-app.js';
import type { MatrixRequest } from '../testing/access-matrix.js';
import { TINY_PNG } from '../testing/access-rules.js';
import { makeCallers, type Callers } from '../testing/callers.js';

const LIMIT = 2;
const small = { max: LIMIT, windowMs: 60 * 60_000 };

function expectRefusedWithMessage(response: LightMyRequestResponse, wording: RegExp) {
  expect(response.statusCode, response.body).toBe(429);
  const { message } = response.json<{ message: unknown }>();
  expect(message).toEqual(expect.any(String));
  expect(message).toMatch(wording);
}

describeWithApp(
  'rate limits',
  (t) => {
    let callers: Callers;
    beforeAll(async () => {
      callers = await makeCallers(t.app, t.db);
    });

    /** Sends the request LIMIT times (each must pass) and once more, which must be refused. */
    async function overTheLimit(request: () => Promise<MatrixRequest> | MatrixRequest, asCook = true) {
      for (let sent = 0; sent < LIMIT; sent++) {
        const response = await callers.send(asCook ? 'owner' : 'anonymous', 'POST', await request());
        expect(response.statusCode, response.body).toBeLessThan(300);
      }
      return callers.send(asCook ? 'owner' : 'anonymous', 'POST', await request());
    }

    it('refuses sign-ins after too many failed ones, even the right password, and says how long to wait', async () => {
      const cook = await callers.targetFor('owner').bystander();
      const login = (payload: Record<string, unknown>) =>
        callers.send('anonymous', 'POST', { url: '/api/userlogin', payload });
      for (let sent = 0; sent < LIMIT; sent++) {
        expect((await login({ ...cook, password: 'wrong123' })).statusCode).toBe(401);
      }
      expectRefusedWithMessage(await login(cook), /Too many login attempts\. Please wait .+ and try again\./);
    });

    it('refuses sign-ins to one account after too many failed ones from any addresses, until one succeeds', async () => {
      let address = 0;
      const loginFromAnywhere = (payload: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url: '/api/userlogin', payload, remoteAddress: `10.9.0.${++address}` });
      const cook = await callers.targetFor('owner').bystander();
      const wrong = { ...cook, password: 'wrong123' };
      // A success clears the count, so a cook's own slips do not add up.
      expect((await loginFromAnywhere(wrong)).statusCode).toBe(401);
      expect((await loginFromAnywhere(cook)).statusCode).toBe(200);
      for (let sent = 0; sent < LIMIT; sent++) expect((await loginFromAnywhere(wrong)).statusCode).toBe(401);
      expectRefusedWithMessage(
        await loginFromAnywhere(cook),
        /^Too many failed logins for this account\. Please wait 60 minutes and try again\.$/,
      );
      // Other accounts, and addresses nobody registered, are counted apart.
      const other = await callers.targetFor('owner').bystander();
      expect((await loginFromAnywhere(other)).statusCode).toBe(200);
      const nobody = { email: `nobody.${Date.now()}@example.com`, password: 'wrong123' };
      for (let sent = 0; sent < LIMIT; sent++) expect((await loginFromAnywhere(nobody)).statusCode).toBe(401);
      expectRefusedWithMessage(await loginFromAnywhere(nobody), /^Too many failed logins for this account\./);
    });

    it('refuses registrations over the limit and says how long to wait', async () => {
      let n = 0;
      const refused = await overTheLimit(
        () => ({
          url: '/api/userregistration',
          payload: { firstname: 'Nia', email: `limit${++n}.${Date.now()}@example.com`, password: 'secret123' },
        }),
        false,
      );
      expectRefusedWithMessage(refused, /Too many registrations from this address\. Please wait/);
    });

    it('refuses contact messages over the limit, on both contact calls', async () => {
      const message = { email: 'nia@example.com', subject: 'Hello', message: 'Lovely app' };
      const kept = await overTheLimit(() => ({
        url: '/api/emailfromcontact',
        payload: { firstname: 'Nia', ...message },
      }));
      expectRefusedWithMessage(kept, /Too many messages\. Please wait/);
      const mailed = await overTheLimit(() => ({
        url: '/api/contact/sendcontactemail',
        payload: { name: 'Nia', ...message },
      }));
      expectRefusedWithMessage(mailed, /Too many messages\. Please wait/);
    });

    it("refuses Chef Basil over the cook's daily limit, recipes and answers counted together", async () => {
      await overTheLimit(() => ({
        url: '/api/get-recipe-from-ingredients',
        payload: { ingredients: ['chicken', 'garlic', 'lemon', 'rice'] },
      }));
      const refused = await callers.send('owner', 'POST', { url: '/api/ask-chef', payload: { question: 'Eggs?' } });
      expectRefusedWithMessage(refused, /daily limit\. You can ask again in about 24 hours\./);
      // Another cook still has their own allowance.
      const other = await callers.send('otherCook', 'POST', { url: '/api/ask-chef', payload: { question: 'Eggs?' } });
      expect(other.statusCode).toBe(200);
    });

    it('refuses PDFs over the limit, counting only those that were made', async () => {
      const recipeId = await callers.targetFor('owner').recipe();
      const pdf = (caller: 'owner' | 'anonymous') =>
        callers.send(caller, 'GET', { url: `/api/generate-recipe-pdf/${recipeId}` });
      // Refused callers use none of the allowance.
      for (let sent = 0; sent < LIMIT + 1; sent++) expect((await pdf('anonymous')).statusCode).toBe(401);
      for (let sent = 0; sent < LIMIT; sent++) expect((await pdf('owner')).statusCode).toBe(200);
      expectRefusedWithMessage(await pdf('owner'), /^Too many PDFs\. Please wait .+ and try again\.$/);
    });

    it('refuses photo uploads over the limit, counting only those from cooks who may upload', async () => {
      const recipeId = await callers.targetFor('owner').recipe();
      const photo = (caller: 'owner' | 'anonymous') => {
        const form = multipart({ recipeId: String(recipeId) }, { name: 'soup.png', type: 'image/png', data: TINY_PNG });
        return callers.send(caller, 'POST', { url: '/api/imageupload', payload: form.payload, headers: form.headers });
      };
      for (let sent = 0; sent < LIMIT + 1; sent++) expect((await photo('anonymous')).statusCode).toBe(401);
      for (let sent = 0; sent < LIMIT; sent++) expect((await photo('owner')).statusCode).toBe(200);
      const refused = await photo('owner');
      expectRefusedWithMessage(refused, /^Too many photo uploads\. Please wait .+ and try again\.$/);
      // Refused before the photo is read: the recipe keeps the last one that was accepted.
      const recipe = await callers.send('owner', 'GET', { url: `/api/getrecipe/${recipeId}` });
      expect(recipe.json<{ recipe_revision: number }>().recipe_revision).toBe(LIMIT);
    });

    it("refuses emailing recipes over the cook's daily limit", async () => {
      const target = callers.targetFor('owner');
      const recipeId = await target.recipe();
      const refused = await overTheLimit(() => ({
        url: '/api/email-recipe-pdf',
        payload: { toEmail: 'friend@example.com', recipeId },
      }));
      expectRefusedWithMessage(refused, new RegExp(`You can email up to ${LIMIT} recipes a day`));
    });
  },
  () => ({
    rateLimits: { login: small, loginPerAccount: small, register: small, contact: small, pdf: small, upload: small },
    chef: {
      provider: 'builtin',
      model: 'builtin',
      apiKey: undefined,
      baseUrl: undefined,
      dailyLimit: LIMIT,
      timeoutMs: 2_000,
    },
    mail: {
      smtpUrl: undefined,
      from: 'Fiz <no-reply@fiz.test>',
      ownerEmail: 'owner@fiz.test',
      recipeDailyLimit: LIMIT,
      retryBaseMs: 50,
      pollMs: 100,
      answerWithinMs: 5_000,
    },
  }),
);
