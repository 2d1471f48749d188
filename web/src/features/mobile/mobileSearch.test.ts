import { describe, expect, it } from 'vitest';
import { mobileSearchLimit, paramsFromSearch, searchFromParams, withFilter, type MobileSearch } from './mobileSearch';

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
