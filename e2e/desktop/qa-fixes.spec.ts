import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { apiContactMessage, apiGet, apiPhoto, apiRecipe, apiSession } from '../harness/api.js';
import { DESKTOP, useBrowser } from '../harness/browser.js';
import { newCook, registerAdmin, registerCook } from '../harness/cooks.js';
import { jpegPhoto } from '../harness/photos.js';
import { logIn, signIn } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(DESKTOP);

/** Other tests share this server, so everything made here carries a word no other test uses. */
const TAG = uniqueTag('Qafx');

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

it('keeps the Email Listing where the Admin was reading when a message is marked responded or deleted', async () => {
  const cook = await registerCook(newCook('Oona'));
  const cookie = await apiSession(cook);
  const { user } = (await (await apiGet(cookie, '/session')).json()) as { user: { user_id: number } };
  for (let i = 1; i <= 14; i += 1) {
    await apiContactMessage(cookie, {
      firstname: 'Oona',
      email: cook.email,
      subject: `${TAG} question ${i}`,
      message: 'How long does a sourdough starter keep?\nAnd in the fridge?',
      UserId: user.user_id,
      UserName: 'Oona',
    });
  }
  const page = await browser.newPage();
  await signIn(page, await registerAdmin());
  await page.goto('/manageemails');
  const card = (i: number) => page.getByRole('article').filter({ hasText: `${TAG} question ${i}` });
  await expect.poll(() => card(7).count()).toBe(1);
  const heading = page.getByRole('heading', { name: 'Email Listing', level: 1 });
  const inSight = async (i: number) => {
    const box = (await card(i).boundingBox())!;
    return box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
  };

  await card(7).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
  expect(await inSight(6)).toBe(true);
  await card(7).getByRole('button', { name: 'Mark responded' }).click();
  await expect.poll(() => card(7).count()).toBe(0);
  // The focus goes to the heading for a screen reader, but the page stays put for the eye: the message that
  // was next is still in sight, the heading far above it.
  await expect.poll(() => heading.evaluate((found) => found === document.activeElement)).toBe(true);
  expect(await inSight(6)).toBe(true);
  expect(await heading.isVisible()).toBe(true);
  expect((await heading.boundingBox())!.y).toBeLessThan(0);

  expect(await inSight(5)).toBe(true);
  await card(6).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete message' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => card(6).count()).toBe(0);
  await expect.poll(() => heading.evaluate((found) => found === document.activeElement)).toBe(true);
  expect(await inSight(5)).toBe(true);
  expect((await heading.boundingBox())!.y).toBeLessThan(0);
});

it("clamps a long shared note on the landing page's showcase, so Login and Register stay in sight", async () => {
  const cook = await registerCook(newCook('Rosa'));
  const cookie = await apiSession(cook);
  const name = `${TAG} ramen`;
  const note = 'Simmer the bones low and slow, skimming as you go. '.repeat(40).slice(0, 2000).trimEnd();
  const recipeId = await apiRecipe(cookie, name, { recipeShare: 'Yes', recipeNote: note });
  await apiPhoto(cookie, recipeId, await jpegPhoto('#a63'));

  const page = await browser.newPage();
  // Only this recipe takes its turn, whatever else other tests have shared.
  await page.route('**/api/getrecipesforshowcase', async (route) => {
    const response = await route.fetch();
    const shared = (await response.json()) as { recipe_name: string }[];
    await route.fulfill({ response, json: shared.filter((recipe) => recipe.recipe_name === name) });
  });
  await page.goto('/');
  const card = page.getByTestId('showcase-card');
  await expect.poll(() => card.getByRole('heading', { name }).isVisible()).toBe(true);
  const shown = card.getByText(/^Simmer the bones/);
  const { height, lineHeight } = await shown.evaluate((found) => ({
    height: found.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(found).lineHeight),
  }));
  expect(height).toBeLessThanOrEqual(3 * lineHeight + 1);
  // The whole note is still there for a screen reader.
  expect(await shown.textContent()).toBe(note);
  const viewport = page.viewportSize()!;
  for (const button of ['Login', 'Register']) {
    const box = (await page.getByRole('link', { name: button }).boundingBox())!;
    expect(box.y + box.height, button).toBeLessThan(viewport.height);
  }
});

it('says once what to do when the server finds a photo has too many pixels', async () => {
  const cook = await registerCook(newCook('Bea'));
  const recipeId = await apiRecipe(await apiSession(cook), `${TAG} pavlova`);
  // Small on disk, far over 40 megapixels once decoded.
  const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${recipeId}`);
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'pavlova.png', mimeType: 'image/png', buffer: huge });
  // The server's 415 is the point here, not a fault.
  page.removeAllListeners('console');
  await page.getByRole('button', { name: 'Upload' }).click();
  const alert = page.getByRole('alert');
  await expect.poll(() => alert.innerText()).toContain('too many pixels');
  expect(await alert.innerText()).toBe('That image has too many pixels. Please choose one under 40 megapixels.');
});

it('drops the last login refusal when the next try is stopped by a field', async () => {
  const cook = await registerCook(newCook('Tao'));
  const page = await browser.newPage();
  await page.goto('/login');
  await logIn(page, { ...cook, password: 'wrong123' });
  await expect.poll(() => page.getByText('Incorrect password').isVisible()).toBe(true);

  await page.getByLabel(/^Email/).fill('tao@');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.getByText('Please enter a valid email').isVisible()).toBe(true);
  expect(await page.getByText('Incorrect password').count()).toBe(0);
});

it('keeps whole characters of what is pasted into the YouTube code, never half an emoji', async () => {
  const cook = await registerCook(newCook('Umi'));
  const recipeId = await apiRecipe(await apiSession(cook), `${TAG} pancakes`);
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto(`/addeditrecipe/${recipeId}`);
  const code = page.getByLabel(/^YouTube code/);
  await code.fill('my pancakes🥞abcdefghij');
  expect(await code.inputValue()).toBe('🥞abcdefghij');

  await code.fill('Watch 👉 https://youtu.be/dQw4w9WgXcQ?si=x 😋');
  expect(await code.inputValue()).toBe('dQw4w9WgXcQ');
});
