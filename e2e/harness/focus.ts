import type { Page } from 'playwright-core';

/** What has the focus (its text, or its label for a field), and whether a ring shows round it, as the cook sees. */
export const focusSeen = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { focused: '', ring: false };
    return {
      focused: element.getAttribute('aria-label') ?? element.textContent.trim(),
      ring: getComputedStyle(element).outlineStyle !== 'none',
    };
  });
