import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible, PHONE, useBrowser } from '../harness/browser.js';
import { EXPIRED, registerCook, updateCook } from '../harness/cooks.js';
import { signInOnPhone } from '../harness/session.js';

const browser = useBrowser(PHONE);

async function tap(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) await page.getByRole('button', { name, exact: true }).tap();
}

const shown = (page: Page) => page.getByTestId('calculator-value').textContent();

it('works out a sum by taps and converts it with the US cup, without the kitchen extras', async () => {
  const page = await browser.newPage();
  await signInOnPhone(page, await registerCook());
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Calc' }).tap();
  await page.waitForURL('**/mcalculator');
  await expect.poll(() => page.getByRole('heading', { name: 'Calculator', level: 1 }).isVisible()).toBe(true);

  await tap(page, '1', '2', 'Decimal point', '5', 'Multiply', '2', 'Equals');
  await expect.poll(() => shown(page)).toBe('25');
  await tap(page, '0', '0', '2', 'cups to ml');
  await expect.poll(() => shown(page)).toBe('473.176');
  expect(await page.locator('output').textContent()).toContain('2 cups → ml (US)');
  await tap(page, '1', 'tbsp to ml');
  await expect.poll(() => shown(page)).toBe('14.7868');

  expect(await page.getByRole('radio', { name: 'Metric' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /\b(?:tad|dash|pinch|smidge|drop)\b/ }).count()).toBe(0);
  expect(await page.getByText('Kitchen extras').count()).toBe(0);
  await expectAccessible(page);
});

it('shows a long result on one line at 360 px, in a smaller font', async () => {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await signInOnPhone(page, await registerCook());
  await page.goto('/mcalculator');
  await expect.poll(() => page.getByRole('heading', { name: 'Calculator', level: 1 }).isVisible()).toBe(true);
  const value = page.getByTestId('calculator-value');
  const lineHeight = (await value.boundingBox())!.height;
  await tap(page, 'Subtract', ...'99999999999'.split(''), 'Divide', '7', 'Equals');
  await expect.poll(() => shown(page)).toBe('-14285714285.5714');
  expect((await value.boundingBox())!.height).toBe(lineHeight);
  expect(await value.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

it('on a phone turned on its side, lets the header scroll away and keeps the display in sight', async () => {
  const page = await browser.newPage({ viewport: { width: 740, height: 360 } });
  await signInOnPhone(page, await registerCook());
  await page.goto('/mcalculator');
  await expect.poll(() => page.getByRole('heading', { name: 'Calculator', level: 1 }).isVisible()).toBe(true);
  await page.getByRole('button', { name: '4', exact: true }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  await expect.poll(async () => (await page.getByRole('banner').boundingBox())?.y ?? 0).toBeLessThan(0);
  const display = (await page.getByTestId('calculator-value').boundingBox())!;
  expect(display.y).toBeGreaterThanOrEqual(0);
  expect(display.y + display.height).toBeLessThan(360 - 72);
});

it('sends an Expired cook from the calculator to the recipes', async () => {
  const cook = await registerCook();
  await updateCook(cook.email, EXPIRED);
  const page = await browser.newPage();
  await signInOnPhone(page, cook);
  await page.goto('/mcalculator');
  await page.waitForURL('**/mrecipes');
});
