import { describe, expect, it } from 'vitest';
import { jsonLd, page, PAGE, soup } from '../testing/recipe-pages.js';
import { extractRecipe } from './extract-recipe.js';
import { parseLenientJson } from './json-ld.js';

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

  it('reads a top-level array and steps nested in HowToSections, each under its name', () => {
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
    expect(draft?.method).toEqual(['Base:', 'Fry the onion.', 'Soup:', 'Add the tomatoes.', 'Blend.']);
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

  it('sets a name published in capitals in sentence case where the language writes titles that way', () => {
    const inLanguage = (lang: string, name: string) =>
      extractRecipe(page(jsonLd({ ...soup, name })).replace('<html>', `<html lang="${lang}">`), PAGE)?.title;
    expect(inLanguage('pt-br', 'PURÊ DE BATATA COM FRANGO')).toBe('Purê de batata com frango');
    expect(inLanguage('es', '"ÑOQUIS" CASEROS')).toBe('"Ñoquis" caseros');
    expect(inLanguage('pt-br', 'Purê de Batata')).toBe('Purê de Batata');
    // English title case and German nouns cannot be recovered from capitals; nor can an unknown language.
    expect(inLanguage('en-US', 'PAN DE MANZANA (APPLE BREAD)')).toBe('PAN DE MANZANA (APPLE BREAD)');
    expect(inLanguage('de', 'KARTOFFELSALAT MIT SPECK')).toBe('KARTOFFELSALAT MIT SPECK');
    expect(extractRecipe(page(jsonLd({ ...soup, name: 'SOPA' })), PAGE)?.title).toBe('SOPA');
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

  it('reads every group of ingredients under its heading, and stops at a heading that is not a group', () => {
    const html = page(
      '',
      '<h1>Hot cross buns</h1><div><h2>Ingredients</h2><ul><li>4 cups plain flour</li><li>2 eggs</li></ul>' +
        '<p> </p><h2>Crosses</h2><ul><li>4 Tbs plain flour</li></ul><h2>Glaze</h2><ul><ul><li>1/3 cup sugar</li>' +
        '</ul></ul><h2>Notes</h2><ul><li>Best eaten warm</li></ul></div>' +
        '<div><h2>Method</h2><ol><li>Mix.</li><li>Bake.</li></ol></div>',
    );
    const draft = extractRecipe(html, PAGE);
    expect(draft?.ingredients.map((ingredient) => ingredient.item)).toEqual([
      'plain flour',
      'eggs',
      'Crosses:',
      'plain flour',
      'Glaze:',
      'sugar',
    ]);
    expect(draft?.method).toEqual(['Mix.', 'Bake.']);
  });

  it('links a pasted page to the address it gives for itself, and finds its photo from there', () => {
    const canonical = '<link rel="canonical" href="https://cooks.example/recipes/soup">';
    const pasted = extractRecipe(page(canonical + jsonLd(soup)), '');
    expect(pasted).toMatchObject({
      websiteLink: 'https://cooks.example/recipes/soup',
      imageUrl: 'https://cooks.example/img/soup.jpg',
    });
    const ogUrl = '<meta property="og:url" content="https://cooks.example/og">';
    expect(extractRecipe(page(ogUrl + jsonLd(soup)), '')?.websiteLink).toBe('https://cooks.example/og');
    expect(
      extractRecipe(page('<link rel="canonical" href="javascript:alert(1)">' + jsonLd(soup)), '')?.websiteLink,
    ).toBe('');
    // Fetched by its address, the page is linked to that address.
    expect(extractRecipe(page(canonical + jsonLd(soup)), PAGE)?.websiteLink).toBe(PAGE);
  });

  it('reads rows of <div>s under a heading in another language, past the box that wraps the heading', () => {
    const row = (qty: string, item: string) =>
      `<div class="item"><input type="checkbox"><label><span>${qty}</span> <p>${item}</p></label></div>`;
    const html = page(
      '',
      '<h1 class="logo"><img src="/logo.png" alt="Site"></h1><h1>Γεμιστά</h1>' +
        '<div class="ingredients"><div class="header"><h2>Υλικά</h2></div><h3></h3>' +
        `<div class="rows">${row('6', 'ντομάτες')}${row('', 'Αλάτι')}</div></div>` +
        '<div class="tags"><ul><li>ΑΥΓΑ</li></ul></div>' +
        '<div class="method"><h2>Εκτέλεση</h2><div><h3></h3><ol><li>Πλένουμε.</li></ol></div>' +
        '<div><h3>ΓΕΜΙΣΗ</h3><ol><li>Γεμίζουμε.</li></ol></div></div>' +
        '<h2>Σχόλια</h2><p>Not a step.</p>',
    );
    const draft = extractRecipe(html, PAGE);
    expect(draft?.title).toBe('Γεμιστά');
    expect(draft?.ingredients.map((ingredient) => ingredient.text)).toEqual(['6 ντομάτες', 'Αλάτι']);
    expect(draft?.method).toEqual(['Πλένουμε.', 'Γεμίζουμε.']);
  });

  it('reads paragraphs under a paragraph that is only "Ingredients:", up to the next heading or rule', () => {
    const html = page(
      '',
      '<h1>Green Shakshuka</h1><div class="content"><p>Who knew?</p>' +
        '<p><span style="text-decoration: underline;">Ingredients:</span></p>' +
        '<p>1 onion, slivered</p><p>2 Tbsp. olive oil<br>4 eggs</p><p><img src="/a.jpg"></p><hr>' +
        '<p><strong>Instructions</strong></p><p>Saute the onion.</p><p>Crack the eggs on top.</p></div>' +
        '<footer><h2>About us</h2><p>We deliver.</p></footer>',
    );
    const draft = extractRecipe(html, PAGE);
    expect(draft?.title).toBe('Green Shakshuka');
    expect(draft?.ingredients.map((ingredient) => ingredient.text)).toEqual([
      '1 onion, slivered',
      '2 Tbsp. olive oil',
      '4 eggs',
    ]);
    expect(draft?.method).toEqual(['Saute the onion.', 'Crack the eggs on top.']);
  });

  it('does not take tabs or links that say "Ingredients" and "Method" for the recipe', () => {
    const tabs = page(
      '',
      '<h1>Cake</h1><nav><a href="#i"><span>Ingredients</span></a><a href="#m"><span>Method</span></a></nav>' +
        '<div class="tabs"><div>Ingredients</div><div>Method</div></div><p>Some text.</p>',
    );
    expect(extractRecipe(tabs, PAGE)).toBeNull();
  });

  it('reads every line of ingredients grouped as nested lists in JSON-LD', () => {
    const grouped = { ...soup, recipeIngredient: [['1 onion', '2 tomatoes'], ['1 tsp salt']] };
    const draft = extractRecipe(page(jsonLd(grouped)), PAGE);
    expect(draft?.ingredients.map((ingredient) => ingredient.text)).toEqual(['1 onion', '2 tomatoes', '1 tsp salt']);
  });

  it('drops step names that only count the step, in any language', () => {
    const counted = {
      ...soup,
      recipeInstructions: [
        { '@type': 'HowToStep', name: 'Passo 1', text: 'Coza o tamboril.' },
        { '@type': 'HowToStep', name: 'Schritt 2.', text: 'Servieren.' },
        { '@type': 'HowToStep', name: 'Make the sauce', text: 'Whisk the oil.' },
      ],
    };
    expect(extractRecipe(page(jsonLd(counted)), PAGE)?.method).toEqual([
      'Coza o tamboril.',
      'Servieren.',
      'Make the sauce',
      'Whisk the oil.',
    ]);
  });

  it('removes the parentheses a plugin puts around a note that already has its own', () => {
    const wrapped = {
      ...soup,
      recipeIngredient: ['1 cup carrots ((see notes) (from 2 carrots))', '1 egg ((optional))'],
    };
    const draft = extractRecipe(page(jsonLd(wrapped)), PAGE);
    expect(draft?.ingredients.map((ingredient) => ingredient.text)).toEqual([
      '1 cup carrots (see notes) (from 2 carrots)',
      '1 egg (optional)',
    ]);
  });

  it('names a microdata recipe from og:title when its name is the decorated browser title', () => {
    const html =
      '<html itemscope itemtype="https://schema.org/Recipe"><head>' +
      '<title itemprop="name">Lemon Tartlets Recipe - (4.8/5)</title>' +
      '<meta property="og:title" content="Lemon Tartlets"></head><body><h1>Lemon Tartlets</h1>' +
      '<ul><li itemprop="recipeIngredient">2 lemons</li></ul><ol itemprop="recipeInstructions"><li>Bake.</li></ol>' +
      '<div itemscope itemtype="https://schema.org/VideoObject"><span itemprop="name">VIDEO: Pizza</span></div>' +
      '</body></html>';
    expect(extractRecipe(html, PAGE)?.title).toBe('Lemon Tartlets');
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
