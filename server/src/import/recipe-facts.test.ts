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
});
