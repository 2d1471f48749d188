import { Badge, type MantineSize } from '@mantine/core';
import { useSession } from './session.queries';

/** Spec 2.1: an Admin always sees who they are signed in as, on the full site and on the phone. */
export function AdminBadge({ size = 'lg' }: { size?: MantineSize }) {
  const { user, status } = useSession();
  if (!user || status !== 'Admin') return null;
  return (
    <Badge color="dark" size={size} radius="sm">
      Admin · id {user.user_id} · {status}
    </Badge>
  );
}

/** Whether the signed-in cook is an Admin, for layouts that place the badge. */
export function useIsAdmin(): boolean {
  const { user, status } = useSession();
  return !!user && status === 'Admin';
}
