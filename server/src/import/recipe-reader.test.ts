import { afterAll, describe, expect, it } from 'vitest';
import { hugePage } from '../testing/hostile-pages.js';
import { jsonLd, page, PAGE, soup } from '../testing/recipe-pages.js';
import { extractRecipe } from './extract-recipe.js';
import { createRecipeReader, RecipeReadError, type RecipeReader } from './recipe-reader.js';

/** Reading recipes in worker threads: the same drafts as reading them here, and a clear refusal when it cannot. */
describe('the recipe reader', () => {
  const readers: RecipeReader[] = [];
  const reader = (options: Parameters<typeof createRecipeReader>[0] = {}) => {
    const created = createRecipeReader(options);
    readers.push(created);
    return created;
  };
  afterAll(() => Promise.all(readers.map((created) => created.close())));

  it('reads pasted HTML and text as the page extractor does', async () => {
    const html = page(jsonLd(soup));
    const threads = reader();
    expect(await threads.read({ kind: 'html', html, url: PAGE })).toEqual(extractRecipe(html, PAGE));
    expect(
      await threads.read({ kind: 'text', text: 'Toast\nIngredients\n1 slice bread\nMethod\nToast it.' }),
    ).toMatchObject({ title: 'Toast', ingredients: [{ text: '1 slice bread' }], method: ['Toast it.'] });
    expect(await threads.read({ kind: 'html', html: page(''), url: PAGE })).toBeNull();
  });

  it('decodes a fetched page in the charset its header or its meta tag names, else as UTF-8', async () => {
    const html = (head = '') => page(`${head}${jsonLd({ ...soup, name: 'Crème brûlée' })}`);
    const threads = reader();
    const read = (body: Uint8Array, contentType: string) =>
      threads.read({ kind: 'page', body, contentType, url: PAGE }).then((draft) => draft?.title);
    expect(await read(Buffer.from(html(), 'latin1'), 'text/html; charset=ISO-8859-1')).toBe('Crème brûlée');
    expect(await read(Buffer.from(html('<meta charset="windows-1252">'), 'latin1'), 'text/html')).toBe('Crème brûlée');
    expect(await read(Buffer.from(html(), 'utf8'), 'text/html')).toBe('Crème brûlée');
    expect(await read(Buffer.from(html(), 'utf8'), 'text/html; charset=no-such-charset')).toBe('Crème brûlée');
  });

  it('gives up on a page it cannot read in time, saying what the cook can do instead', async () => {
    const hurried = reader({ timeLimitMs: 1 });
    const failure = await hurried.read({ kind: 'html', html: hugePage(), url: PAGE }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RecipeReadError);
    expect(failure).toMatchObject({
      reason: 'too-slow',
      message: 'That page took too long to read. Copy the recipe from the page and paste it as text instead.',
    });
  });

  it('ends a thread that a page makes build more than its memory allows, and says the page is too large', async () => {
    const small = reader({ heapLimitMb: 16 });
    const failure = await small.read({ kind: 'html', html: hugePage(), url: PAGE }).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      reason: 'too-large',
      message: 'That page is too large to read. Copy the recipe from the page and paste it as text instead.',
    });
  });

  it('refuses pages beyond those its threads and queue can hold, as busy, and reads the others', async () => {
    const narrow = reader({ threads: 1, queue: 1 });
    const html = hugePage();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, () => narrow.read({ kind: 'html', html, url: PAGE })),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    for (const outcome of outcomes.slice(2)) {
      expect(outcome).toMatchObject({
        reason: { reason: 'busy', message: 'Fiz is reading many pages just now. Please try again in a minute.' },
      });
    }
    // Once those are read, there is room again.
    expect(await narrow.read({ kind: 'html', html: page(jsonLd(soup)), url: PAGE })).toMatchObject({
      title: 'Tomato Soup',
    });
  });
});
