import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2eCook } from './cooks.js';
import { signInOnPhone } from './session.js';

/** Signs the cook in on the phone and waits for Find Recipes. */
export async function signInToFindRecipes(page: Page, cook: E2eCook) {
  await signInOnPhone(page, cook);
  await expect.poll(() => page.getByRole('heading', { name: 'Find Recipes', level: 1 }).isVisible()).toBe(true);
}

/** The recipes Find Recipes lists. */
export const results = (page: Page) => page.getByRole('list', { name: 'Recipes found' }).getByRole('listitem');
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search recipes' });
