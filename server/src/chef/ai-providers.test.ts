import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChefConfig } from '../config.js';
import { chefUsage } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { FAKE_USAGE, FakeAiServer } from '../testing/fake-ai.js';
import { describeWithApp } from '../testing/test-app.js';
import { testConfig } from '../testing/test-config.js';

const fake = new FakeAiServer();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const RECIPE = {
  name: 'Lemon garlic chicken with rice',
  intro: 'Bright, quick and all in one pan.',
  ingredients: [
    { qty: '4', unit: '', item: 'chicken thighs', note: 'skin on' },
    { qty: '3', unit: 'cloves', item: 'garlic', note: 'sliced' },
    { qty: '1', unit: '', item: 'lemon', note: 'juiced' },
    { qty: '1', unit: 'cup', item: 'rice', note: '' },
    { qty: '2', unit: 'cups', item: 'chicken stock', note: '' },
  ],
  method: ['Brown the chicken skin side down.', 'Add garlic, rice and stock.', 'Simmer covered for 20 minutes.'],
};
const GIVEN = ['chicken', 'garlic', 'lemon', 'rice'];
const DAILY_LIMIT = 12;

const providers: { name: string; chef: () => Partial<ChefConfig>; path: string }[] = [
  {
    name: 'anthropic',
    chef: () => ({ provider: 'anthropic', model: 'claude-sonnet-4-5', apiKey: 'test-key' }),
    path: '/v1/messages',
  },
  {
    name: 'openai-compatible',
    chef: () => ({ provider: 'openai-compatible', model: 'llama3.1' }),
    path: '/v1/chat/completions',
  },
  {
    name: 'openai',
    chef: () => ({ provider: 'openai', model: 'gpt-4.1-mini', apiKey: 'test-key' }),
    path: '/v1/chat/completions',
  },
];

for (const provider of providers) {
  describeWithApp(
    `Chef Basil through ${provider.name}`,
    (t) => {
      let cook: TestCook;
      const post = (url: string, payload: Record<string, unknown>, as: TestCook = cook) =>
        t.app.inject({ method: 'POST', url, headers: { cookie: as.cookie }, payload });
      const askForRecipe = () => post('/api/get-recipe-from-ingredients', { ingredients: GIVEN });
      const ask = (question = 'How long do I rest a steak?') => post('/api/ask-chef', { question });
      const lastRequest = () => fake.requests.at(-1)!;

      beforeAll(async () => {
        cook = await signedInCook(t.app, t.db, {}, 'Ivy');
      });

      it('asks for a structured recipe with the system prompt and answers it, with what it uses', async () => {
        fake.reply({ kind: 'object', value: RECIPE });
        const response = await askForRecipe();
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ ...RECIPE, uses: GIVEN });
        const request = lastRequest();
        expect(request.path).toBe(provider.path);
        const sent = JSON.stringify(request.body);
        expect(sent).toContain('You are Chef Basil');
        expect(sent).toContain('chicken, garlic, lemon, rice');
        // Structured output: the request carries the recipe's JSON schema (a tool, output format or response format).
        expect(sent).toContain('"method"');
        expect(sent).toContain('"ingredients"');
      });

      it('answers a question with the provider text and records calls and tokens', async () => {
        fake.reply({ kind: 'text', text: 'Rest it for 5 to 10 minutes, loosely covered.' });
        const response = await ask();
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ answer: 'Rest it for 5 to 10 minutes, loosely covered.' });
        const rows = await t.db.select().from(chefUsage);
        const mine = rows.filter((row) => row.user_id === cook.user_id && row.outcome === 'ok');
        expect(mine.map((row) => row.kind).sort()).toEqual(['answer', 'recipe']);
        expect(
          mine.every((row) => row.input_tokens === FAKE_USAGE.input && row.output_tokens === FAKE_USAGE.output),
        ).toBe(true);
        expect(mine[0]).toMatchObject({ provider: provider.name });
      });

      it('asks for a different recipe for another idea, and says there is no other when it repeats one', async () => {
        const other = { ...RECIPE, name: 'Chicken and rice soup' };
        fake.reply({ kind: 'object', value: other });
        const another = await post('/api/get-recipe-from-ingredients', {
          ingredients: GIVEN,
          alreadySuggested: [RECIPE.name],
        });
        expect(another.statusCode, another.body).toBe(200);
        expect(another.json()).toMatchObject({ name: other.name });
        expect(JSON.stringify(lastRequest().body)).toContain(`These recipes were already suggested: ${RECIPE.name}.`);

        fake.reply({ kind: 'object', value: { ...RECIPE, name: RECIPE.name.toUpperCase() } });
        const repeated = await post('/api/get-recipe-from-ingredients', {
          ingredients: GIVEN,
          alreadySuggested: [RECIPE.name, other.name],
        });
        expect(repeated.statusCode).toBe(422);
        expect(repeated.json().message).toMatch(/^Chef Basil has no other recipe for these ingredients\./);
        expect(JSON.stringify(lastRequest().body)).toContain(`${RECIPE.name}; ${other.name}`);
      });

      it("answers the spec's messages when the provider fails, times out, says nothing or sends a malformed recipe", async () => {
        fake.reply({ kind: 'error', status: 500, message: 'upstream exploded' });
        const failed = await ask();
        expect(failed.statusCode).toBe(502);
        expect(failed.json().message).toBe('Oops! Chef Basil is unavailable at the moment.');

        fake.reply({ kind: 'hang' });
        const slow = await ask();
        expect(slow.statusCode).toBe(504);
        expect(slow.json().message).toBe('Oops! Chef Basil is unavailable at the moment.');

        fake.reply({ kind: 'text', text: '   ' });
        const empty = await ask();
        expect(empty.statusCode).toBe(502);
        expect(empty.json().message).toBe('Chef Basil had no response this time.');

        fake.reply({ kind: 'object', value: { name: 'No method', intro: '', ingredients: [] } });
        const malformed = await askForRecipe();
        expect(malformed.statusCode).toBe(502);
        expect(malformed.json().message).toBe("Oops! Chef Basil couldn't whip up a recipe right now.");

        fake.reply({ kind: 'text', text: 'not json at all' });
        expect((await askForRecipe()).statusCode).toBe(502);

        const outcomes = (await t.db.select().from(chefUsage))
          .filter((row) => row.user_id === cook.user_id)
          .map((row) => row.outcome);
        expect(outcomes).toEqual(expect.arrayContaining(['provider-error', 'timeout', 'empty', 'invalid-output']));
      });

      it('caps the reply, asks for a schema strict providers accept, and reads a recipe inside a code fence', async () => {
        fake.reply({ kind: 'text', text: 'Yes.' });
        await ask();
        expect(JSON.stringify(lastRequest().body)).toMatch(/"max_(?:completion_)?tokens":1000\b/u);

        const fenced = {
          ...RECIPE,
          name: 'Lemon garlic chicken with rice, ready in thirty minutes',
          method: ['1. Brown.', ' ', '2. Simmer.'],
        };
        fake.reply({ kind: 'text', text: `Here is your recipe:\n\`\`\`json\n${JSON.stringify(fenced)}\n\`\`\`` });
        const response = await askForRecipe();
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({
          name: 'Lemon garlic chicken with rice, ready in thirty',
          method: ['Brown.', 'Simmer.'],
        });
        const sent = JSON.stringify(lastRequest().body);
        expect(sent).toMatch(/"max_(?:completion_)?tokens":4000\b/u);
        // OpenAI's strict mode refuses a schema whose object leaves a property out of required.
        expect(sent).toContain('"required":["qty","unit","item","note"]');
      });

      it('shows an answer written in Markdown as plain text', async () => {
        fake.reply({ kind: 'text', text: '## Resting\n\n- **Steak**: 5 minutes' });
        expect((await ask()).json()).toEqual({ answer: 'Resting\n\n• Steak: 5 minutes' });
      });

      it("does not count calls the provider failed against the cook's daily limit", async () => {
        const unlucky = await signedInCook(t.app, t.db, {}, 'Unlucky');
        for (let call = 0; call < DAILY_LIMIT; call += 1) {
          fake.reply({ kind: 'error', status: 529, message: 'overloaded' });
          expect((await post('/api/ask-chef', { question: 'Is it done?' }, unlucky)).statusCode).toBe(502);
        }
        fake.reply({ kind: 'text', text: 'Yes.' });
        const recovered = await post('/api/ask-chef', { question: 'Is it done?' }, unlucky);
        expect(recovered.statusCode, recovered.body).toBe(200);
      });

      it('refuses more than the daily limit of calls with a clear message, without asking the provider', async () => {
        const busy = await signedInCook(t.app, t.db, {}, 'Busy');
        for (let call = 0; call < DAILY_LIMIT; call += 1) {
          fake.reply({ kind: 'text', text: 'Yes.' });
          expect((await post('/api/ask-chef', { question: 'Is it done?' }, busy)).statusCode).toBe(200);
        }
        const seen = fake.requests.length;
        const refused = await post('/api/ask-chef', { question: 'One more?' }, busy);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe(
          `You have asked Chef Basil ${DAILY_LIMIT} times in the last 24 hours, the daily limit. You can ask again in about 24 hours.`,
        );
        expect(fake.requests.length).toBe(seen);
      });

      it('keeps to the daily limit when many calls arrive at once', async () => {
        const eager = await signedInCook(t.app, t.db, {}, 'Eager');
        const attempts = DAILY_LIMIT + 3;
        // Replies for the calls within the limit only: any more would be left for the next test.
        fake.reply(...Array.from({ length: DAILY_LIMIT }, () => ({ kind: 'text' as const, text: 'Yes.' })));
        const seen = fake.requests.length;
        const responses = await Promise.all(
          Array.from({ length: attempts }, () => post('/api/ask-chef', { question: 'Is it done?' }, eager)),
        );
        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses).toEqual([...Array(DAILY_LIMIT).fill(200), 429, 429, 429]);
        expect(fake.requests.length - seen).toBe(DAILY_LIMIT);
      });
    },
    () => ({
      chef: { ...testConfig().chef, ...provider.chef(), baseUrl: fake.url, dailyLimit: DAILY_LIMIT, timeoutMs: 1_000 },
    }),
  );
}
