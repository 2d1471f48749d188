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

describe('paymentConfirmed', () => {
  it('is confirmed when this check applied the payment', () => {
    expect(paymentConfirmed(access({ granted: true, user_access: 'Member', status: 'Member' }))).toBe(true);
  });

  it('is confirmed when the webhook already made the cook a Member', () => {
    expect(paymentConfirmed(access({ user_access: 'Member', status: 'Member' }))).toBe(true);
  });

  it('is confirmed when the checkout the cook came back from was applied, though an Admin or Life cook stays so', () => {
    expect(paymentConfirmed(access({ checkout_applied: true, user_access: 'Life', status: 'Life' }))).toBe(true);
    expect(paymentConfirmed(access({ checkout_applied: true, user_access: 'Admin', status: 'Admin' }))).toBe(true);
  });

  it('is not confirmed while nothing was granted and the cook is not a Member', () => {
    expect(paymentConfirmed(access({ user_access: 'Life', status: 'Life' }))).toBe(false);
    expect(paymentConfirmed(access({}))).toBe(false);
    expect(paymentConfirmed(access({ user_access: 'Free', status: 'Free' }))).toBe(false);
  });
});
