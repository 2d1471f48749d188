import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, FakeStripe } from '../testing/fake-stripe.js';
import { describeWithApp } from '../testing/test-app.js';
import { ACCESS_MATRIX, CALLERS, routeKey, type Caller, type MatrixRequest } from '../testing/access-matrix.js';
import { makeCallers, type Callers } from '../testing/callers.js';
import { updateRecipeBody } from '@fiz/core/testing/recipe-bodies';

const stripe = new FakeStripe();
beforeAll(() => stripe.start());
afterAll(() => stripe.stop());

/** Every API route the app registers, as "METHOD /path"; HEAD routes Fastify adds for each GET are left out. */
async function registeredApiRoutes(app: Parameters<typeof buildApp>[0]): Promise<string[]> {
  const found = new Set<string>();
  const collect = (route: RouteOptions) => {
    if (!route.url.startsWith('/api')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') found.add(routeKey(method, route.url));
  };
  const built = await buildApp({ ...app, onRoute: collect });
  await built.close();
  return [...found].sort();
}

describeWithApp(
  'the access matrix',
  (t) => {
    describe('covers every route', () => {
      it('classifies every API route the app registers, and names no route that does not exist', async () => {
        const registered = await registeredApiRoutes({ config: t.config, db: t.db });
        const classified = ACCESS_MATRIX.map((route) => routeKey(route.method, route.path));
        // A route added without an entry in server/src/testing/access-matrix.ts fails here: classify it (docs/security.md).
        expect(registered.filter((route) => !classified.includes(route))).toEqual([]);
        expect(classified.filter((route) => !registered.includes(route))).toEqual([]);
        expect(new Set(classified).size).toBe(classified.length);
      });
    });

    describe('answers each caller as the spec says', () => {
      let callers: Callers;
      beforeAll(async () => {
        callers = await makeCallers(t.app, t.db);
      });

      it('lets any signed-in cook read a shared recipe, but only its owner change or delete it', async () => {
        const owner = callers.targetFor('owner');
        /** Each caller acts on a shared recipe of its own, so one deleting it does not change the next one's answer. */
        const statuses = async (method: 'GET' | 'POST' | 'DELETE', request: (recipeId: number) => MatrixRequest) => {
          const found = {} as Record<Caller, number>;
          for (const caller of CALLERS) {
            found[caller] = (await callers.send(caller, method, request(await owner.sharedRecipe()))).statusCode;
          }
          return found;
        };
        const read = await statuses('GET', (id) => ({ url: `/api/getrecipe/${id}` }));
        expect(read).toEqual({ anonymous: 401, otherCook: 200, owner: 200, expired: 200, admin: 200 });
        const updated = await statuses('POST', (recipeId) => ({
          url: '/api/updaterecipe',
          payload: updateRecipeBody(recipeId, 'Changed', { recipeShare: 'Yes' }),
        }));
        expect(updated).toEqual({ anonymous: 401, otherCook: 403, owner: 200, expired: 403, admin: 403 });
        const deleted = await statuses('DELETE', (id) => ({ url: `/api/deleterecipe/${id}` }));
        expect(deleted).toEqual({ anonymous: 401, otherCook: 403, owner: 200, expired: 403, admin: 403 });
      });

      for (const route of ACCESS_MATRIX) {
        it(`${route.method} ${route.path}`, async () => {
          const actual = {} as Record<Caller, number>;
          for (const caller of CALLERS) {
            const response = await callers.send(caller, route.method, await route.request(callers.targetFor(caller)));
            actual[caller] = response.statusCode;
            if (response.statusCode >= 400) {
              expect(response.json<{ message: unknown }>().message, `${caller}: ${response.body}`).toEqual(
                expect.any(String),
              );
            }
          }
          expect(actual).toEqual(route.expect);
        });
      }
    });
  },
  () => ({
    billing: { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, priceId: undefined, apiUrl: stripe.url },
  }),
);
