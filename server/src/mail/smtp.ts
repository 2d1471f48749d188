import nodemailer from 'nodemailer';
import type { OutboxRow } from './outbox.db.js';

/** Sends one outbox message; throws when the mail server does not accept it. */
export interface MailTransport {
  send(message: OutboxRow): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP_URL, with timeouts short enough that a dead server fails an attempt, not the app. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to_address,
        ...(message.reply_to ? { replyTo: message.reply_to } : {}),
        subject: message.subject,
        text: message.text_body,
        attachments: message.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content: Buffer.from(content, 'base64'),
        })),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * A 5xx reply is the mail server's final word (no such mailbox, message refused): trying again cannot help.
 * Anything else (no connection, a timeout, a 4xx "try later") is worth another attempt.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function describeFailure(error: unknown): string {
  const { message, responseCode } = error as { message?: string; responseCode?: number };
  const text = message ?? String(error);
  return (responseCode && !text.includes(String(responseCode)) ? `${responseCode} ${text}` : text).slice(0, 500);
}
