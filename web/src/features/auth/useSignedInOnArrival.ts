import { useState } from 'react';
import type { SessionUser } from '@fiz/core/session';
import { useSession } from '../../lib/session.queries';

/**
 * The cook who was already signed in when this page opened, or null. Taken when the session is first known and
 * kept: a login made on the page itself afterwards is the login form's to follow, with its own message and pause.
 */
export function useSignedInOnArrival(): SessionUser | null {
  const { user, isPending } = useSession();
  const [onArrival, setOnArrival] = useState<SessionUser | null | undefined>(isPending ? undefined : user);
  // Known only now: kept from this render on (React's way to keep what an earlier render saw).
  if (onArrival === undefined && !isPending) setOnArrival(user);
  return onArrival ?? null;
}
