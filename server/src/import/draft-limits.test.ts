import { describe, expect, it } from 'vitest';
import { RECIPE_METHOD_MAX } from '@fiz/core/recipe';
import { HOSTILE_PAGES } from '../testing/hostile-pages.js';
import { jsonLd, page, PAGE, soup } from '../testing/recipe-pages.js';
import { extractRecipe } from './extract-recipe.js';
import { JSON_LD_LIMITS, parseLenientJson } from './json-ld.js';
import { cutAtWord } from './recipe-draft.js';

/** A draft is always one the cook can save, and reading a hostile page costs little. */
describe('a draft within the limits of a recipe', () => {
  it('drops NUL and other invisible control characters from every text', () => {
    const withControls = {
      ...soup,
      name: 'A\u0000B Soup\u0007',
      description: 'Quick\u0000 and\u0085 warm',
      recipeIngredient: ['2\u0000 cups\u001b tomatoes', '1 onion\u007f'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Chop\u0000 the onion.\u0009Fry it.' }],
    };
    const draft = extractRecipe(page(jsonLd(withControls)), PAGE);
    expect(draft).toMatchObject({
      title: 'AB Soup',
      name: 'AB Soup',
      note: 'Quick and warm',
      method: ['Chop the onion. Fry it.'],
    });
    expect(draft?.ingredients).toEqual([
      { text: '2 cups tomatoes', qty: '2', unit: 'cups', item: 'tomatoes', note: '' },
      { text: '1 onion', qty: '1', unit: '', item: 'onion', note: '' },
    ]);
  });

  it('keeps the method within 20,000 characters, stopping after a whole step', () => {
    const step = (n: number) => `Step ${n}: ${'stir the pot gently '.repeat(49)}done.`;
    const steps = Array.from({ length: 50 }, (_, index) => step(index + 1));
    const draft = extractRecipe(page(jsonLd({ ...soup, recipeInstructions: steps })), PAGE);
    const method = draft!.method.join('\n');
    expect(steps.join('\n').length).toBeGreaterThan(49_000);
    expect(method.length).toBeLessThanOrEqual(RECIPE_METHOD_MAX);
    expect(method.length).toBeGreaterThan(RECIPE_METHOD_MAX - step(50).length);
    expect(draft!.method).toEqual(steps.slice(0, draft!.method.length));

    const oneStep = `Stir ${'and stir '.repeat(6000)}until thick.`;
    const single = extractRecipe(page(jsonLd({ ...soup, recipeInstructions: [oneStep] })), PAGE);
    expect(single!.method).toHaveLength(1);
    expect(single!.method[0]!.length).toBeLessThanOrEqual(RECIPE_METHOD_MAX);
    // Cut where a word ends.
    expect(oneStep.startsWith(`${single!.method[0]} `)).toBe(true);
  });

  it('cuts a long title to 50 characters at a word and keeps the full title in the note', () => {
    const title = 'The Very Best Slow Roasted Tomato and Red Pepper Soup with Basil';
    const draft = extractRecipe(page(jsonLd({ ...soup, name: title })), PAGE);
    expect(draft?.title).toBe(title);
    expect(draft?.name).toBe('The Very Best Slow Roasted Tomato and Red Pepper');
    expect(draft?.name.length).toBeLessThanOrEqual(50);
    expect(draft?.note).toBe(`A quick soup.\n\nFull title: ${title}`);
    expect(cutAtWord('x'.repeat(60), 50)).toBe('x'.repeat(50));
  });

  it('cuts a long title before an aside it cannot close, and without a dangling & or +', () => {
    const named = (name: string) => extractRecipe(page(jsonLd({ ...soup, name })), PAGE)?.name;
    expect(named('My Favorite Pumpkin Bread (Kabocha + Dark Chocolate Chips)')).toBe('My Favorite Pumpkin Bread');
    expect(named('Matcha No Bake Energy Bites Gluten & Dairy Free & Vegan')).toBe(
      'Matcha No Bake Energy Bites Gluten & Dairy Free',
    );
    expect(named('Pumpkin Bread (Kabocha) with Dark Chocolate Chips and Walnuts')).toBe(
      'Pumpkin Bread (Kabocha) with Dark Chocolate Chips',
    );
  });

  it('reads a page however deep its markup nests, up to where no recipe page nests', () => {
    const deep = (depth: number) => `${'<div>'.repeat(depth)}Pancakes${'</div>'.repeat(depth)}`;
    const recipe = '<h2>Ingredients</h2><ul><li>2 cups flour</li></ul><h2>Method</h2><ol><li>Mix.</li></ol>';
    expect(extractRecipe(page('', deep(100_000)), PAGE)).toBeNull();
    expect(extractRecipe(page('', recipe + deep(100_000)), PAGE)?.method).toEqual(['Mix.']);
    expect(extractRecipe(page('', `${'<div>'.repeat(200)}${recipe}${'</div>'.repeat(200)}`), PAGE)?.method).toEqual([
      'Mix.',
    ]);
  });

  it('reads a hostile page of the largest size accepted no slower than an ordinary page of that size', () => {
    const size = 2_000_000;
    const filled = (piece: string) => piece.repeat(Math.ceil(size / piece.length));
    const timeToRead = (html: string) => {
      const started = performance.now();
      extractRecipe(html, PAGE);
      return performance.now() - started;
    };
    const ordinary = timeToRead(filled('<p>Simmer the soup and serve it with bread.</p>\n'));
    // Markup that never closes: each once made the patterns that read pages backtrack over the rest of the page.
    const hostile = {
      itemprops: `<div itemtype="https://schema.org/Recipe">${filled('<a itemprop="x" ')}`,
      unclosedItems: filled('<span itemprop="recipeIngredient">'),
      scripts: filled('<script type="application/ld+json">'),
      startTags: filled('<script'),
      comments: filled('<!--'),
      titles: filled('<title>'),
      headings: filled('<h1>'),
      brackets: filled('<'),
      ...Object.fromEntries(
        Object.entries(HOSTILE_PAGES)
          .filter(([name]) => name.startsWith('JSON-LD'))
          .map(([name, make]) => [name, make()]),
      ),
    };
    for (const [name, html] of Object.entries(hostile)) {
      expect(timeToRead(html), name).toBeLessThan(3 * ordinary + 50);
    }
  });

  it('reads structured data within bounds that no recipe page comes near', () => {
    const nested = (depth: number) => `${'['.repeat(depth - 1)}{"a":1}${']'.repeat(depth - 1)}`;
    expect(parseLenientJson(nested(JSON_LD_LIMITS.depth))).toBeDefined();
    expect(parseLenientJson(nested(JSON_LD_LIMITS.depth + 1))).toBeUndefined();
    // The list and each of its count - 1 numbers.
    const values = (count: number) => `[${'1,'.repeat(count - 2)}1]`;
    expect(parseLenientJson(values(JSON_LD_LIMITS.values))).toHaveLength(JSON_LD_LIMITS.values - 1);
    expect(parseLenientJson(values(JSON_LD_LIMITS.values + 1))).toBeUndefined();
    // A trailing comma is found however much white space follows it.
    expect(parseLenientJson(`{"a": [1, 2,${' '.repeat(1000)}]}`)).toEqual({ a: [1, 2] });

    // The recipe's own block is read whatever hostile blocks come before or after it.
    const hostile = `<script type="application/ld+json">${'['.repeat(1_000_000)}</script>${jsonLd(Array(200_000).fill({}))}`;
    for (const head of [jsonLd(soup) + hostile, hostile + jsonLd(soup)]) {
      expect(extractRecipe(page(head), PAGE)).toMatchObject({
        title: 'Tomato Soup',
        method: ['Chop the onion.', 'Simmer with the tomatoes.'],
      });
    }
  });
});
