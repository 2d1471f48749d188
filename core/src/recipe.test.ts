import { describe, expect, it } from 'vitest';
import {
  pageCount,
  pageOffset,
  RecipeNameSchema,
  statsEmptyText,
  UpdateRecipeBodySchema,
  WebsiteLinkSchema,
} from './recipe.js';

describe('website link', () => {
  const messageFor = (link: string) => WebsiteLinkSchema.safeParse(link).error?.issues[0]?.message;

  it('accepts empty or a full http(s) address', () => {
    for (const link of ['', 'https://www.bbc.co.uk/food/recipes/pancakes', 'http://example.com/a?b=c']) {
      expect(WebsiteLinkSchema.safeParse(link).success, link).toBe(true);
    }
  });

  it('accepts IP addresses, localhost, underscores and international names', () => {
    for (const link of [
      'http://192.168.1.1/recipe',
      'https://[2001:db8::1]/recipe',
      'https://localhost/x',
      'http://localhost:3000/recipes/1',
      'https://a_b.example.com/',
      'https://münchen.de/rezept',
      'HTTPS://EXAMPLE.COM/Soup',
    ]) {
      expect(messageFor(link), link).toBeUndefined();
    }
  });

  it('completes an address typed without its scheme as the https:// one a browser would open', () => {
    expect(WebsiteLinkSchema.parse('www.bbc.co.uk/food/recipes/pancakes')).toBe(
      'https://www.bbc.co.uk/food/recipes/pancakes',
    );
    expect(WebsiteLinkSchema.parse(' cooks.example:8080/soup ')).toBe('https://cooks.example:8080/soup');
  });

  it('refuses other schemes and partial addresses, saying it must start with http:// or https://', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'ftp://x.org',
      'http:example.com',
    ]) {
      expect(messageFor(link), link).toBe('Enter a full website address, starting with http:// or https://');
    }
  });

  it('refuses an address with no host, or a host that is one word, showing what a full address looks like', () => {
    for (const link of [
      'https://',
      'https://example',
      'http://recipes/soup',
      'https://ex ample.com',
      'https://-a.com/',
    ]) {
      expect(messageFor(link), link).toBe('Enter a full website address, like https://example.com/recipe');
    }
  });
});

describe('update body', () => {
  it('stores the method as steps on lines and keeps the YouTube code', () => {
    const body = UpdateRecipeBodySchema.parse({
      recipeId: '7',
      recipeName: ' Pancakes ',
      recipeShare: 'Yes',
      recipeFavourite: 'No',
      recipeMethod: 'Mix. Fry|Serve',
      recipeYoutubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(body).toMatchObject({ recipeId: 7, recipeName: 'Pancakes', recipeMethod: 'Mix\nFry\nServe' });
    expect(body.recipeYoutubeUrl).toBe('dQw4w9WgXcQ');
    // Left out: the recipe keeps its ingredients.
    expect(body.ingredients).toBeUndefined();
  });
});

describe('paging (spec 9)', () => {
  it('offsets by (page - 1) × size and always has one page', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 12)).toBe(24);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});

describe('empty stats lists (spec 2.3)', () => {
  it('say what the empty list means for each list type', () => {
    expect(statsEmptyText('nophoto')).toBe('Every recipe has a photo.');
    expect(statsEmptyText('noingredients')).toBe('Every recipe has its ingredients.');
    expect(statsEmptyText('myrecipes')).toBe('No recipes yet.');
  });
});

describe('recipe name', () => {
  it('is required to have something to see: invisible characters alone are no name', () => {
    for (const name of ['\u200b', '\u200d\u200b', ' \ufeff ', '\u0301']) {
      const parsed = RecipeNameSchema.safeParse(name);
      expect(parsed.error?.issues[0]?.message, JSON.stringify(name)).toBe('A recipe name is required');
    }
    expect(RecipeNameSchema.parse('👨‍🍳 stew')).toBe('👨‍🍳 stew');
    expect(RecipeNameSchema.parse('Soup\u200b')).toBe('Soup\u200b');
  });
});
