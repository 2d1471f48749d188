import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { describeWithApp } from '../testing/test-app.js';

describeWithApp('parsing ingredient lines', (t) => {
  let cook: TestCook;
  let expired: TestCook;

  const parse = (as: TestCook | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/parse-ingredients',
      ...(as ? { headers: { cookie: as.cookie } } : {}),
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    cook = await signedInCook(t.app, t.db, {}, 'Mia');
    expired = await signedInCook(t.app, t.db, {}, 'Old');
    await t.db.update(users).set({ user_free_expiry_date: '2020-01-01' }).where(eq(users.user_id, expired.user_id));
  });

  it('parses the lines in order, blank ones as empty fields', async () => {
    const response = await parse(cook, {
      lines: ['2 1/2 cups (300 g) plain flour, sifted', '', 'Pinch of salt', '2 large eggs'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { qty: '2 1/2', unit: 'cups', item: 'plain flour', note: '300 g, sifted' },
      { qty: '', unit: '', item: '', note: '' },
      { qty: '', unit: 'Pinch', item: 'salt', note: '' },
      { qty: '2', unit: '', item: 'eggs', note: 'large' },
    ]);
  });

  it('keeps a line naming a section whole, as a heading row', async () => {
    const response = await parse(cook, { lines: ['For the sauce:', '1 tbsp soy sauce', 'Garnish :'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { qty: '', unit: '', item: 'For the sauce:', note: '' },
      { qty: '1', unit: 'tbsp', item: 'soy sauce', note: '' },
      { qty: '', unit: '', item: 'Garnish:', note: '' },
    ]);
  });

  it('refuses anonymous (401) and Expired (403) cooks', async () => {
    expect((await parse(null, { lines: ['1 egg'] })).statusCode).toBe(401);
    expect((await parse(expired, { lines: ['1 egg'] })).statusCode).toBe(403);
  });

  it.each([
    ['no lines at all', {}, 'Send the ingredient lines as a list of text'],
    ['lines that are not a list', { lines: '1 egg' }, 'Send the ingredient lines as a list of text'],
    ['a line that is not text', { lines: [42] }, 'Each ingredient line must be text'],
    ['a line too long', { lines: ['x'.repeat(501)] }, 'An ingredient line is at most 500 characters'],
    [
      'too many lines',
      { lines: Array.from({ length: 201 }, () => '1 egg') },
      'Send at most 200 ingredient lines at a time',
    ],
  ])('refuses %s with a clear 400', async (_case, payload, message) => {
    const response = await parse(cook, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('accepts the most lines of the longest length', async () => {
    const lines = Array.from({ length: 200 }, () => `1 cup ${'a'.repeat(494)}`);
    const response = await parse(cook, { lines });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toHaveLength(200);
  });
});
