import { describe, expect, it } from 'vitest';
import { deriveStatus, normalizeStatus, ROUTES, routeRule, statusPasses, type StatusDates } from './access.js';

const TODAY = '2026-06-15';
const user = (changes: Partial<StatusDates>): StatusDates => ({
  user_access: 'Free',
  user_free_expiry_date: null,
  user_start_paid_date: null,
  user_end_paid_date: null,
  ...changes,
});

describe('deriveStatus (spec 4.1)', () => {
  it('Admin and Life whatever the dates', () => {
    expect(deriveStatus(user({ user_access: 'Admin', user_free_expiry_date: '2000-01-01' }), TODAY)).toBe('Admin');
    expect(deriveStatus(user({ user_access: ' life ', user_end_paid_date: '2000-01-01' }), TODAY)).toBe('Life');
  });

  it('Member until the paid end date, inclusive, then Expired', () => {
    expect(deriveStatus(user({ user_access: 'Member', user_end_paid_date: TODAY }), TODAY)).toBe('Member');
    expect(deriveStatus(user({ user_access: 'MEMBER', user_end_paid_date: '2026-06-14' }), TODAY)).toBe('Expired');
    expect(deriveStatus(user({ user_access: 'member' }), TODAY)).toBe('Member');
  });

  it('Free during the trial, inclusive of its last day, then Expired', () => {
    expect(deriveStatus(user({ user_free_expiry_date: TODAY }), TODAY)).toBe('Free');
    expect(deriveStatus(user({ user_free_expiry_date: '2026-06-14' }), TODAY)).toBe('Expired');
    expect(deriveStatus(user({ user_access: 'free' }), TODAY)).toBe('Free');
  });

  it('the text expired is Expired', () => {
    expect(deriveStatus(user({ user_access: 'Expired', user_free_expiry_date: '2030-01-01' }), TODAY)).toBe('Expired');
  });

  describe('any other value', () => {
    const other = (changes: Partial<StatusDates>) => user({ user_access: 'trial', ...changes });

    it('is Member inside the paid window, inclusive at both ends', () => {
      expect(deriveStatus(other({ user_start_paid_date: TODAY, user_end_paid_date: '2027-01-01' }), TODAY)).toBe(
        'Member',
      );
      expect(deriveStatus(other({ user_start_paid_date: '2026-01-01', user_end_paid_date: TODAY }), TODAY)).toBe(
        'Member',
      );
    });

    it('is Free outside the paid window while the trial runs', () => {
      const dates = { user_start_paid_date: '2025-01-01', user_end_paid_date: '2025-12-31' };
      expect(deriveStatus(other({ ...dates, user_free_expiry_date: '2026-06-20' }), TODAY)).toBe('Free');
      expect(
        deriveStatus(
          other({ user_start_paid_date: '2026-06-16', user_end_paid_date: '2027-06-16', user_free_expiry_date: TODAY }),
          TODAY,
        ),
      ).toBe('Free');
    });

    it('is Expired outside the paid window after the trial, or with no dates at all', () => {
      const dates = { user_start_paid_date: '2025-01-01', user_end_paid_date: '2025-12-31' };
      expect(deriveStatus(other({ ...dates, user_free_expiry_date: '2026-06-14' }), TODAY)).toBe('Expired');
      expect(deriveStatus(other({}), TODAY)).toBe('Expired');
      expect(deriveStatus(user({ user_access: null }), TODAY)).toBe('Expired');
    });
  });
});

describe('normalizeStatus', () => {
  it('normalises known names case-insensitively and keeps unknown text', () => {
    expect(normalizeStatus(' member ')).toBe('Member');
    expect(normalizeStatus('EXPIRED')).toBe('Expired');
    expect(normalizeStatus('Gold')).toBe('Gold');
    expect(normalizeStatus(undefined)).toBe('');
  });
});

describe('route guard (spec 4.1, 6)', () => {
  it('lets Admin through everywhere', () => {
    for (const rule of ROUTES) expect(statusPasses(rule.policy, 'Admin'), rule.path).toBe(true);
  });

  it('lets Life through everywhere but the admin pages', () => {
    for (const rule of ROUTES) expect(statusPasses(rule.policy, 'Life'), rule.path).toBe(rule.policy !== 'admin');
  });

  it('lets Expired reach only the mobile recipe pages, help, upgrade and the public pages', () => {
    const reachable = ROUTES.filter((rule) => statusPasses(rule.policy, 'Expired')).map((rule) => rule.path);
    expect(reachable.sort()).toEqual(
      [
        '/',
        '/login',
        '/register',
        '/logout',
        '/mlogout',
        '/mlogin',
        '/mrecipes',
        '/mshowrecipe',
        '/mshowrecipe/:recipeId',
        '/mhelp',
        '/upgrade',
        '/upgraderesponse',
      ].sort(),
    );
  });

  it('sends a refused Expired cook to /upgrade on desktop and /mrecipes on mobile', () => {
    expect(routeRule('/dashboard').refusedTo).toBe('/upgrade');
    expect(routeRule('/mshopping').refusedTo).toBe('/mrecipes');
  });

  it('keeps Free and Member out of the admin pages only', () => {
    for (const status of ['Free', 'Member']) {
      for (const rule of ROUTES) expect(statusPasses(rule.policy, status), rule.path).toBe(rule.policy !== 'admin');
    }
  });

  it('refuses an unknown or empty status on every page that needs a signed-in cook', () => {
    for (const rule of ROUTES.filter((candidate) => candidate.policy !== 'public')) {
      expect(statusPasses(rule.policy, 'Gold')).toBe(false);
      expect(statusPasses(rule.policy, '')).toBe(false);
    }
  });
});
