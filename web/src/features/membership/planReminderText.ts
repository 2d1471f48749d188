import type { PlanEnding } from '@fiz/core/membership';
import { formatDay } from '../../lib/dates';

const PLAN_NAMES = { trial: 'free trial', membership: 'membership' } as const;

/** "Your free trial runs until 20/12/2026 (25 days left)." */
export function planReminderText({ plan, lastDay, daysLeft }: PlanEnding): string {
  const left = daysLeft === 0 ? 'today is its last day' : daysLeft === 1 ? '1 day left' : `${daysLeft} days left`;
  return `Your ${PLAN_NAMES[plan]} runs until ${formatDay(lastDay)} (${left}).`;
}
