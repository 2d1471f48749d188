import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { logout, type LogoutAsked } from '../logout';
import { useSession } from '../../lib/session.queries';

const LOGOUT_UNREACHABLE =
  'You are still logged in: logging out needs a connection to Fiz. Try again when you are back online.';

/** Asked when the logout page was opened from outside the app, where any web page could have sent the cook. */
function LogoutQuestion({ onLogout, home }: { onLogout: () => void; home: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} size="h3">
        Log out?
      </Title>
      <Text>Do you want to log out of Fiz on this device?</Text>
      <Group>
        <Button onClick={onLogout}>Log out</Button>
        <Button component={Link} to={home} variant="default">
          Stay logged in
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /logout and /mlogout: end the session, then reload at the landing or mobile login page. Offline the session
 * cannot end, and a cook on a shared phone must not be led to think it has. The app's own Logout links say the
 * cook asked; opened any other way (a link on another site) the page asks first, so no other site can log the
 * cook out, taking their unsaved drafts with the session.
 */
export function LogoutPage({ target }: { target: '/' | '/mlogin' }) {
  const asked = (useLocation().state as Partial<LogoutAsked> | null)?.logoutAsked === true;
  const session = useSession();
  const [confirmed, setConfirmed] = useState(asked);
  // Nobody signed in: nothing to lose, so nothing to ask.
  const proceed = confirmed || (!session.isPending && !session.user);
  const [attempt, setAttempt] = useState(0);
  const [unreachable, setUnreachable] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (!proceed) return;
    let current = true;
    void logout(target).then((outcome) => {
      if (current) setUnreachable(outcome === 'unreachable');
    });
    return () => {
      current = false;
    };
  }, [proceed, target, attempt]);
  if (!proceed && !session.isPending) {
    return <LogoutQuestion onLogout={() => setConfirmed(true)} home={target === '/' ? '/dashboard' : '/mrecipes'} />;
  }
  if (unreachable) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="orange" role="alert" title="Not logged out">
          {LOGOUT_UNREACHABLE}
        </Alert>
        <Group>
          <Button
            onClick={() => {
              setUnreachable(false);
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </Button>
          <Button variant="default" onClick={() => void navigate(-1)}>
            Back
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Center py="xl">
      <Loader aria-label="Logging out" />
    </Center>
  );
}
