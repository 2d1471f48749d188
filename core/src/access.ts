import type { IsoDate } from './calendar.js';

/** Spec 4.1: the statuses a cook can have. Unknown text from the server is kept as it is. */
export const STATUSES = ['Free', 'Member', 'Life', 'Admin', 'Expired'] as const;
export type KnownStatus = (typeof STATUSES)[number];
export type Status = KnownStatus | (string & {});

/** The values an Admin may give user_access (spec 4.1). */
export const ACCESS_LEVELS = ['Free', 'Member', 'Life', 'Admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const TRIAL_DAYS = 30;

export function normalizeStatus(value: string | null | undefined): Status {
  const trimmed = (value ?? '').trim();
  const known = STATUSES.find((status) => status.toLowerCase() === trimmed.toLowerCase());
  return known ?? trimmed;
}

export interface StatusDates {
  user_access: string | null;
  user_free_expiry_date: IsoDate | null;
  user_start_paid_date: IsoDate | null;
  user_end_paid_date: IsoDate | null;
}

/** Spec 4.1: a cook's status from user_access and the dates, compared by calendar day. */
export function deriveStatus(user: StatusDates, today: IsoDate): KnownStatus {
  const access = (user.user_access ?? '').trim().toLowerCase();
  const pastPaidEnd = user.user_end_paid_date !== null && today > user.user_end_paid_date;
  const withinTrial = user.user_free_expiry_date !== null && today <= user.user_free_expiry_date;
  switch (access) {
    case 'admin':
      return 'Admin';
    case 'life':
      return 'Life';
    case 'member':
      return pastPaidEnd ? 'Expired' : 'Member';
    case 'free':
      return user.user_free_expiry_date !== null && !withinTrial ? 'Expired' : 'Free';
    case 'expired':
      return 'Expired';
    default: {
      const { user_start_paid_date: start, user_end_paid_date: end } = user;
      if (start !== null && end !== null && today >= start && today <= end) return 'Member';
      return withinTrial ? 'Free' : 'Expired';
    }
  }
}

/** Who may open a page (and the API calls behind it), spec 2.1 and 6. */
export type AccessPolicy = 'public' | 'signedIn' | 'active' | 'admin';

const ACTIVE: readonly Status[] = ['Free', 'Member', 'Life', 'Admin'];

/** Spec 4.1 route guard: Admin always passes, Life everywhere but the admin pages, Expired only where allowed. */
export function statusPasses(policy: AccessPolicy, status: Status): boolean {
  switch (policy) {
    case 'public':
      return true;
    case 'admin':
      return status === 'Admin';
    case 'signedIn':
      return status === 'Expired' || ACTIVE.includes(status);
    case 'active':
      return ACTIVE.includes(status);
  }
}

export interface RouteRule {
  /** React Router style pattern, e.g. /recipelist/:userid */
  path: string;
  policy: AccessPolicy;
  /** Where a signed-in cook whose status does not pass is sent. */
  refusedTo: string;
  /** Mobile pages send anonymous visitors to /mlogin rather than /login. */
  mobile?: boolean;
}

const desktop = (path: string, policy: AccessPolicy, refusedTo = '/upgrade'): RouteRule => ({
  path,
  policy,
  refusedTo,
});
const mobile = (path: string, policy: AccessPolicy): RouteRule => ({
  path,
  policy,
  refusedTo: '/mrecipes',
  mobile: true,
});

/** The route table of spec 2.1. The web guard and the API guard both read it. */
export const ROUTES = [
  desktop('/', 'public'),
  desktop('/login', 'public'),
  desktop('/register', 'public'),
  desktop('/logout', 'public'),
  mobile('/mlogout', 'public'),
  mobile('/mlogin', 'public'),
  mobile('/mrecipes', 'signedIn'),
  mobile('/mshowrecipe', 'signedIn'),
  mobile('/mshowrecipe/:recipeId', 'signedIn'),
  mobile('/mhelp', 'signedIn'),
  mobile('/maskchef', 'active'),
  mobile('/mcalculator', 'active'),
  mobile('/mshopping', 'active'),
  desktop('/upgrade', 'signedIn'),
  desktop('/upgraderesponse', 'signedIn'),
  desktop('/dashboard', 'active'),
  desktop('/dashboard/stats/:listtype', 'active'),
  desktop('/manageemails', 'admin', '/dashboard'),
  // Beyond the spec: the mail outbox, so mail that cannot be sent (no SMTP_URL, a failing server) is never silently lost.
  desktop('/mailoutbox', 'admin', '/dashboard'),
  desktop('/admin', 'admin', '/dashboard'),
  desktop('/userlist', 'admin', '/dashboard'),
  ...[
    '/aboutfiz',
    '/privacy',
    '/terms',
    '/fizhelp',
    '/conversions',
    '/recipes',
    '/recipelist',
    '/recipelist/:userid',
    '/recipefavourites',
    '/favourites',
    '/addeditrecipe',
    '/addeditrecipe/:recipeId',
    '/importrecipe',
    '/searchrecipes',
    '/youtubevids',
    '/chefclaude',
    '/askchef',
    '/contact',
    '/printrecipe/:recipeId',
    '/websites',
    '/websitessearch',
    '/websiteslist',
  ].map((path) => desktop(path, 'active')),
] as const satisfies readonly RouteRule[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/** Whether a page is only for signed-in cooks: any rule but public. A path with no rule is not. */
export function pageNeedsCook(path: string): boolean {
  return ROUTES.some((rule) => rule.path === path && rule.policy !== 'public');
}

export function routeRule(path: RoutePath): RouteRule {
  const rule = ROUTES.find((candidate) => candidate.path === path);
  if (!rule) throw new Error(`No access rule for ${path}`);
  return rule;
}
