import type { Status } from '@fiz/core/access';

export interface NavLink {
  label: string;
  to: string;
}

/** Spec 2.2 main navigation: the normal links for active cooks, Admin also gets Admin, Expired only Upgrade. */
export function mainNavigation(status: Status): NavLink[] {
  if (status === 'Expired') return [{ label: 'Upgrade', to: '/upgrade' }];
  if (!['Free', 'Member', 'Life', 'Admin'].includes(status)) return [];
  const links = [
    { label: 'Recipes', to: '/recipes' },
    { label: 'Chef Basil', to: '/chefclaude' },
    { label: 'Contact', to: '/contact' },
    { label: 'Help', to: '/fizhelp' },
    { label: 'About', to: '/aboutfiz' },
  ];
  return status === 'Admin' ? [...links, { label: 'Admin', to: '/admin' }] : links;
}

interface NavGroup {
  /** Path prefixes whose pages show this group. */
  prefixes: string[];
  links: NavLink[];
  /** The main link whose section the group is part of, when its pages are not among its prefixes. */
  section?: string;
}

/** Spec 2.2 sub-navigation by path prefix; every group also leads back to the dashboard. */
const GROUPS: NavGroup[] = [
  {
    prefixes: ['/admin', '/userlist', '/manageemails', '/mailoutbox'],
    links: [
      { label: 'Site Admin', to: '/admin' },
      { label: 'User List', to: '/userlist' },
      { label: 'Manage Emails', to: '/manageemails' },
      { label: 'Mail Outbox', to: '/mailoutbox' },
      { label: 'Mobile', to: '/mrecipes' },
    ],
  },
  {
    prefixes: [
      '/recipes',
      '/recipelist',
      '/recipefavourites',
      '/favourites',
      '/addeditrecipe',
      '/importrecipe',
      '/searchrecipes',
      '/youtubevids',
    ],
    links: [
      { label: 'Recipes', to: '/recipes' },
      { label: 'Search Recipes', to: '/searchrecipes' },
      { label: 'New Recipe', to: '/addeditrecipe' },
      { label: 'Favourites', to: '/recipefavourites' },
      { label: 'Youtube Videos', to: '/youtubevids' },
      { label: 'Recipe List', to: '/recipelist' },
      // Beyond spec 2.2's list: the saved recipe websites, reached otherwise only from Import Recipe.
      { label: 'Websites', to: '/websiteslist' },
    ],
  },
  { prefixes: ['/contact'], links: [] },
  {
    prefixes: ['/websites', '/websitessearch', '/websiteslist'],
    section: '/recipes',
    links: [
      { label: 'Add A Website', to: '/websites' },
      { label: 'Websites Search', to: '/websitessearch' },
      { label: 'Websites List', to: '/websiteslist' },
    ],
  },
  {
    prefixes: ['/chefclaude', '/askchef'],
    links: [
      { label: 'Chef Basil Recipes', to: '/chefclaude' },
      { label: 'Ask Chef Basil', to: '/askchef' },
    ],
  },
  {
    prefixes: ['/aboutfiz', '/privacy', '/terms'],
    links: [
      { label: 'About', to: '/aboutfiz' },
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms of Use', to: '/terms' },
    ],
  },
  {
    prefixes: ['/fizhelp', '/conversions'],
    links: [
      { label: 'Fiz Help', to: '/fizhelp' },
      { label: 'Conversions', to: '/conversions' },
    ],
  },
];

const matches = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

const groupOf = (pathname: string) =>
  GROUPS.find((candidate) => candidate.prefixes.some((prefix) => matches(pathname, prefix)));

/** Whether a main navigation link leads to the section the page is in: Recipes for the editor, say. */
export function inSectionOf(pathname: string, to: string): boolean {
  const group = groupOf(pathname);
  return !!group && (group.section === to || group.prefixes.some((prefix) => matches(to, prefix)));
}

/** The sub-navigation for a page, or null where no group applies. */
export function subNavigation(pathname: string): NavLink[] | null {
  const group = groupOf(pathname);
  return group ? [{ label: 'Dashboard', to: '/dashboard' }, ...group.links] : null;
}
