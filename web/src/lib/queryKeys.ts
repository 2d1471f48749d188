/**
 * Query keys under which one feature's data is cached and another feature's changes refresh it. They live here,
 * not in the feature that fetches, so that features never import each other.
 */

/** Every query about recipes starts with this key, so one invalidation refreshes them all after a change. */
export const RECIPES_KEY = 'recipes';

/** The dashboard's figures count recipes, so a recipe change refreshes them too. */
export const DASHBOARD_COUNTS_KEY = 'dashboard-counts';

/** Every outbox query starts with this key, so sending a recipe refreshes them all. */
export const OUTBOX_KEY = 'mail-outbox';

/** Every query about contact messages starts with this key, so one invalidation refreshes lists and counts. */
export const CONTACT_MESSAGES_KEY = 'contact-messages';
