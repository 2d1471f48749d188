import { Badge, type MantineSize } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useSession } from '../../lib/session.queries';

/** What the badge says: the user id and the status (spec 2.1), as read aloud too. */
export const adminBadgeText = (userId: number) => `User id ${userId} · Admin`;

/**
 * Spec 2.1: an Admin always sees who they are signed in as, on the full site and on the phone. In sentence case,
 * as the rest of the page writes: capitals would read "ADMIN · ID", with the status said twice.
 */
export function AdminBadge({ size = 'lg' }: { size?: MantineSize }) {
  const { user, status } = useSession();
  if (!user || status !== 'Admin') return null;
  return (
    <Badge color="dark" size={size} radius="sm" tt="none" leftSection={<IconShieldCheck size={14} aria-hidden />}>
      {adminBadgeText(user.user_id)}
    </Badge>
  );
}

/** Whether the signed-in cook is an Admin, for layouts that place the badge. */
export function useIsAdmin(): boolean {
  const { user, status } = useSession();
  return !!user && status === 'Admin';
}
