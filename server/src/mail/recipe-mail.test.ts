import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { mailOutbox, users } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { createRecipe } from '../testing/recipes.js';
import { describeWithApp } from '../testing/test-app.js';
import { testConfig } from '../testing/test-config.js';

const DAILY_LIMIT = 2;

describeWithApp(
  'recipe PDFs and recipe mail without a mail server',
  (t) => {
    let owner: TestCook;
    let other: TestCook;
    let admin: TestCook;
    let privateId: number;
    let sharedId: number;

    const pdf = (recipeId: number | string, as: TestCook | null) =>
      t.app.inject({
        url: `/api/generate-recipe-pdf/${recipeId}?userName=Kim&userEmail=kim@example.com`,
        ...(as ? { headers: { cookie: as.cookie } } : {}),
      });
    const email = (payload: Record<string, unknown>, as: TestCook | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/email-recipe-pdf',
        ...(as ? { headers: { cookie: as.cookie } } : {}),
        payload: { userName: 'Kim', userEmail: 'kim@example.com', ...payload },
      });
    const outboxOf = (cook: TestCook) => t.db.select().from(mailOutbox).where(eq(mailOutbox.user_id, cook.user_id));

    beforeAll(async () => {
      owner = await signedInCook(t.app, t.db, {}, 'Kim');
      other = await signedInCook(t.app, t.db, {}, 'Lou');
      admin = await signedInCook(t.app, t.db, { user_access: 'Admin' }, 'Boss');
      privateId = await createRecipe(t.app, owner, 'Secret sauce', { ingredients: [{ item: 'chillies' }] });
      sharedId = await createRecipe(t.app, owner, 'Open sandwich', { recipeShare: 'Yes' });
    });

    it('answers a PDF of a recipe the caller may read', async () => {
      for (const [id, as] of [
        [privateId, owner],
        [sharedId, other],
        [privateId, admin],
      ] as const) {
        const response = await pdf(id, as);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      expect((await pdf(sharedId, other)).headers['content-disposition']).toBe(
        `inline; filename="open-sandwich.pdf"; filename*=UTF-8''open-sandwich.pdf`,
      );
    });

    it('shows the amounts the print page picked, and says so, or refuses a scale it does not offer', async () => {
      const id = await createRecipe(t.app, owner, 'Pancakes', {
        ingredients: [
          { qty: '1 1/2', unit: 'cups', item: 'flour' },
          { qty: '1', unit: '', item: 'egg' },
        ],
      });
      const textOf = async (query: string) => {
        const response = await t.app.inject({
          url: `/api/generate-recipe-pdf/${id}?${query}`,
          headers: { cookie: owner.cookie },
        });
        const text = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
        return text.text.replace(/\s+/g, ' ');
      };
      const doubled = await textOf('scale=2');
      expect(doubled).toContain('Ingredients (2×)');
      expect(doubled).toContain('3 cups flour');
      expect(doubled).toContain('2 eggs');
      // The footer names the signed-in cook, whatever name the address carries.
      const asWritten = await textOf('userName=Mallory');
      expect(asWritten).toContain('by Kim');
      expect(asWritten).not.toContain('Mallory');
      expect(asWritten).toContain('1 1/2 cups flour');
      expect(asWritten).not.toContain('Ingredients (');
      const refused = await t.app.inject({
        url: `/api/generate-recipe-pdf/${id}?scale=10`,
        headers: { cookie: owner.cookie },
      });
      expect([refused.statusCode, refused.json().message]).toEqual([400, 'The scale must be 0.5, 1, 2 or 3']);
    });

    it("refuses a PDF of another cook's private recipe, anonymous callers, Expired cooks and bad ids", async () => {
      const hidden = await pdf(privateId, other);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toEqual(expect.any(String));
      expect((await pdf(privateId, null)).statusCode).toBe(401);
      const expired = await signedInCook(t.app, t.db, {}, 'Old');
      await t.db.update(users).set({ user_free_expiry_date: '2020-01-01' }).where(eq(users.user_id, expired.user_id));
      expect((await pdf(sharedId, expired)).statusCode).toBe(403);
      expect((await pdf('abc', owner)).statusCode).toBe(400);
    });

    it('keeps the mail in the outbox with its PDF when no mail server is configured, for the Admin to see', async () => {
      const response = await email({ toEmail: 'friend@example.com', recipeId: sharedId }, other);
      expect(response.statusCode, response.body).toBe(200);
      // Nothing can send it yet: the cook is told it waits, not that it went.
      expect(response.json()).toEqual({
        success: true,
        status: 'queued',
        message:
          "Your email is saved and waiting to be sent: this site has no mail server set up yet. It goes out once the site's owner sets one up.",
      });

      const outbox = await t.app.inject({ url: '/api/mailoutbox?status=pending', headers: { cookie: admin.cookie } });
      expect(outbox.statusCode).toBe(200);
      expect(outbox.json()[0]).toMatchObject({
        kind: 'recipe',
        to: 'friend@example.com',
        reply_to: other.email,
        subject: 'Lou sent you a recipe: Open sandwich',
        attachments: ['open-sandwich.pdf'],
        status: 'pending',
        attempts: 0,
        sent_at: null,
      });
      const bad = await t.app.inject({ url: '/api/mailoutbox?status=lost', headers: { cookie: admin.cookie } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('The status must be pending, sent, failed or all');
    });

    it("refuses to email another cook's private recipe, a bad address, anonymous callers", async () => {
      const hidden = await email({ toEmail: 'friend@example.com', recipeId: privateId }, other);
      expect(hidden.statusCode).toBe(404);
      const badAddress = await email({ toEmail: 'friend@', recipeId: sharedId }, owner);
      expect(badAddress.statusCode).toBe(400);
      expect(badAddress.json().message).toContain('Please enter a valid email address to send the recipe to');
      expect((await email({ toEmail: 'friend@example.com', recipeId: sharedId }, null)).statusCode).toBe(401);
      expect(await outboxOf(owner)).toEqual([]);
    });

    it('limits how many recipes one cook can email a day', async () => {
      const cook = await signedInCook(t.app, t.db, {}, 'Busy');
      const id = await createRecipe(t.app, cook, 'Daily bread');
      for (let sent = 0; sent < DAILY_LIMIT; sent += 1) {
        expect((await email({ toEmail: 'a@example.com', recipeId: id }, cook)).statusCode).toBe(200);
      }
      const refused = await email({ toEmail: 'a@example.com', recipeId: id }, cook);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        `You can email up to ${DAILY_LIMIT} recipes a day. You can send the next one in about 24 hours.`,
      );
      expect(await outboxOf(cook)).toHaveLength(DAILY_LIMIT);
      // The limit counts the last 24 hours: sent 22 hours ago, the first frees a place in 2 hours.
      await t.db
        .update(mailOutbox)
        .set({ created_at: new Date(Date.now() - 22 * 3_600_000) })
        .where(eq(mailOutbox.user_id, cook.user_id));
      expect((await email({ toEmail: 'a@example.com', recipeId: id }, cook)).json().message).toMatch(
        /You can send the next one in about 2 hours\.$/,
      );
    });

    it('keeps to the daily limit when several emails are sent at once', async () => {
      const cook = await signedInCook(t.app, t.db, {}, 'Eager');
      const id = await createRecipe(t.app, cook, 'Party punch');
      const responses = await Promise.all(
        Array.from({ length: DAILY_LIMIT + 3 }, () => email({ toEmail: 'a@example.com', recipeId: id }, cook)),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...Array(DAILY_LIMIT).fill(200), 429, 429, 429]);
      expect(await outboxOf(cook)).toHaveLength(DAILY_LIMIT);
    });
  },
  { mail: { ...testConfig().mail, recipeDailyLimit: DAILY_LIMIT } },
);
