import { describe, expect, it } from 'vitest';
import { paidPeriodAfterPayment, planEnding } from './membership.js';

describe('a year of membership', () => {
  it('starts today for a cook who never paid', () => {
    expect(paidPeriodAfterPayment('2026-11-22', {})).toEqual({ start: '2026-11-22', end: '2027-11-22' });
  });

  it('starts again today when the last paid year has ended', () => {
    expect(paidPeriodAfterPayment('2026-11-22', { start: '2024-01-10', end: '2025-01-10' })).toEqual({
      start: '2026-11-22',
      end: '2027-11-22',
    });
  });

  it('extends from the old end, keeping the start, when renewed before the end (or on the last day)', () => {
    expect(paidPeriodAfterPayment('2026-11-22', { start: '2026-03-01', end: '2027-03-01' })).toEqual({
      start: '2026-03-01',
      end: '2028-03-01',
    });
    expect(paidPeriodAfterPayment('2027-03-01', { start: '2026-03-01', end: '2027-03-01' }).end).toBe('2028-03-01');
  });

  it("adds the year after a free trial's end for a cook who pays during it, so no trial day is lost", () => {
    expect(paidPeriodAfterPayment('2026-11-25', {}, '2026-12-25')).toEqual({ start: '2026-11-25', end: '2027-12-25' });
    // On the trial's last day, or after it, the year starts today.
    expect(paidPeriodAfterPayment('2026-12-25', {}, '2026-12-25').end).toBe('2027-12-25');
    expect(paidPeriodAfterPayment('2027-01-10', {}, '2026-12-25').end).toBe('2028-01-10');
    // A running paid year is extended from its end, whatever the trial.
    expect(paidPeriodAfterPayment('2026-11-25', { start: '2026-01-01', end: '2027-01-01' }, '2026-12-25').end).toBe(
      '2028-01-01',
    );
  });

  it('keeps a leap day sensible', () => {
    expect(paidPeriodAfterPayment('2028-02-29', {}).end).toBe('2029-03-01');
  });
});

describe('a plan running out', () => {
  const today = '2026-11-25';
  const cook = { trialEnds: null, paidUntil: null };

  it("counts down a Free cook's trial all through it, to its last day", () => {
    expect(planEnding(today, { ...cook, status: 'Free', trialEnds: '2026-12-20' })).toEqual({
      plan: 'trial',
      lastDay: '2026-12-20',
      daysLeft: 25,
    });
    expect(planEnding(today, { ...cook, status: 'Free', trialEnds: today })?.daysLeft).toBe(0);
  });

  it("reminds a Member in their year's last 30 days, not before", () => {
    expect(planEnding(today, { ...cook, status: 'Member', paidUntil: '2026-12-25' })).toEqual({
      plan: 'membership',
      lastDay: '2026-12-25',
      daysLeft: 30,
    });
    expect(planEnding(today, { ...cook, status: 'Member', paidUntil: '2026-12-26' })).toBeNull();
  });

  it('says nothing for plans that never end, have ended or have no date', () => {
    const always = { trialEnds: '2026-12-01', paidUntil: '2026-12-01' };
    expect(planEnding(today, { ...always, status: 'Life' })).toBeNull();
    expect(planEnding(today, { ...always, status: 'Admin' })).toBeNull();
    expect(planEnding(today, { ...always, status: 'Expired' })).toBeNull();
    expect(planEnding(today, { ...cook, status: 'Free' })).toBeNull();
    expect(planEnding(today, { ...cook, status: 'Free', trialEnds: '2026-11-24' })).toBeNull();
  });
});
