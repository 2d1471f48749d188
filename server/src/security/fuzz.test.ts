import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, FakeStripe } from '../testing/fake-stripe.js';
import { describeWithApp } from '../testing/test-app.js';
import { ACCESS_MATRIX, type Caller, type MatrixRequest, type RouteAccess } from '../testing/access-matrix.js';
import { makeCallers, type Callers } from '../testing/callers.js';
import { NUL_TEXT_MESSAGE } from '../http/nul-text.js';

const stripe = new FakeStripe();
beforeAll(() => stripe.start());
afterAll(() => stripe.stop());

/** Routes whose valid body makes the server fetch a page from the web: fuzzed with random bodies only. */
const FETCHES_PAGES = new Set(['/api/websites', '/api/import-recipe', '/api/addimportedrecipe']);

/** Admin routes are fuzzed as the Admin, so the fuzzing reaches past the guard; the rest as a Free cook. */
const callerFor = (route: RouteAccess): Caller =>
  route.expect.owner === 403 && route.expect.admin < 400 ? 'admin' : 'owner';

/**
 * Path parameters a careless parser might choke on. Positive whole numbers are left out: small ones could be real
 * ids (the Admin must not delete the cooks the fuzzing signs in as); ids beyond 32 bits have their own test below.
 */
const pathValue = fc
  .oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ minLength: 2000, maxLength: 6000 }),
    fc.constantFrom('..', '../..', '../../etc/passwd', '\0', ' ', '-1', '0', '1.5', '1e309', 'NaN', 'true', 'null'),
    fc.constantFrom('9007199254740993', '99999999999999999999999', '0x10', '[]', '{}', '%'),
  )
  .filter((value) => {
    const number = Number(value);
    return !(Number.isSafeInteger(number) && number > 0);
  });

/** A path value as a client might send it: percent-encoded, or with a raw traversal or NUL escape. */
const encodedPathValue = fc.oneof(
  pathValue.map(encodeURIComponent),
  fc.constantFrom('%00', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%C0%AE', '%FF', '%', '%%', '..%5C..'),
);

const stringHeavy = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary' }),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
  fc.constantFrom('<script>alert(1)</script>', "'; drop table users; --", '../../etc/passwd', '\u0000', '%00'),
);
const randomBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.string(), stringHeavy),
  fc.dictionary(fc.string(), fc.jsonValue()),
  fc.string().map((text) => ({ raw: text })),
);

function expectHandled(response: LightMyRequestResponse, sent: string) {
  expect(response.statusCode, `${sent} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = response.json<{ message?: unknown }>();
    expect(typeof body.message, sent).toBe('string');
    expect((body.message as string).length, sent).toBeGreaterThan(0);
  }
}

describeWithApp(
  'fuzzing every route',
  (t) => {
    let callers: Callers;
    const validRequests = new Map<RouteAccess, MatrixRequest>();
    beforeAll(async () => {
      callers = await makeCallers(t.app, t.db);
      for (const route of ACCESS_MATRIX) validRequests.set(route, await route.request(callers.targetFor('owner')));
    });
    const route = fc.constantFrom(...ACCESS_MATRIX);

    const send = (entry: RouteAccess, request: MatrixRequest) => callers.send(callerFor(entry), entry.method, request);
    const pathOf = (entry: RouteAccess) => validRequests.get(entry)!.url.split('?')[0]!;

    it('answers random JSON bodies with a 4xx and a message, never a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(route, randomBody, fc.boolean(), async (entry, random, overValid) => {
          const valid = validRequests.get(entry)!;
          const validBody = typeof valid.payload === 'object' && !Buffer.isBuffer(valid.payload) ? valid.payload : {};
          const merge = overValid && !FETCHES_PAGES.has(entry.path) && random !== null && typeof random === 'object';
          const body = merge ? { ...validBody, ...(random as Record<string, unknown>) } : random;
          const payload =
            typeof body === 'object' && body !== null && 'raw' in body ? String(body.raw) : JSON.stringify(body);
          const response = await send(entry, {
            url: pathOf(entry),
            payload,
            headers: { 'content-type': 'application/json' },
          });
          expectHandled(response, `${entry.method} ${entry.path} ${payload.slice(0, 200)}`);
        }),
        { numRuns: 200 },
      );
    });

    it('answers random query strings with a 4xx and a message, never a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(
          route,
          fc.dictionary(
            fc.oneof(fc.constantFrom('limit', 'offset', 'search', 'status', 'userName'), fc.string()),
            stringHeavy,
          ),
          fc.constantFrom('', '&limit=-1', '&offset=1e309', '&search=%00', '&limit[]=1', '&%=%'),
          async (entry, query, extra) => {
            const url = `${pathOf(entry)}?${new URLSearchParams(query).toString()}${extra}`;
            const response = await send(entry, { ...validRequests.get(entry)!, url });
            expectHandled(response, `${entry.method} ${url.slice(0, 300)}`);
          },
        ),
        { numRuns: 150 },
      );
    });

    it('answers random path parameters (unicode, very long, ../, %00) with a 4xx and a message, never a 5xx', async () => {
      const withParams = ACCESS_MATRIX.filter((entry) => /[:*]/.test(entry.path));
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...withParams),
          fc.array(encodedPathValue, { minLength: 3, maxLength: 3 }),
          async (entry, values) => {
            let n = 0;
            const url = entry.path.replace(/:[A-Za-z]+|\*/g, () => values[n++ % values.length]!);
            const response = await send(entry, { ...validRequests.get(entry)!, url });
            expectHandled(response, `${entry.method} ${url.slice(0, 300)}`);
          },
        ),
        { numRuns: 150 },
      );
    });

    it('refuses ids beyond 32 bits with a 4xx and a message', async () => {
      const tooBig = 2 ** 31;
      expectHandled(await callers.send('admin', 'GET', { url: `/api/getuser/${tooBig}` }), 'a user id of 2^31');
      const question = await callers.send('owner', 'DELETE', { url: `/api/deletechefquestion/${tooBig}` });
      expectHandled(question, 'a question id of 2^31');
      const mail = await callers.send('owner', 'POST', {
        url: '/api/email-recipe-pdf',
        payload: { toEmail: 'friend@example.com', recipeId: tooBig },
      });
      expectHandled(mail, 'a recipe id of 2^31 in a body');
    });

    it('refuses text holding a NUL character with a 400 and a message', async () => {
      const recipe = await callers.send('owner', 'POST', {
        url: '/api/addrecipename',
        payload: { recipeName: 'Soup\u0000', recipeNote: '' },
      });
      expectHandled(recipe, 'a recipe name holding NUL');
      const search = await callers.send('owner', 'GET', {
        url: `/api/recipesearch/${callers.userIdOf('owner')}/true/false?search=%00`,
      });
      expectHandled(search, 'a search for NUL');
      for (const response of [recipe, search]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(NUL_TEXT_MESSAGE);
      }
    });

    it("words zod's own checks for the person: a body that is not an object, a repeated or missing field", async () => {
      const noBody = await callers.send('owner', 'POST', {
        url: '/api/addrecipename',
        headers: { 'content-type': 'application/json' },
        payload: 'null',
      });
      const repeated = await callers.send('owner', 'GET', {
        url: `/api/recipesearch/${callers.userIdOf('owner')}/true/false?search=a&search=b`,
      });
      const repeatedNumber = await callers.send('owner', 'GET', {
        url: `/api/recipelist/${callers.userIdOf('owner')}?limit=2&limit=5`,
      });
      const missing = await callers.send('owner', 'POST', {
        url: '/api/addchefquestion',
        payload: { question: 'Eggs?' },
      });
      const answers = [noBody, repeated, repeatedNumber, missing];
      expect(answers.map((response) => [response.statusCode, response.json().message])).toEqual([
        [400, 'Send the fields of the request as a JSON object, with Content-Type: application/json.'],
        [400, 'search is in the address more than once'],
        [400, 'limit is in the address more than once'],
        [400, 'answer is required'],
      ]);
    });
  },
  () => ({
    billing: { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, priceId: undefined, apiUrl: stripe.url },
  }),
);
