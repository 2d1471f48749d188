import { expect, it } from 'vitest';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { apiPhoto, apiRecipe, apiSession } from '../harness/api.js';
import { EXPIRED, newCook, registerCook, updateCook } from '../harness/cooks.js';
import { jpegPhoto } from '../harness/photos.js';
import { signIn } from '../harness/session.js';

const browser = useBrowser(DESKTOP);

it('takes a new cook from the landing page through register, login and the dashboard to logout', async () => {
  const page = await browser.newPage();
  const cook = newCook('Maria');
  await page.goto('/');
  await expect.poll(() => page.getByRole('heading', { name: "The Cook's Companion" }).isVisible()).toBe(true);
  await expect.poll(() => page.getByTestId('showcase-card').isVisible()).toBe(true);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Register' }).click();
  await page.getByLabel(/^First Name/).fill(cook.name);
  await page.getByLabel(/^Email/).fill(cook.email);
  await page.getByLabel(/^Password/).fill(cook.password);
  await page.getByLabel(/^Repeat Password/).fill(cook.password);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect.poll(() => page.getByText('Registration successful... standby!').isVisible()).toBe(true);

  // After two seconds, on to login with the email filled in.
  await page.waitForURL('**/login', { timeout: 5000 });
  expect(await page.getByLabel(/^Email/).inputValue()).toBe(cook.email);
  await expectAccessible(page);
  await page.getByLabel(/^Password/).fill(cook.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.getByText('Login successful, redirecting...').isVisible()).toBe(true);
  await page.waitForURL('**/dashboard');

  await expect.poll(() => page.getByText(`Welcome, ${cook.name}!`).isVisible()).toBe(true);
  // A new cook learns when the 30-day trial ends, and where to go to keep going.
  const trial = page.getByText(/^Your free trial runs until \d{1,2}\/\d{1,2}\/\d{4} \(3[01] days left\)\.$/);
  await expect.poll(() => trial.isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe('/upgrade');
  for (const label of ["I've Shared", 'My Favourites', 'My Recipes', 'No Ingredients', 'No Method', 'No Photo']) {
    const button = page.getByRole('link', { name: new RegExp(`^\\d+ ?${label}$`) });
    await expect.poll(() => button.isVisible()).toBe(true);
  }
  expect(await page.getByTestId('stat-myrecipes').getAttribute('href')).toBe('/dashboard/stats/myrecipes');
  expect(await page.getByText(`Cook: ${cook.name}`).isVisible()).toBe(true);
  expect(await page.getByText('Status: Free').isVisible()).toBe(true);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Logout' }).click();
  await page.waitForURL((url: URL) => url.pathname === '/');
  await expect.poll(() => page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
  // The session is gone on the server too: the dashboard sends us to login.
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
});

it('asks before logging out when /logout is opened from outside the app, as a link on another site would', async () => {
  const cook = await registerCook(newCook('Lou'));
  const page = await browser.newPage();
  await signIn(page, cook);
  const sessionUser = async () => ((await (await page.request.get('/api/session')).json()) as { user: unknown }).user;

  await page.goto('/logout');
  await expect.poll(() => page.getByRole('heading', { name: 'Log out?' }).isVisible()).toBe(true);
  expect(await sessionUser()).not.toBeNull();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Stay logged in' }).click();
  await page.waitForURL('**/dashboard');
  expect(await sessionUser()).not.toBeNull();

  await page.goto('/logout');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url: URL) => url.pathname === '/');
  expect(await sessionUser()).toBeNull();
});

it('checks the register form on blur and on submit, with the spec messages', async () => {
  const page = await browser.newPage();
  await page.goto('/register');
  await page.getByLabel(/^First Name/).focus();
  await page.getByLabel(/^Email/).focus();
  await expect.poll(() => page.getByText('A first name is required').isVisible()).toBe(true);

  await page.getByLabel(/^First Name/).fill('Ann3');
  await page.getByLabel(/^Email/).fill('not-an-email');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByLabel(/^Repeat Password/).fill('different1');
  await page.getByRole('button', { name: 'Register' }).click();
  for (const message of [
    'Alpha characters only',
    'Enter a valid email',
    'At least 6 characters, include one number',
    'Passwords do not match',
  ]) {
    await expect.poll(() => page.getByText(message).isVisible()).toBe(true);
  }
  await page.getByLabel(/^Repeat Password/).fill('');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect.poll(() => page.getByText('Confirmation password is required').isVisible()).toBe(true);
  await expectAccessible(page);
});

it('says when an email is already registered', async () => {
  const cook = await registerCook();
  const page = await browser.newPage();
  await page.goto('/register');
  await page.getByLabel(/^First Name/).fill('Other');
  await page.getByLabel(/^Email/).fill(cook.email.toUpperCase());
  await page.getByLabel(/^Password/).fill('other123');
  await page.getByLabel(/^Repeat Password/).fill('other123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect.poll(() => page.getByText('This email is already registered').isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/register');
});

it('checks the login form and shows what the server says', async () => {
  const cook = await registerCook();
  const page = await browser.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.getByText('Email is required').isVisible()).toBe(true);
  expect(await page.getByText('Password is required').isVisible()).toBe(true);

  await page.getByLabel(/^Email/).fill('bad@');
  await page.getByLabel(/^Password/).focus();
  await expect.poll(() => page.getByText('Please enter a valid email').isVisible()).toBe(true);
  await page.getByLabel(/^Password/).fill('abcdef');
  await page.getByLabel(/^Email/).focus();
  await expect
    .poll(() => page.getByText('Password must be at least 6 characters and include one number').isVisible())
    .toBe(true);

  await page.getByLabel(/^Email/).fill('nobody@example.com');
  await page.getByLabel(/^Password/).fill('abc123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.getByText('email not found').isVisible()).toBe(true);

  await page.getByLabel(/^Email/).fill(cook.email);
  await page.getByLabel(/^Password/).fill('wrong123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.getByText('Incorrect password').isVisible()).toBe(true);

  await page.getByLabel('Show password').check();
  expect(await page.getByLabel(/^Password/).getAttribute('type')).toBe('text');
  await expectAccessible(page);
});

it("pauses the landing page's showcase, which otherwise changes every 5 seconds", async () => {
  const cook = await registerCook(newCook('Paola'));
  const cookie = await apiSession(cook);
  for (const [name, colour] of [
    ['Showcase tart', '#c84'],
    ['Showcase soup', '#48c'],
  ]) {
    const recipeId = await apiRecipe(cookie, `${name} ${cook.email.slice(0, 6)}`, { recipeShare: 'Yes' });
    await apiPhoto(cookie, recipeId, await jpegPhoto(colour));
  }
  const page = await browser.newPage();
  await page.clock.install();
  await page.goto('/');
  const shown = () => page.getByTestId('showcase-card').getByRole('heading').innerText();
  await expect.poll(() => page.getByRole('button', { name: 'Pause recipes' }).isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Pause recipes' }).click();
  await page.mouse.move(0, 0);
  const paused = await shown();
  await page.clock.runFor(20_000);
  expect(await shown()).toBe(paused);

  await page.getByRole('button', { name: 'Play recipes' }).click();
  // Held while the pointer or the focus is on it: both leave.
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Pause recipes' }).blur();
  await page.clock.runFor(5_100);
  await expect.poll(() => shown()).not.toBe(paused);
});

it('offers the keyboard a way past the header and navigation, straight to the page', async () => {
  const cook = await registerCook(newCook('Kai'));
  const page = await browser.newPage();
  await signIn(page, cook);
  // A fresh load, as a keyboard user arriving at the page: the focus starts at the top.
  await page.goto('/dashboard');
  await expect.poll(() => page.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible()).toBe(true);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
  expect((await skip.boundingBox())!.x).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  expect(next).toBe(true);
});

it('asks for the dashboard counts again when the server fails, until they arrive', async () => {
  const cook = await registerCook(newCook('Noor'));
  const page = await browser.newPage();
  await signIn(page, cook);
  // The browser logs the failed calls below as console errors; here those failures are the point.
  page.removeAllListeners('console');
  let failures = 2;
  await page.route('**/api/dashboardcounts/**', (route) =>
    failures-- > 0 ? route.fulfill({ status: 503, json: { message: 'Down for a moment' } }) : route.fallback(),
  );
  await page.reload();
  const myRecipes = page.getByTestId('stat-myrecipes');
  await expect.poll(() => myRecipes.innerText()).toMatch(/^Loading\.\.\./);
  // Two failures, retried after 1 s and 2 s: the count shows once the server answers.
  await expect.poll(() => myRecipes.innerText(), { timeout: 8000 }).toMatch(/^0\s/);
  expect(failures).toBe(-1);
});

it('registers the names people have, with spaces, hyphens and apostrophes, and refuses digits and symbols', async () => {
  const page = await browser.newPage();
  await page.goto('/register');
  const firstName = page.getByLabel(/^First Name/);
  for (const refused of ['Mary Jo3', 'Anne_Marie', "O'"]) {
    await firstName.fill(refused);
    await page.getByLabel(/^Email/).focus();
    await expect.poll(() => page.getByText('Alpha characters only').isVisible(), { message: refused }).toBe(true);
  }
  const cook = newCook('Anne-Marie');
  const name = "Anne-Marie O'Brien";
  await firstName.fill(name);
  await page.getByLabel(/^Email/).fill(cook.email);
  await expect.poll(() => page.getByText('Alpha characters only').count()).toBe(0);
  await page.getByLabel(/^Password/).fill(cook.password);
  await page.getByLabel(/^Repeat Password/).fill(cook.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL('**/login', { timeout: 5000 });
  await expect.poll(() => page.getByRole('heading', { name: 'Login', level: 1 }).isVisible()).toBe(true);
  await page.getByLabel(/^Password/).fill(cook.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByText(`Welcome, ${name}!`).isVisible()).toBe(true);
  expect(await page.getByText(`Cook: ${name}`).isVisible()).toBe(true);
});

it('sends a signed-in cook from /login and /register to the dashboard, and an Expired one to /upgrade', async () => {
  const cook = await registerCook(newCook('Ines'));
  const page = await browser.newPage();
  await signIn(page, cook);
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByText(`Welcome, ${cook.name}!`).isVisible()).toBe(true);
    expect(await page.getByLabel(/^Password/).count()).toBe(0);
  }

  const expired = await registerCook(newCook('Olaf'));
  const expiredPage = await browser.newPage();
  await signIn(expiredPage, expired);
  await updateCook(expired.email, EXPIRED);
  for (const path of ['/login', '/register']) {
    await expiredPage.goto(path);
    await expiredPage.waitForURL('**/upgrade');
    await expect.poll(() => expiredPage.getByText('Your free trial or membership has ended').isVisible()).toBe(true);
  }
});
