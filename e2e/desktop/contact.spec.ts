import { CONTACT_FEEDBACK, ContactMessageListSchema } from '@fiz/core/contact';
import { OutboxListSchema } from '@fiz/core/mail';
import { expect, it } from 'vitest';
import { apiGet, apiSession } from '../harness/api.js';
import { onBareSite } from '../harness/bare-site.js';
import { DESKTOP, expectAccessible, useBrowser } from '../harness/browser.js';
import { newCook, registerAdmin, registerCook } from '../harness/cooks.js';
import { signIn } from '../harness/session.js';
import { uniqueTag } from '../harness/tag.js';

const browser = useBrowser(DESKTOP);

/** Other tests share this server, so every subject here carries a word no other test uses. */
const TAG = uniqueTag('Quix');

const CONTACT_CALLS = /\/api\/(emailfromcontact|contact\/sendcontactemail)$/;

it('sends a message in two calls, thanks the cook, then clears the line and resets the form', async () => {
  const cook = await registerCook(newCook('Lena'));
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Contact Us', level: 1 }).isVisible()).toBe(true);
  expect(await page.getByLabel(/^First Name/).inputValue()).toBe('Lena');
  expect(await page.getByLabel(/^Email/).inputValue()).toBe(cook.email);
  await expectAccessible(page);

  const calls: string[] = [];
  page.on('request', (request) => {
    const match = CONTACT_CALLS.exec(new URL(request.url()).pathname);
    if (match?.[1]) calls.push(match[1]);
  });
  await page.getByLabel(/^First Name/).fill('Lena Marie');
  await page.getByLabel(/^Subject/).fill(`Question ${TAG}`);
  // A paste longer than a message can hold is cut at the limit, and the count under the box says so.
  await page.getByLabel(/^Message/).fill('x'.repeat(6000));
  expect((await page.getByLabel(/^Message/).inputValue()).length).toBe(5000);
  expect(await page.getByText('5,000 of 5,000 characters: the most a message can hold.').isVisible()).toBe(true);
  await page.getByLabel(/^Message/).fill('Can I share a recipe with a friend?\nThey are not on Fiz yet.');
  expect(await page.getByText('60 of 5,000 characters').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Send' }).click();

  const thanks = page.getByText('Thank you! Message has been sent');
  await expect.poll(() => thanks.isVisible()).toBe(true);
  expect(calls).toEqual(['emailfromcontact', 'contact/sendcontactemail']);
  await expectAccessible(page);
  // The line clears after 3 s and the form goes back to the cook's own details.
  await expect.poll(() => thanks.isVisible(), { timeout: 6000 }).toBe(false);
  expect(await page.getByLabel(/^Subject/).inputValue()).toBe('');
  expect(await page.getByLabel(/^Message/).inputValue()).toBe('');
  expect(await page.getByLabel(/^First Name/).inputValue()).toBe('Lena');

  // The Admin's listing holds it, with the cook's id and the line break as typed.
  const admin = await apiSession(await registerAdmin());
  const listed = ContactMessageListSchema.parse(await (await apiGet(admin, '/getuseremails/new')).json());
  const stored = listed.find((message) => message.contact_subject === `Question ${TAG}`);
  expect(stored).toMatchObject({
    contact_firstname: 'Lena Marie',
    contact_email: cook.email,
    contact_message: 'Can I share a recipe with a friend?\nThey are not on Fiz yet.',
    contact_user_name: 'Lena',
    contact_reply_date: null,
  });
  expect(stored?.contact_user_id).toEqual(expect.any(Number));
});

it("keeps everything typed when sending fails, with the server's reason when it refused", async () => {
  const cook = await registerCook(newCook('Omar'));
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.route('**/api/contact/sendcontactemail', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Too many messages. Please try again later.' }),
    }),
  );
  await page.goto('/contact');
  await page.getByLabel(/^Subject/).fill(`Refused ${TAG}`);
  await page.getByLabel(/^Message/).fill('Hello there');
  await page.getByRole('button', { name: 'Send' }).click();

  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Oops!' }).innerText())
    .toBe('Oops! Something went wrong. Too many messages. Please try again later.');
  expect(await page.getByLabel(/^Subject/).inputValue()).toBe(`Refused ${TAG}`);
  expect(await page.getByLabel(/^Message/).inputValue()).toBe('Hello there');
  expect(await page.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
  await expectAccessible(page);

  // Sent again once the mail goes through: only the mail is retried, so the message is listed once.
  await page.unroute('**/api/contact/sendcontactemail');
  const calls: string[] = [];
  page.on('request', (request) => {
    const match = CONTACT_CALLS.exec(new URL(request.url()).pathname);
    if (match?.[1]) calls.push(match[1]);
  });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.getByText('Thank you! Message has been sent').isVisible()).toBe(true);
  expect(calls).toEqual(['contact/sendcontactemail']);
  const admin = await apiSession(await registerAdmin());
  const listed = ContactMessageListSchema.parse(await (await apiGet(admin, '/getuseremails/new')).json());
  expect(listed.filter((message) => message.contact_subject === `Refused ${TAG}`)).toHaveLength(1);
});

it('answers a signed-out visitor with the login page', async () => {
  const page = await browser.newPage();
  await page.goto('/contact');
  await page.waitForURL('**/login');
  const response = await page.request.post('/api/emailfromcontact', {
    data: { firstname: 'Eve', email: 'eve@example.com', subject: TAG, message: 'hi' },
  });
  expect(response.status()).toBe(401);
});

it('checks each field as it is left and all of them on Send, as the server would, and sends nothing until they pass', async () => {
  const cook = await registerCook(newCook('Pia'));
  const page = await browser.newPage();
  await signIn(page, cook);
  await page.goto('/contact');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (CONTACT_CALLS.test(new URL(request.url()).pathname)) calls.push(request.url());
  });
  await page.getByLabel(/^Email/).fill('pia@');
  await page.getByLabel(/^Subject/).focus();
  await expect.poll(() => page.getByText('Please enter a valid email').isVisible()).toBe(true);
  expect(await page.getByText('Subject is required').count()).toBe(0);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.getByText('Subject is required').isVisible()).toBe(true);
  expect(await page.getByText('Message is required').isVisible()).toBe(true);
  expect(calls).toEqual([]);
  await expectAccessible(page);

  await page.getByLabel(/^Email/).fill(cook.email);
  await page.getByLabel(/^Subject/).fill(`Checked ${TAG}`);
  await page.getByLabel(/^Message/).fill('All put right.');
  await expect.poll(() => page.getByText('Please enter a valid email').count()).toBe(0);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.getByText('Thank you! Message has been sent').isVisible()).toBe(true);
  expect(calls).toHaveLength(2);
});

it('says the message waits to be emailed where the site has no mail server, and keeps saying so after the reset', async () => {
  const cook = await registerCook(newCook('Rui'));
  const page = await browser.newPage(onBareSite());
  await signIn(page, cook);
  await page.goto('/contact');
  await page.getByLabel(/^Subject/).fill(`Waiting ${TAG}`);
  await page.getByLabel(/^Message/).fill('Is anyone there?');
  await page.getByRole('button', { name: 'Send' }).click();
  const waiting = page.getByRole('status').filter({ hasText: 'Thank you!' });
  const line = CONTACT_FEEDBACK.queued;
  await expect.poll(() => waiting.innerText()).toBe(line);
  expect(await page.getByText('Thank you! Message has been sent').count()).toBe(0);
  await expectAccessible(page);
  // The form resets after 3 s, as after any message; the line stays, so the cook knows it has not gone yet.
  await expect.poll(() => page.getByLabel(/^Subject/).inputValue(), { timeout: 6000 }).toBe('');
  expect(await waiting.innerText()).toBe(line);

  // The Admin finds it in Manage Emails, and its mail in the outbox. (The full site's instance, which shares the
  // database and has a mail server, may have sent it since, as instances share the outbox.)
  const admin = await apiSession(await registerAdmin());
  const listed = ContactMessageListSchema.parse(await (await apiGet(admin, '/getuseremails/new')).json());
  expect(listed.filter((message) => message.contact_subject === `Waiting ${TAG}`)).toHaveLength(1);
  const outbox = OutboxListSchema.parse(await (await apiGet(admin, '/mailoutbox')).json());
  expect(outbox.filter((mail) => mail.subject === `Contact Us: Waiting ${TAG}`)).toHaveLength(1);
});
