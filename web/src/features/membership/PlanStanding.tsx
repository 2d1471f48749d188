import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@fiz/core/session';
import { formatDay } from '../../lib/dates';
import { userStatusQuery } from './userStatus.queries';

/**
 * Where the cook stands before they pay: a trial's last day, or a membership's, which paying again extends by a
 * year (so a member does not pay twice without knowing). Nothing when the dates could not be read.
 */
export function PlanStanding({ cook }: { cook: SessionUser }) {
  const { data } = useQuery(userStatusQuery(cook.user_id));
  if (!data) return null;
  const { status, user_free_expiry_date: trialEnds, user_end_paid_date: paidUntil } = data;
  let standing: string | null = null;
  if (status === 'Member' && paidUntil) {
    standing = `You are a Fiz member until ${formatDay(paidUntil)}. Signing up again adds a year after that day.`;
  } else if (status === 'Free' && trialEnds) {
    standing =
      `Your free trial runs until ${formatDay(trialEnds)}. Sign up at any time to keep everything after it: ` +
      'your year of membership starts when the trial ends.';
  }
  return (
    standing && (
      <Alert color="basil" role="status">
        {standing}
      </Alert>
    )
  );
}
