import { describe, expect, it } from 'vitest';
import { jsonLd, page, PAGE, soup } from '../testing/recipe-pages.js';
import { extractRecipe } from './extract-recipe.js';

/** What an import takes from a page besides the recipe's text: its own video, how much it makes, how long. */
describe("a recipe page's video, servings and times", () => {
  it("takes the recipe's own video: the one its structured data names, else one embedded in the page", () => {
    const named = { ...soup, video: { '@type': 'VideoObject', embedUrl: 'https://www.youtube.com/embed/abcdefghijk' } };
    const embedded = '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0"></iframe>';
    expect(extractRecipe(page(jsonLd(named), embedded), PAGE)?.youtubeCode).toBe('abcdefghijk');
    expect(extractRecipe(page(jsonLd(soup), embedded), PAGE)?.youtubeCode).toBe('dQw4w9WgXcQ');
    const lite = '<lite-youtube videoid="kLmNoPqRsTu" params="rel=0"></lite-youtube>';
    expect(extractRecipe(page(jsonLd(soup), lite), PAGE)?.youtubeCode).toBe('kLmNoPqRsTu');
  });

  it("never takes a video only linked to, as in a reader's comment, nor a playlist", () => {
    const comment = '<div id="comments"><p>I follow this one: https://www.youtube.com/watch?v=nV4FglaZq0I</p></div>';
    expect(extractRecipe(page(jsonLd(soup), comment), PAGE)?.youtubeCode).toBe('');
    const playlist = '<iframe src="https://www.youtube.com/embed/videoseries?list=PL0123456789"></iframe>';
    expect(extractRecipe(page(jsonLd(soup), playlist), PAGE)?.youtubeCode).toBe('');
  });

  it('puts what the recipe makes and how long it takes in the note, after the description', () => {
    const timed = {
      ...soup,
      recipeYield: ['4', '4 servings'],
      prepTime: 'PT15M',
      cookTime: 'PT1H5M',
      totalTime: 'P0DT1H20M',
    };
    expect(extractRecipe(page(jsonLd(timed)), PAGE)?.note).toBe(
      'A quick soup.\n\nServes 4 · Prep 15 min · Cook 1 hr 5 min · Total 1 hr 20 min',
    );
    const baked = { ...soup, description: '', recipeYield: '12 cupcakes', totalTime: 'not a duration' };
    expect(extractRecipe(page(jsonLd(baked)), PAGE)?.note).toBe('Makes 12 cupcakes');
    expect(extractRecipe(page(jsonLd({ ...soup, recipeYield: '8 - 10 serving(s)' })), PAGE)?.note).toBe(
      'A quick soup.\n\nServes 8 - 10',
    );
  });

  it('says what the recipe makes once, leaving it out where the description already says it', () => {
    const noteOf = (description: string, recipeYield: unknown, more: object = {}) =>
      extractRecipe(page(jsonLd({ ...soup, description, recipeYield, ...more })), PAGE)?.note;
    expect(noteOf('A quick soup. Serves 4.', ['4', '4 servings'], { prepTime: 'PT15M' })).toBe(
      'A quick soup. Serves 4.\n\nPrep 15 min',
    );
    expect(noteOf('Uma sopa rápida que rende 5 porções.', 5)).toBe('Uma sopa rápida que rende 5 porções.');
    expect(noteOf('Feeds 6 hungry people.', '6 servings')).toBe('Feeds 6 hungry people.');
    expect(noteOf('Für 6 Portionen, in einer Stunde fertig.', 'für 6 Portionen')).toBe(
      'Für 6 Portionen, in einer Stunde fertig.',
    );
    expect(noteOf('These 12 cupcakes keep for days.', ['12', '12 cupcakes'])).toBe('These 12 cupcakes keep for days.');
    // A yield given as a number and in words is said once, in words.
    expect(noteOf('', ['4', 'Serves 4'])).toBe('Serves 4');
    // The same number about something else does not say how much it makes.
    expect(noteOf('Simmer for 4 minutes; serves 45 at a party.', 4)).toBe(
      'Simmer for 4 minutes; serves 45 at a party.\n\nServes 4',
    );
    expect(noteOf('Makes 2 loaves.', ['12', '12 slices'])).toBe('Makes 2 loaves.\n\nMakes 12 slices');
    // A "yield" longer than any is cut at a word, before it is looked for in the description.
    const rambling = `12 ${'very '.repeat(60)}small cookies`;
    const cut = noteOf('', rambling) ?? '';
    expect(cut).toMatch(/^Makes 12 (very )+very$/);
    expect(cut.length).toBeLessThanOrEqual('Makes '.length + 100);
  });

  it('does not repeat a time the description already gives in the same words', () => {
    const reimported = {
      ...soup,
      description: 'A quick soup.\n\nServes 4 · Prep 15 min · Cook 30 min',
      recipeYield: '4',
      prepTime: 'PT15M',
      cookTime: 'PT30M',
      totalTime: 'PT45M',
    };
    expect(extractRecipe(page(jsonLd(reimported)), PAGE)?.note).toBe(
      'A quick soup. Serves 4 · Prep 15 min · Cook 30 min\n\nTotal 45 min',
    );
  });
});
