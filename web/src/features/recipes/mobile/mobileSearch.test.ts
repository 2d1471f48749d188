import { describe, expect, it } from 'vitest';
import {
  mobileSearchLimit,
  newestOnly,
  paramsFromSearch,
  searchFromParams,
  withFilter,
  type MobileSearch,
} from './mobileSearch';

const NOTHING: MobileSearch = { term: '', allMine: false, shared: false, basil: false };

describe('mobileSearchLimit (spec 9)', () => {
  it('shows 5 at first, 20 when text is searched and 500 for All My Recipes', () => {
    expect(mobileSearchLimit(NOTHING)).toBe(5);
    expect(mobileSearchLimit({ ...NOTHING, term: 'soup' })).toBe(20);
    expect(mobileSearchLimit({ ...NOTHING, allMine: true })).toBe(500);
    expect(mobileSearchLimit({ ...NOTHING, allMine: true, term: 'soup' })).toBe(500);
  });
});

describe('withFilter', () => {
  it('clears Shared when All My Recipes is ticked, and the other way round', () => {
    const shared = withFilter(NOTHING, 'shared', true);
    expect(shared).toMatchObject({ shared: true, allMine: false });
    expect(withFilter(shared, 'allMine', true)).toMatchObject({ shared: false, allMine: true });
    expect(withFilter({ ...NOTHING, allMine: true }, 'shared', true)).toMatchObject({ shared: true, allMine: false });
  });

  it('lets Chef Basil narrow either', () => {
    expect(withFilter({ ...NOTHING, allMine: true }, 'basil', true)).toMatchObject({ allMine: true, basil: true });
  });
});

describe('the search in the address', () => {
  it('reads back what it wrote', () => {
    const search: MobileSearch = { term: 'garlic soup', allMine: false, shared: true, basil: true };
    expect(paramsFromSearch(search).toString()).toBe('q=garlic+soup&shared=1&basil=1');
    expect(searchFromParams(paramsFromSearch(search))).toEqual(search);
  });

  it('reads a missing or odd address as no filters and trims the text', () => {
    expect(searchFromParams(new URLSearchParams('q=%20%20pie%20&mine=yes'))).toEqual({ ...NOTHING, term: 'pie' });
  });
});

describe('newestOnly', () => {
  it("says when only the newest 5 are shown, of which recipes, and offers all of the cook's own", () => {
    expect(newestOnly(NOTHING)).toEqual({ note: 'Your newest 5 recipes.', showAll: 'Show all my recipes' });
    expect(newestOnly({ ...NOTHING, basil: true })).toEqual({
      note: 'Your newest 5 Chef Basil recipes.',
      showAll: 'Show all my Chef Basil recipes',
    });
    expect(newestOnly({ ...NOTHING, shared: true })?.note).toBe(
      'The newest 5 recipes, yours and shared. Type to search them all.',
    );
  });

  it('says nothing of All My Recipes or a search, which are not cut to the newest', () => {
    expect(newestOnly({ ...NOTHING, allMine: true })).toBeNull();
    expect(newestOnly({ ...NOTHING, term: 'soup' })).toBeNull();
  });
});
