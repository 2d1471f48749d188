import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTACT_FEEDBACK } from '@fiz/core/contact';
import { EMAIL_RECIPE_MESSAGES } from '@fiz/core/mail';
import { buildApp } from '../app.js';
import { mailOutbox } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { createRecipe } from '../testing/recipes.js';
import { TestSmtpServer } from '../testing/smtp.js';
import { describeWithApp } from '../testing/test-app.js';
import { testConfig } from '../testing/test-config.js';

const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

const pdfText = async (content: Buffer) =>
  (await extractText(new Uint8Array(content), { mergePages: true })).text.replace(/\s+/g, ' ');

describeWithApp(
  'mail over SMTP',
  (t) => {
    let cook: TestCook;
    let tag: string;

    const emailRecipe = (recipeId: number, toEmail: string, as: TestCook = cook) =>
      t.app.inject({
        method: 'POST',
        url: '/api/email-recipe-pdf',
        headers: { cookie: as.cookie },
        payload: { toEmail, recipeId, userName: as.name, userEmail: as.email },
      });

    const sendContact = (subject: string, message = 'Hello') =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact/sendcontactemail',
        headers: { cookie: cook.cookie },
        payload: { name: 'Rosa', email: 'rosa@example.com', subject, message },
      });

    const outboxRow = async (subjectPart: string) =>
      (await t.db.select().from(mailOutbox)).find((row) => row.subject.includes(subjectPart));

    beforeAll(async () => {
      cook = await signedInCook(t.app, t.db, {}, 'Rosa');
      tag = `${t.kind}${Date.now()}`;
    });

    it('delivers a recipe as a PDF whose text holds the name, every ingredient and every step', async () => {
      const name = `Tarte ${tag}`;
      const id = await createRecipe(t.app, cook, name, {
        recipeNote: 'Crème fraîche on the side',
        recipeMethod: 'Rub the butter into the flour. Chill for 30 minutes. Bake at 180 °C until golden.',
        ingredients: [
          { qty: '½', unit: 'cup', item: 'crème fraîche' },
          { qty: '200', unit: 'g', item: 'plain flour' },
          { qty: '100', unit: 'g', item: 'cold butter', note: 'diced' },
        ],
      });
      const response = await emailRecipe(id, 'friend@example.com');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, status: 'sent', message: 'Email sent with PDF attached!' });

      const mail = smtp.messageAbout(name)!;
      expect(mail.to).toMatchObject({ text: 'friend@example.com' });
      expect(mail.replyTo).toMatchObject({ text: cook.email });
      expect(mail.text).toContain(`Rosa (${cook.email}) sent you "${name}"`);
      expect(mail.attachments).toHaveLength(1);
      const [pdf] = mail.attachments;
      expect(pdf!.contentType).toBe('application/pdf');
      expect(pdf!.filename).toBe(`tarte-${tag.toLowerCase()}.pdf`);
      const text = await pdfText(pdf!.content);
      for (const expected of [
        name,
        '½ cup crème fraîche',
        '200 g plain flour',
        '100 g cold butter, diced',
        'Rub the butter into the flour',
        'Chill for 30 minutes',
        'Bake at 180 °C until golden',
        'Cook: Rosa',
      ]) {
        expect(text).toContain(expected);
      }
      expect((await outboxRow(name))?.status).toBe('sent');
    });

    it('mails a contact message to the owner, replying to the sender', async () => {
      const subject = `Question ${tag}`;
      const response = await sendContact(subject, 'Can I print two recipes a page?');
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json()).toEqual({ status: 'sent', message: 'Thank you! Message has been sent' });
      const mail = smtp.messageAbout(subject)!;
      expect(mail.to).toMatchObject({ text: 'owner@fiz.test' });
      expect(mail.replyTo).toMatchObject({ text: 'rosa@example.com' });
      expect(mail.text).toContain('Can I print two recipes a page?');
    });

    it('says mail waits and is retried while the mail server is down, and delivers it once it is back', async () => {
      const name = `Stew ${tag}`;
      const subject = `While down ${tag}`;
      const id = await createRecipe(t.app, cook, name);
      await smtp.stop();
      try {
        const response = await emailRecipe(id, 'later@example.com');
        expect(response.json()).toEqual({ success: true, status: 'retrying', message: EMAIL_RECIPE_MESSAGES.retrying });
        const contact = await sendContact(subject);
        expect(contact.statusCode, contact.body).toBe(202);
        expect(contact.json()).toEqual({ status: 'retrying', message: CONTACT_FEEDBACK.retrying });
        // The attempt may be the background deliverer's, still in flight when the answer comes: wait for its end.
        await expect.poll(async () => (await outboxRow(name))?.last_error).toMatch(/ECONNREFUSED|connect/i);
        expect((await outboxRow(name))?.status).toBe('pending');
      } finally {
        await smtp.start();
      }
      await expect.poll(() => smtp.messageAbout(name), { timeout: 10_000 }).toBeDefined();
      await expect.poll(() => smtp.messageAbout(subject), { timeout: 10_000 }).toBeDefined();
      await expect.poll(async () => (await outboxRow(name))?.status, { timeout: 5_000 }).toBe('sent');
    });

    it('records a refusal for good and says the email failed', async () => {
      const name = `Soup ${tag}`;
      const id = await createRecipe(t.app, cook, name);
      smtp.refuse(`nobody.${tag}@example.com`);
      const response = await emailRecipe(id, `nobody.${tag}@example.com`);
      expect(response.json()).toEqual({ success: false, status: 'failed', message: 'Failed to send email.' });
      const failed = await outboxRow(name);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
      expect(failed?.last_error).toContain('550');
    });
  },
  () => ({ mail: { ...testConfig().mail, smtpUrl: smtp.url } }),
);

describeWithApp('mail kept while no mail server is configured', (t) => {
  it('keeps the message in the outbox, then delivers it when the app restarts with SMTP_URL', async () => {
    const cook = await signedInCook(t.app, t.db, {}, 'Lena');
    const subject = `Before SMTP ${t.kind}${Date.now()}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact/sendcontactemail',
      headers: { cookie: cook.cookie },
      payload: { name: 'Lena', email: 'lena@example.com', subject, message: 'Hello' },
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ status: 'queued', message: CONTACT_FEEDBACK.queued });
    const [waiting] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Contact Us: ${subject}`));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0, to_address: 'owner@fiz.test' });

    await t.app.close();
    const restarted = await buildApp({
      config: { ...t.config, mail: { ...t.config.mail, smtpUrl: smtp.url } },
      db: t.db,
    });
    t.app = restarted;
    await restarted.ready();
    await expect.poll(() => smtp.messageAbout(subject), { timeout: 10_000 }).toBeDefined();
    await expect
      .poll(async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, waiting!.id)))[0]?.status)
      .toBe('sent');
  });
});

/** A mail server that takes connections and never says a word, as a hung one does, until told to hang up. */
class SilentMailServer {
  private readonly sockets = new Set<Socket>();
  private quiet = true;
  private readonly server = createServer((socket) => {
    if (!this.quiet) return socket.destroy();
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  });

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  start(): Promise<void> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  keepQuiet(): void {
    this.quiet = true;
  }

  /** Hangs up on every connection, now and from now on, so attempts end at once. */
  hangUp(): void {
    this.quiet = false;
    for (const socket of this.sockets) socket.destroy();
  }

  stop(): Promise<unknown> {
    this.hangUp();
    return new Promise((resolve) => this.server.close(resolve));
  }
}

const silent = new SilentMailServer();
beforeAll(() => silent.start());
afterAll(() => silent.stop());

describeWithApp(
  'mail to a mail server that does not answer',
  (t) => {
    it('answers that the mail will be retried, without waiting for the mail server, and keeps it pending', async () => {
      silent.keepQuiet();
      const cook = await signedInCook(t.app, t.db, {}, 'Ines');
      const name = `Hung ${t.kind}${Date.now()}`;
      const id = await createRecipe(t.app, cook, name);
      // The mail server never answers: the reply can only come from the route giving up waiting for it.
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/email-recipe-pdf',
        headers: { cookie: cook.cookie },
        payload: { toEmail: 'friend@example.com', recipeId: id },
      });
      expect(response.json()).toEqual({ success: true, status: 'retrying', message: EMAIL_RECIPE_MESSAGES.retrying });
      const row = async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.user_id, cook.user_id)))[0];
      expect(await row()).toMatchObject({ status: 'pending', attempts: 1, last_error: '', sent_at: null });
      // The attempt the answer stopped waiting for ends when the mail server hangs up, and is recorded to retry.
      silent.hangUp();
      await expect.poll(async () => (await row())?.last_error).not.toBe('');
      expect((await row())?.status).toBe('pending');
    });
  },
  () => ({ mail: { ...testConfig().mail, smtpUrl: silent.url, answerWithinMs: 300 } }),
);
