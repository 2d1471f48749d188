import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimit } from '../config.js';
import { HttpError } from '../http/errors.js';
import type { CounterStore } from '../http/rate-limit-stores.js';

/** Counters are named by a hash of the address, so the store keeps no one's email. */
const counterFor = (email: string) =>
  `login-account-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

const minutesIn = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/**
 * Failed sign-ins per account, on top of the limit per address: guesses at one cook's password sent from many
 * addresses still stop. Every attempt counts and a successful one clears the count, so a cook's own slips never
 * add up across days; an address that is not registered is counted the same, so the limit tells nothing of who is.
 */
export function failedLoginsPerAccount(store: CounterStore, limit: RateLimit) {
  return {
    /** Counts this attempt; refuses it, right password or not, while the account has had too many. */
    async admit(email: string, log: FastifyBaseLogger): Promise<void> {
      let counted: { current: number; ttl: number };
      try {
        counted = await store.hit(counterFor(email), limit.windowMs);
      } catch (error) {
        if (!store.failsOpen) throw error;
        log.warn({ err: error }, 'A failed-login count could not be read; the sign-in goes ahead');
        return;
      }
      if (counted.current > limit.max) {
        throw new HttpError(
          429,
          `Too many failed logins for this account. Please wait ${minutesIn(counted.ttl)} and try again.`,
        );
      }
    },

    async succeeded(email: string, log: FastifyBaseLogger): Promise<void> {
      await store.clear(counterFor(email)).catch((error: Error) => {
        log.warn({ err: error }, 'A failed-login count could not be cleared');
      });
    },
  };
}
