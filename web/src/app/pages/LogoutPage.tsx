import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../features/session/logout';

const LOGOUT_UNREACHABLE =
  'You are still logged in: logging out needs a connection to Fiz. Try again when you are back online.';

/**
 * /logout and /mlogout: end the session, then reload at the landing or mobile login page. Offline the session
 * cannot end, and a cook on a shared phone must not be led to think it has.
 */
export function LogoutPage({ target }: { target: '/' | '/mlogin' }) {
  const [attempt, setAttempt] = useState(0);
  const [unreachable, setUnreachable] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void logout(target).then((outcome) => {
      if (current) setUnreachable(outcome === 'unreachable');
    });
    return () => {
      current = false;
    };
  }, [target, attempt]);
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
