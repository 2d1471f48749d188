import { describe, expect, it } from 'vitest';
import type { UserAccess } from '@fiz/core/membership';
import { paymentConfirmed } from './paymentOutcome';

const access = (changes: Partial<UserAccess>): UserAccess => ({
  user_access: 'Free',
  status: 'Expired',
  user_start_paid_date: null,
  user_end_paid_date: null,
  granted: false,
  checkout_applied: false,
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
