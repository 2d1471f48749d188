import { describe, expect, it } from 'vitest';
import { cutAtWord, extractRecipe, extractRecipeFromText, parseLenientJson } from './extract-recipe.js';

const PAGE = 'https://cooks.example/recipes/soup';

const page = (head: string, body = '') =>
  `<!doctype html><html><head><title>Page title | Cooks</title>${head}</head><body>${body}</body></html>`;
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

const soup = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Tomato Soup',
  description: 'A quick soup.',
  image: ['/img/soup.jpg'],
  recipeIngredient: ['2 cups (300 g) tomatoes, chopped', '1 onion'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Chop the onion.' },
    { '@type': 'HowToStep', text: 'Simmer with the tomatoes.' },
  ],
};

describe('extracting a recipe from a page', () => {
  it('reads plain JSON-LD, with the ingredient lines parsed and the image made absolute', () => {
    const draft = extractRecipe(page(jsonLd(soup)), PAGE);
    expect(draft).toEqual({
      title: 'Tomato Soup',
      name: 'Tomato Soup',
      note: 'A quick soup.',
      ingredients: [
        { text: '2 cups (300 g) tomatoes, chopped', qty: '2', unit: 'cups', item: 'tomatoes', note: '300 g, chopped' },
        { text: '1 onion', qty: '1', unit: '', item: 'onion', note: '' },
      ],
      method: ['Chop the onion.', 'Simmer with the tomatoes.'],
      imageUrl: 'https://cooks.example/img/soup.jpg',
      websiteLink: PAGE,
      youtubeCode: '',
    });
  });

  it('finds the recipe in an @graph, with @type as a list', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', name: 'Not this' },
        { ...soup, '@type': ['Recipe', 'NewsArticle'], name: 'Graph Soup' },
      ],
    };
    const draft = extractRecipe(page(jsonLd(graph)), PAGE);
    expect(draft?.title).toBe('Graph Soup');
    expect(draft?.method).toHaveLength(2);
  });

  it('reads a top-level array and steps nested in HowToSections', () => {
    const sectioned = {
      ...soup,
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Base',
          itemListElement: [{ '@type': 'HowToStep', text: 'Fry the onion.' }],
        },
        {
          '@type': 'HowToSection',
          name: 'Soup',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Add the tomatoes.' },
            { '@type': 'HowToStep', text: 'Blend.' },
          ],
        },
      ],
    };
    const draft = extractRecipe(page(jsonLd([{ '@type': 'Organization', name: 'Cooks' }, sectioned])), PAGE);
    expect(draft?.method).toEqual(['Fry the onion.', 'Add the tomatoes.', 'Blend.']);
  });

  it('reads instructions given as one string or a list of strings', () => {
    const asString = extractRecipe(page(jsonLd({ ...soup, recipeInstructions: 'Chop.\nSimmer.' })), PAGE);
    expect(asString?.method).toEqual(['Chop.', 'Simmer.']);
    const asList = extractRecipe(page(jsonLd({ ...soup, recipeInstructions: ['Chop.', 'Simmer.'] })), PAGE);
    expect(asList?.method).toEqual(['Chop.', 'Simmer.']);
  });

  it('reads broken JSON-LD: raw newlines and tabs in strings, trailing commas, a comment wrapper', () => {
    const broken = `<script type="application/ld+json"><!--
      { "@context": "https://schema.org", "@type": "Recipe", "name": "Broken	Soup",
        "description": "Line one
line two",
        "recipeIngredient": ["1 onion", "2 tomatoes",],
        "recipeInstructions": "Chop.",
      }
    --></script>`;
    const draft = extractRecipe(page(broken), PAGE);
    expect(draft?.title).toBe('Broken Soup');
    expect(draft?.note).toBe('Line one line two');
    expect(draft?.ingredients.map((ingredient) => ingredient.text)).toEqual(['1 onion', '2 tomatoes']);
    expect(draft?.method).toEqual(['Chop.']);
  });

  it('reads JSON-LD in a CDATA wrapper and skips a script that cannot be read', () => {
    const html = page(
      `<script type="application/ld+json">{ not json at all</script>` +
        `<script type="application/ld+json">//<![CDATA[\n${JSON.stringify(soup)}\n//]]></script>`,
    );
    expect(extractRecipe(html, PAGE)?.title).toBe('Tomato Soup');
  });

  it('strips HTML tags and decodes entities in strings', () => {
    const messy = {
      ...soup,
      name: 'Mac &amp; Cheese &#8211; <b>Best</b>',
      description: '<p>Rich &amp; creamy&nbsp;pasta</p>',
      recipeIngredient: ['1&frac12; cups <a href="/milk">milk</a>', '2 tbsp butter &#x28;soft&#x29;'],
      recipeInstructions: [{ '@type': 'HowToStep', text: '<p>Boil the <strong>pasta</strong>.</p>' }],
    };
    const draft = extractRecipe(page(jsonLd(messy)), PAGE);
    expect(draft?.title).toBe('Mac & Cheese – Best');
    expect(draft?.note).toBe('Rich & creamy pasta');
    expect(draft?.ingredients.map((ingredient) => ingredient.text)).toEqual(['1½ cups milk', '2 tbsp butter (soft)']);
    expect(draft?.method).toEqual(['Boil the pasta.']);
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

  it('finds the code of an embedded YouTube video', () => {
    const html = page(
      jsonLd(soup),
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0"></iframe>' +
        '<a href="https://www.youtube.com/watch?v=aaaaaaaaaaa">another</a>',
    );
    expect(extractRecipe(html, PAGE)?.youtubeCode).toBe('dQw4w9WgXcQ');
    const linked = page(jsonLd(soup), '<a href="https://youtu.be/abcdefghijk">watch</a>');
    expect(extractRecipe(linked, PAGE)?.youtubeCode).toBe('abcdefghijk');
  });

  it('reads microdata', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe">
        <h1 itemprop="name">Micro Pancakes</h1>
        <meta itemprop="image" content="https://img.example/p.jpg">
        <p itemprop="description">Fluffy &amp; light.</p>
        <ul><li itemprop="recipeIngredient">1 cup flour</li><li itemprop="recipeIngredient">1 egg</li></ul>
        <ol itemprop="recipeInstructions"><li>Whisk.</li><li>Fry.</li></ol>
      </div>`,
    );
    const draft = extractRecipe(html, PAGE);
    expect(draft).toMatchObject({
      title: 'Micro Pancakes',
      note: 'Fluffy & light.',
      imageUrl: 'https://img.example/p.jpg',
      method: ['Whisk.', 'Fry.'],
    });
    expect(draft?.ingredients.map((ingredient) => ingredient.text)).toEqual(['1 cup flour', '1 egg']);
  });

  it('falls back on lists under Ingredients and Method headings', () => {
    const html = page(
      '',
      '<h1>Grandma&#39;s Scones</h1><h2>Ingredients</h2><ul><li>2 cups flour</li><li>1 cup cream</li></ul>' +
        '<h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol>',
    );
    const draft = extractRecipe(html, PAGE);
    expect(draft?.title).toBe("Grandma's Scones");
    expect(draft?.method).toEqual(['Mix.', 'Bake.']);
    expect(draft?.ingredients).toHaveLength(2);
  });

  it('finds nothing on a page without a recipe, even one with a list under a heading', () => {
    expect(extractRecipe(page('', '<h1>About us</h1><h2>Ingredients</h2><ul><li>Love</li></ul>'), PAGE)).toBeNull();
    expect(extractRecipe(page(jsonLd({ '@type': 'Article', name: 'News' })), PAGE)).toBeNull();
    expect(extractRecipe('', PAGE)).toBeNull();
  });

  it('reads JSON leniently, and gives up on what is not JSON', () => {
    expect(parseLenientJson('{"a": "x\ny",}')).toEqual({ a: 'x\ny' });
    expect(parseLenientJson('{"a": "it\\\'s"}')).toEqual({ a: "it's" });
    expect(parseLenientJson('nope')).toBeUndefined();
  });
});

describe('extracting a recipe from text', () => {
  it('takes the first line as the title, quantity lines as ingredients and the method as steps', () => {
    const draft = extractRecipeFromText(
      'Easy Flapjacks\nChewy oat bars.\n200 g oats\n100 g butter\n\nMethod:\n1. Melt the butter.\n2. Stir in the oats and bake.',
    );
    expect(draft).toMatchObject({
      title: 'Easy Flapjacks',
      name: 'Easy Flapjacks',
      note: 'Chewy oat bars.',
      method: ['Melt the butter.', 'Stir in the oats and bake.'],
      websiteLink: '',
    });
    expect(draft?.ingredients.map(({ text, qty, unit, item }) => ({ text, qty, unit, item }))).toEqual([
      { text: '200 g oats', qty: '200', unit: 'g', item: 'oats' },
      { text: '100 g butter', qty: '100', unit: 'g', item: 'butter' },
    ]);
  });

  it('takes every line under an Ingredients heading, quantity or not', () => {
    const draft = extractRecipeFromText('Salad\nIngredients\n- lettuce\n- salt to taste\nInstructions\nToss.');
    expect(draft?.ingredients.map((ingredient) => ingredient.text)).toEqual(['lettuce', 'salt to taste']);
    expect(draft?.method).toEqual(['Toss.']);
  });

  it('finds nothing in text without ingredients or steps', () => {
    expect(extractRecipeFromText('Just a title\nand some words')).toBeNull();
  });
});
