import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAME_PAGE_RECIPES_MAX } from '@fiz/core/import';
import type { TestApp } from '../testing/test-app.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { startLoopbackSite, type LoopbackSite } from '../testing/loopback-site.js';
import { createRecipe } from '../testing/recipes.js';
import { describeWithApp } from '../testing/test-app.js';
import { reviewedDraftBody } from '@fiz/core/testing/recipe-bodies';

const tartPage = (name: string) => `<!doctype html><html><head><title>${name}</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"${name}",
"recipeIngredient":["200 g flour","3 lemons"],"recipeInstructions":["Bake the case.","Fill and bake."]}</script>
</head><body></body></html>`;
const TART_PAGE = tartPage('Lemon Tart');

let site: LoopbackSite;
beforeAll(async () => {
  // The test site answers for exact paths, query included: the same page under the forms a cook may meet it in.
  site = await startLoopbackSite('tarts.test', () => ({
    '/lemon-tart': ['text/html; charset=utf-8', TART_PAGE],
    '/lemon-tart/': ['text/html; charset=utf-8', TART_PAGE],
    '/lemon-tart?utm_source=newsletter&utm_medium=email': ['text/html; charset=utf-8', TART_PAGE],
  }));
});
afterAll(() => site.stop());

interface Named {
  recipeId: number;
  recipeName: string;
}

interface AlreadyHad {
  ownRecipesFromPage: Named[];
  ownRecipesFromPageCount: number;
}

/** What an import says the cook already has from the page; fails the test on anything but a 200. */
async function alreadyHad(t: TestApp, cook: TestCook, payload: Record<string, string>): Promise<AlreadyHad> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/import-recipe',
    headers: { cookie: cook.cookie },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { ownRecipesFromPage, ownRecipesFromPageCount } = response.json<AlreadyHad>();
  return { ownRecipesFromPage, ownRecipesFromPageCount };
}

/** The recipes an import names; every one there is, as the count says, when there are no more than it names. */
async function alreadyHas(t: TestApp, cook: TestCook, payload: Record<string, string>): Promise<Named[]> {
  const { ownRecipesFromPage, ownRecipesFromPageCount } = await alreadyHad(t, cook, payload);
  if (ownRecipesFromPage.length < SAME_PAGE_RECIPES_MAX)
    expect(ownRecipesFromPageCount).toBe(ownRecipesFromPage.length);
  return ownRecipesFromPage;
}

/** Saves an import as the review page does when the cook changes nothing. */
async function addImported(t: TestApp, cook: TestCook, url: string): Promise<number> {
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/import-recipe',
    headers: { cookie: cook.cookie },
    payload: { url },
  });
  const draft = imported.json();
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/addimportedrecipe',
    headers: { cookie: cook.cookie },
    payload: reviewedDraftBody(draft),
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.json<{ recipeId: number }>().recipeId;
}

/** A recipe of the cook's with this website link, saved through the editor (a link typed in, not imported). */
const recipeWithLink = (t: TestApp, cook: TestCook, name: string, link: string, share: 'Yes' | 'No' = 'No') =>
  createRecipe(t.app, cook, name, { recipeWebsiteLink: link, recipeShare: share });

describeWithApp(
  'importing a page the cook already has a recipe from',
  (t) => {
    it('names none on a first import, then the recipe the import gave, and still lets the cook add another', async () => {
      const cook = await signedInCook(t.app, t.db, {}, 'Mia');
      const page = site.url('/lemon-tart');
      expect(await alreadyHas(t, cook, { url: page })).toEqual([]);

      const first = await addImported(t, cook, page);
      expect(await alreadyHas(t, cook, { url: page })).toEqual([{ recipeId: first, recipeName: 'Lemon Tart' }]);

      // A variant is the cook's choice: adding is not refused, and both are named, newest first.
      const second = await addImported(t, cook, page);
      expect(await alreadyHas(t, cook, { url: page })).toEqual([
        { recipeId: second, recipeName: 'Lemon Tart' },
        { recipeId: first, recipeName: 'Lemon Tart' },
      ]);
    });

    it('finds it when the page is fetched again under another form of its address', async () => {
      const cook = await signedInCook(t.app, t.db, {}, 'Noor');
      const tart = await addImported(t, cook, site.url('/lemon-tart?utm_source=newsletter&utm_medium=email'));
      const named = [{ recipeId: tart, recipeName: 'Lemon Tart' }];
      expect(await alreadyHas(t, cook, { url: site.url('/lemon-tart') })).toEqual(named);
      expect(await alreadyHas(t, cook, { url: site.url('/lemon-tart/') })).toEqual(named);
    });

    it('names at most three, the newest, and counts them all', async () => {
      const cook = await signedInCook(t.app, t.db, {}, 'Ravi');
      const importTart = () => alreadyHad(t, cook, { html: TART_PAGE, url: 'https://cooks.example/tart' });
      const ids: number[] = [];
      for (const name of ['Tart 1', 'Tart 2', 'Tart 3'])
        ids.push(await recipeWithLink(t, cook, name, 'https://cooks.example/tart'));
      expect((await importTart()).ownRecipesFromPageCount).toBe(3);

      ids.push(await recipeWithLink(t, cook, 'Tart 4', 'https://cooks.example/tart/?utm_source=feed'));
      ids.push(await recipeWithLink(t, cook, 'Tart 5', 'http://www.cooks.example/tart'));
      // Neither is the page: another cook's, and another path. Both stay out of the count.
      const other = await signedInCook(t.app, t.db, {}, 'Rhea');
      await recipeWithLink(t, other, 'Tart 6', 'https://cooks.example/tart', 'Yes');
      await recipeWithLink(t, cook, 'Tartlets', 'https://cooks.example/tartlets');

      const { ownRecipesFromPage: named, ownRecipesFromPageCount } = await importTart();
      expect(named.map((recipe) => recipe.recipeName)).toEqual(['Tart 5', 'Tart 4', 'Tart 3']);
      expect(named.map((recipe) => recipe.recipeId)).toEqual(ids.slice(2).reverse());
      expect(ownRecipesFromPageCount).toBe(5);
    });

    it("never names another cook's recipe from the page, shared or not", async () => {
      const mine = await signedInCook(t.app, t.db, {}, 'Ada');
      const other = await signedInCook(t.app, t.db, {}, 'Ben');
      const page = 'https://cooks.example/shortbread';
      const shared = await recipeWithLink(t, other, "Ben's Shortbread", page, 'Yes');
      const hidden = await recipeWithLink(t, other, 'Private Shortbread', page);
      expect(await alreadyHas(t, mine, { html: TART_PAGE, url: page })).toEqual([]);

      const own = await recipeWithLink(t, mine, 'Shortbread', page);
      expect(await alreadyHas(t, mine, { html: TART_PAGE, url: page })).toEqual([
        { recipeId: own, recipeName: 'Shortbread' },
      ]);
      // The other cook, importing the same page, is told of theirs and only theirs.
      expect(await alreadyHas(t, other, { html: TART_PAGE, url: page })).toEqual([
        { recipeId: hidden, recipeName: 'Private Shortbread' },
        { recipeId: shared, recipeName: "Ben's Shortbread" },
      ]);
    });

    it('names none for recipe text pasted on its own, or a page pasted without an address', async () => {
      const cook = await signedInCook(t.app, t.db, {}, 'Olu');
      await recipeWithLink(t, cook, 'Porridge', 'https://cooks.example/porridge');
      expect(await alreadyHas(t, cook, { text: 'Porridge\nIngredients\n1 cup oats\nMethod\nSimmer.' })).toEqual([]);
      expect(await alreadyHas(t, cook, { html: TART_PAGE })).toEqual([]);
    });
  },
  {},
  () => ({ fetchPageOptions: site.fetchOptions }),
);

describeWithApp('which addresses are the same page', (t) => {
  let cook: TestCook;
  let tart: number;
  let twelve: number;
  beforeAll(async () => {
    cook = await signedInCook(t.app, t.db, {}, 'Lena');
    tart = await recipeWithLink(t, cook, 'Lemon Tart', 'https://cooks.example/lemon-tart');
    twelve = await recipeWithLink(t, cook, 'Recipe 12', 'https://cooks.example/recipe.php?id=12&lang=en');
  });
  const importing = (url: string) => alreadyHas(t, cook, { html: TART_PAGE, url });

  it.each([
    ['over http', 'http://cooks.example/lemon-tart'],
    ['with a trailing slash', 'https://cooks.example/lemon-tart/'],
    ['with www.', 'https://www.cooks.example/lemon-tart'],
    ['with a fragment', 'https://cooks.example/lemon-tart#recipe'],
    ['with utm parameters', 'https://cooks.example/lemon-tart?utm_source=pinterest&utm_medium=social'],
    ['all at once, host in capitals', 'HTTP://WWW.Cooks.Example/lemon-tart/?fbclid=x1&utm_campaign=spring#method'],
  ])('matches the page %s', async (_form, url) => {
    expect(await importing(url)).toEqual([{ recipeId: tart, recipeName: 'Lemon Tart' }]);
  });

  it('matches a link saved with tracking parameters, and query parameters in another order', async () => {
    const cook2 = await signedInCook(t.app, t.db, {}, 'Sam');
    const pie = await recipeWithLink(t, cook2, 'Pie', 'http://www.cooks.example/pie/?utm_source=x&page=2&id=7#top');
    expect(await alreadyHas(t, cook2, { html: TART_PAGE, url: 'https://cooks.example/pie?id=7&page=2' })).toEqual([
      { recipeId: pie, recipeName: 'Pie' },
    ]);
  });

  it('keeps query parameters that may pick another recipe', async () => {
    expect(await importing('https://cooks.example/recipe.php?id=13&lang=en')).toEqual([]);
    expect(await importing('https://cooks.example/recipe.php?id=12')).toEqual([]);
    expect(await importing('https://cooks.example/recipe.php?lang=en&id=12&utm_source=feed')).toEqual([
      { recipeId: twelve, recipeName: 'Recipe 12' },
    ]);
    expect(await importing('https://cooks.example/lemon-tart?serves=12')).toEqual([]);
  });

  it('matches a link saved as people type it to the address as a browser writes it, and the other way round', async () => {
    const cook3 = await signedInCook(t.app, t.db, {}, 'Noor');
    const typed = await recipeWithLink(t, cook3, 'Brûlée', 'https://bücher.example/crème-brûlée');
    const ported = await recipeWithLink(t, cook3, 'Flan', 'https://cooks.example:443/flan');
    const has = (url: string) => alreadyHas(t, cook3, { html: TART_PAGE, url });
    expect(await has('https://xn--bcher-kva.example/cr%C3%A8me-br%C3%BBl%C3%A9e')).toEqual([
      { recipeId: typed, recipeName: 'Brûlée' },
    ]);
    expect(await has('https://cooks.example/flan')).toEqual([{ recipeId: ported, recipeName: 'Flan' }]);
  });

  it('does not take another path or host for the page', async () => {
    expect(await importing('https://cooks.example/lemon-tart-2')).toEqual([]);
    expect(await importing('https://cooks.example.org/lemon-tart')).toEqual([]);
    expect(await importing('https://cooks.example/')).toEqual([]);
  });
});
