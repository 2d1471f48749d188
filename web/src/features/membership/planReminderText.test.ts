import { describe, expect, it } from 'vitest';
import { planReminderText } from './planReminderText';

describe('the reminder of a plan running out', () => {
  it('names the plan, its last day and the days left', () => {
    expect(planReminderText({ plan: 'trial', lastDay: '2026-12-20', daysLeft: 25 })).toBe(
      'Your free trial runs until 20/12/2026 (25 days left).',
    );
    expect(planReminderText({ plan: 'membership', lastDay: '2026-11-26', daysLeft: 1 })).toBe(
      'Your membership runs until 26/11/2026 (1 day left).',
    );
    expect(planReminderText({ plan: 'trial', lastDay: '2026-11-25', daysLeft: 0 })).toBe(
      'Your free trial runs until 25/11/2026 (today is its last day).',
    );
  });
});
