import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { registerCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

/** Signs a new cook in and opens the converter from the dashboard's toolbar. */
async function openConversions(): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, await registerCook());
  await page.getByRole('link', { name: 'Converter' }).click();
  await page.waitForURL('**/conversions');
  await expect.poll(() => page.getByRole('heading', { name: 'Kitchen Conversions', level: 1 }).isVisible()).toBe(true);
  return page;
}

async function press(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) await page.getByRole('button', { name, exact: true }).click();
}

const shown = (page: Page) => page.getByTestId('calculator-value').textContent();

it('works out sums clicked on the keys and typed on the keyboard', async () => {
  const page = await openConversions();
  await press(page, '1', '2', 'Decimal point', '5', 'Add', '3', 'Equals');
  await expect.poll(() => shown(page)).toBe('15.5');
  expect(await page.locator('output').textContent()).toContain('12.5 + 3 =');

  // The digit after a result starts a new number; Enter on a focused key presses that key, as on any button.
  await press(page, '1', 'Divide', '3');
  await page.getByRole('button', { name: 'Equals' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => shown(page)).toBe('0.3333');
  await page.getByRole('button', { name: '7', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => shown(page)).toBe('7');
  await page.getByRole('button', { name: 'cups to ml', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => shown(page)).toBe('1656.116');
  await page.keyboard.press('Escape');

  // Keys typed with the focus on another control are that control's, not the calculator's.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().focus();
  await page.keyboard.type('55');
  expect(await shown(page)).toBe('0');
  await page.getByRole('button', { name: 'Equals' }).focus();

  await page.keyboard.type('2*3.5');
  await page.keyboard.press('=');
  await expect.poll(() => shown(page)).toBe('7');
  await page.keyboard.type('1..5');
  await expect.poll(() => shown(page)).toBe('1.5');
  await page.keyboard.press('Backspace');
  await expect.poll(() => shown(page)).toBe('1.');
  await page.keyboard.type('007');
  await page.keyboard.press('Escape');
  await expect.poll(() => shown(page)).toBe('0');
  await page.keyboard.type('5/0=');
  await expect.poll(() => shown(page)).toBe('Error');
  await page.keyboard.type('4');
  await expect.poll(() => shown(page)).toBe('4');

  // A key clicked with the mouse, then a sum typed: Enter means equals, not that key again.
  await page.keyboard.press('Escape');
  await press(page, '7');
  await page.keyboard.type('+1');
  await page.keyboard.press('Enter');
  await expect.poll(() => shown(page)).toBe('8');
  await expectAccessible(page);
});

it('takes typed sums at once when opened from the navigation, and after a click on the page around it', async () => {
  const page = await browser.newPage();
  await signIn(page, await registerCook());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
  await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Conversions' }).click();
  await page.waitForURL('**/conversions');
  await expect.poll(() => page.getByRole('heading', { name: 'Kitchen Conversions', level: 1 }).isVisible()).toBe(true);
  await page.keyboard.type('2+3=');
  await expect.poll(() => shown(page)).toBe('5');

  await page.getByRole('heading', { name: 'Kitchen Conversions', level: 1 }).click();
  await page.keyboard.type('9*2=');
  await expect.poll(() => shown(page)).toBe('18');
});

it('switches the cup and tablespoon between US and metric sizes, and has the kitchen extras', async () => {
  const page = await openConversions();
  await press(page, '1', 'cups to ml');
  await expect.poll(() => shown(page)).toBe('236.588');
  await press(page, '1', 'tbsp to ml');
  await expect.poll(() => shown(page)).toBe('14.7868');

  await page.getByRole('radiogroup', { name: 'Cups and tablespoons' }).getByText('Metric').click();
  await press(page, '1', 'cups to ml');
  await expect.poll(() => shown(page)).toBe('250');
  expect(await page.locator('output').textContent()).toContain('1 cup → ml (Metric)');
  await press(page, '1', 'tbsp to ml');
  await expect.poll(() => shown(page)).toBe('20');
  // The Imperial pint has its own key, whatever the toggle says.
  await press(page, '1', 'Imp pints to ml');
  await expect.poll(() => shown(page)).toBe('568.261');

  await press(page, '1', '6', 'pinch to tsp');
  await expect.poll(() => shown(page)).toBe('1');
  await expectAccessible(page);

  // The choice is remembered in this browser.
  await page.reload();
  await press(page, '1', 'cups to ml');
  await expect.poll(() => shown(page)).toBe('250');
});

it('fits a narrow window, a phone or a zoomed page, with every key label inside its key', async () => {
  const page = await openConversions();
  for (const width of [360, 640]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('button')]
        .filter((key) => key.scrollWidth > key.clientWidth || key.getBoundingClientRect().width < 44)
        .map((key) => key.textContent),
    );
    expect(overflowing, `at ${width} px`).toEqual([]);
  }
  await expectAccessible(page);
});
