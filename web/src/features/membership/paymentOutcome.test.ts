import { describe, expect, it } from 'vitest';
import type { UserAccess } from '@fiz/core/membership';
import { paymentConfirmed, unconfirmedReason } from './paymentOutcome';

const access = (changes: Partial<UserAccess>): UserAccess => ({
  user_access: 'Free',
  status: 'Expired',
  user_start_paid_date: null,
  user_end_paid_date: null,
  granted: false,
  checkout_applied: false,
  checkout_status: null,
  ...changes,
});
const MEMBER = { user_access: 'Member', status: 'Member' } as const;

describe('paymentConfirmed', () => {
  it('is confirmed when this check applied the payment', () => {
    expect(paymentConfirmed(access({ granted: true, ...MEMBER }), 'cs_1')).toBe(true);
  });

  it('is confirmed when the webhook already applied the checkout the cook came back from', () => {
    expect(paymentConfirmed(access({ checkout_applied: true, ...MEMBER }), 'cs_1')).toBe(true);
  });

  it('is confirmed when that checkout was applied, though an Admin or Life cook stays so', () => {
    expect(paymentConfirmed(access({ checkout_applied: true, user_access: 'Life', status: 'Life' }), 'cs_1')).toBe(
      true,
    );
    expect(paymentConfirmed(access({ checkout_applied: true, user_access: 'Admin', status: 'Admin' }), 'cs_1')).toBe(
      true,
    );
  });

  it('is not confirmed for a Member whose renewal checkout has not been paid', () => {
    expect(paymentConfirmed(access(MEMBER), 'cs_unpaid')).toBe(false);
  });

  it('takes being a Member as the payment when the return address names no checkout', () => {
    expect(paymentConfirmed(access(MEMBER), null)).toBe(true);
    expect(paymentConfirmed(access({ user_access: 'Free', status: 'Free' }), null)).toBe(false);
  });

  it('is not confirmed while nothing was granted or applied', () => {
    expect(paymentConfirmed(access({ user_access: 'Life', status: 'Life' }), 'cs_1')).toBe(false);
    expect(paymentConfirmed(access({}), 'cs_1')).toBe(false);
    expect(paymentConfirmed(access({ user_access: 'Free', status: 'Free' }), 'cs_1')).toBe(false);
  });
});

describe('unconfirmedReason', () => {
  it('asks the cook to wait and try again while no checkout was named', () => {
    expect(unconfirmedReason(access({ checkout_status: null }))).toEqual({
      message: 'The payment service has not told us about your payment yet. This can take a minute.',
      worthRetrying: true,
    });
  });

  it('says a checkout still open was not paid, and that a cook who has just paid may try again', () => {
    expect(unconfirmedReason(access({ checkout_status: 'open' }))).toEqual({
      message:
        'The payment service says this checkout has not been paid yet. If you have just paid, try again in a ' +
        'minute; if not, nothing was charged, and you can start a new checkout.',
      worthRetrying: true,
    });
  });

  it("does not offer to wait for a checkout that ended unpaid or that is not the cook's", () => {
    expect(unconfirmedReason(access({ checkout_status: 'closed' })).worthRetrying).toBe(false);
    expect(unconfirmedReason(access({ checkout_status: 'closed' })).message).toMatch(/nothing was charged/);
    expect(unconfirmedReason(access({ checkout_status: 'unknown' })).worthRetrying).toBe(false);
    expect(unconfirmedReason(access({ checkout_status: 'unknown' })).message).toMatch(/no record of this checkout/);
  });
});
