import { Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { planEnding } from '@fiz/core/membership';
import type { SessionUser } from '@fiz/core/session';
import { userStatusQuery } from './userStatus.queries';
import { planReminderText } from './planReminderText';

interface PlanReminderProps {
  cook: SessionUser;
  /** Only in the plan's last days: the phone's recipe search has little room to spare for it before then. */
  withinDays?: number;
}

/**
 * A word on a trial or membership running out, with the way to keep going, so access does not stop without
 * warning. Nothing for plans that never end, or while the dates are unknown.
 */
export function PlanReminder({ cook, withinDays = Infinity }: PlanReminderProps) {
  const { data } = useQuery(userStatusQuery(cook.user_id));
  if (!data) return null;
  // The server's calendar day, by which access ends: a cook a day ahead or behind it is told the same days.
  const ending = planEnding(data.today, {
    status: data.status,
    trialEnds: data.user_free_expiry_date,
    paidUntil: data.user_end_paid_date,
  });
  if (!ending || ending.daysLeft > withinDays) return null;
  return (
    <Group gap="xs" role="status">
      <Text>{planReminderText(ending)}</Text>
      <Anchor component={Link} to="/upgrade" fw={600}>
        {ending.plan === 'trial' ? 'Become a member' : 'Renew'}
      </Anchor>
    </Group>
  );
}
