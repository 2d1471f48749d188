import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { MailDelivery } from '@fiz/core/mail';
import type { MailConfig } from '../config.js';
import type { Db } from '../db/client.js';
import {
  addToOutbox,
  addToOutboxWithinDailyLimit,
  claimDue,
  markFailed,
  markRetry,
  markSent,
  type NewMail,
  type OutboxRow,
} from './outbox.db.js';
import { describeFailure, isPermanentFailure, smtpTransport, type MailTransport } from './smtp.js';

/** Longer than one attempt can take with the transport's timeouts, so a lease never runs out mid-attempt. */
const LEASE_MS = 2 * 60_000;
/** With a one-minute base, ten attempts span about eight and a half hours before a message is given up. */
const MAX_ATTEMPTS = 10;
const BATCH = 20;

export interface Mailer {
  /**
   * Writes the message to the outbox first, then tries to send it at once, waiting for that attempt no longer
   * than `answerWithinMs`. Answers what became of it: sent, failed for good, retrying (the mail server refused it
   * for now, or has not answered yet), or queued (no mail server is configured).
   */
  send(mail: NewMail): Promise<MailDelivery>;
  /** As send, unless the cook has already sent `limit` mails of this kind in the last 24 hours: then null. */
  sendWithinDailyLimit(mail: NewMail & { userId: number }, limit: number): Promise<MailDelivery | null>;
  /** Delivers due mail in the background: what is pending at start (a restart) and every retry. */
  start(): void;
  stop(): Promise<void>;
}

export function createMailer({ db, config, log }: { db: Db; config: MailConfig; log: FastifyBaseLogger }): Mailer {
  const transport: MailTransport | null = config.smtpUrl ? smtpTransport(config.smtpUrl, config.from) : null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let started = false;
  let stopped = false;
  /** First attempts under way, which a request may have stopped waiting for: shutting down waits for them. */
  const firstAttempts = new Set<Promise<unknown>>();

  const attempt = async (message: OutboxRow, sender: MailTransport): Promise<MailDelivery> => {
    try {
      await sender.send(message);
      await markSent(db, message.id);
      log.info({ mailId: message.id, kind: message.kind }, 'mail sent');
      return 'sent';
    } catch (error) {
      const reason = describeFailure(error);
      if (isPermanentFailure(error) || message.attempts >= MAX_ATTEMPTS) {
        await markFailed(db, message.id, reason);
        log.error({ mailId: message.id, reason }, 'mail failed for good');
        return 'failed';
      }
      const delay = config.retryBaseMs * 2 ** (message.attempts - 1);
      await markRetry(db, message.id, new Date(Date.now() + delay), reason);
      log.warn({ mailId: message.id, reason, retryInMs: delay }, 'mail not sent; will retry');
      return 'retrying';
    }
  };

  const deliverDue = async (sender: MailTransport) => {
    const claimed = await claimDue(db, { now: new Date(), leaseMs: LEASE_MS, limit: BATCH });
    for (const message of claimed) await attempt(message, sender);
  };

  const tick = (sender: MailTransport) => {
    running = deliverDue(sender)
      .catch((error: unknown) => log.error({ err: error }, 'mail delivery round failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(() => tick(sender), config.pollMs);
      });
  };

  const firstAttemptLease = () => ({ now: new Date(), leaseMs: LEASE_MS });

  /**
   * Tries a message just written to the outbox at once, when there is a mail server to send it to. A mail server
   * that does not answer would hold the cook's request for as long as the transport's timeouts: past
   * answerWithinMs the request is told the mail is retrying, and the attempt ends on its own (recorded as sent,
   * or retried later as any other).
   */
  const deliver = async (message: OutboxRow): Promise<MailDelivery> => {
    if (!transport) {
      log.info(
        { mailId: message.id, kind: message.kind, subject: message.subject },
        'mail kept in the outbox: SMTP_URL is not set',
      );
      return 'queued';
    }
    const attempted = attempt(message, transport).catch((error: unknown): MailDelivery => {
      // Recording the outcome failed (the database): the lease runs out and the deliverer tries it again.
      log.error({ err: error, mailId: message.id }, 'mail attempt could not be recorded');
      return 'retrying';
    });
    firstAttempts.add(attempted);
    void attempted.finally(() => firstAttempts.delete(attempted));
    const patience = new AbortController();
    const outcome = await Promise.race([
      attempted,
      wait(config.answerWithinMs, 'retrying' as const, { signal: patience.signal }).catch(() => 'retrying' as const),
    ]);
    patience.abort();
    return outcome;
  };

  return {
    async send(mail) {
      return deliver(await addToOutbox(db, mail, transport ? firstAttemptLease() : undefined));
    },
    async sendWithinDailyLimit(mail, limit) {
      const kept = await addToOutboxWithinDailyLimit(db, mail, limit, transport ? firstAttemptLease() : undefined);
      return kept && deliver(kept);
    },
    start() {
      if (!transport || started || stopped) return;
      started = true;
      tick(transport);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.all([running, ...firstAttempts]);
      transport?.close();
    },
  };
}
