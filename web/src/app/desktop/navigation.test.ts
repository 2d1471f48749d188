import { describe, expect, it } from 'vitest';
import { inSectionOf, mainNavigation, subNavigation } from './navigation';

const labels = (links: { label: string }[] | null) => links?.map((link) => link.label) ?? null;

describe('main navigation (spec 2.2)', () => {
  it('gives active cooks the five links, an Admin also Admin, an Expired cook only Upgrade', () => {
    const normal = ['Recipes', 'Chef Basil', 'Contact', 'Help', 'About'];
    expect(labels(mainNavigation('Free'))).toEqual(normal);
    expect(labels(mainNavigation('Member'))).toEqual(normal);
    expect(labels(mainNavigation('Life'))).toEqual(normal);
    expect(labels(mainNavigation('Admin'))).toEqual([...normal, 'Admin']);
    expect(labels(mainNavigation('Expired'))).toEqual(['Upgrade']);
  });

  it('shows nothing for an empty or unknown status', () => {
    expect(mainNavigation('')).toEqual([]);
    expect(mainNavigation('Gold')).toEqual([]);
  });
});

describe('sub-navigation by path (spec 2.2)', () => {
  it.each([
    ['/userlist', ['Dashboard', 'Site Admin', 'User List', 'Manage Emails', 'Mail Outbox', 'Mobile']],
    [
      '/addeditrecipe/12',
      [
        'Dashboard',
        'Recipes',
        'Search Recipes',
        'New Recipe',
        'Favourites',
        'Youtube Videos',
        'Recipe List',
        'Websites',
      ],
    ],
    ['/contact', ['Dashboard']],
    ['/websitessearch', ['Dashboard', 'Add A Website', 'Websites Search', 'Websites List']],
    ['/askchef', ['Dashboard', 'Chef Basil Recipes', 'Ask Chef Basil']],
    ['/terms', ['Dashboard', 'About', 'Privacy', 'Terms of Use']],
    ['/conversions', ['Dashboard', 'Fiz Help', 'Conversions']],
  ])('%s shows %j', (path, expected) => {
    expect(labels(subNavigation(path))).toEqual(expected);
  });

  it('matches whole path segments only, and nothing on the dashboard', () => {
    expect(subNavigation('/dashboard')).toBeNull();
    expect(subNavigation('/recipesearch')).toBeNull();
  });
});

describe('inSectionOf', () => {
  it('lights the main link of the section a page belongs to, and no other', () => {
    expect(inSectionOf('/addeditrecipe/12', '/recipes')).toBe(true);
    expect(inSectionOf('/searchrecipes', '/recipes')).toBe(true);
    expect(inSectionOf('/askchef', '/chefclaude')).toBe(true);
    expect(inSectionOf('/terms', '/aboutfiz')).toBe(true);
    expect(inSectionOf('/conversions', '/fizhelp')).toBe(true);
    // The saved websites are the recipes' own: reached from the Recipes section's Websites link.
    expect(inSectionOf('/websiteslist', '/recipes')).toBe(true);
    expect(inSectionOf('/websites', '/recipes')).toBe(true);
    expect(inSectionOf('/addeditrecipe/12', '/chefclaude')).toBe(false);
    expect(inSectionOf('/dashboard', '/recipes')).toBe(false);
  });
});
