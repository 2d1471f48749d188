import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { logout } from '../../features/session/logout';

/** /logout and /mlogout: end the session, then reload at the landing or mobile login page. */
export function LogoutPage({ target }: { target: '/' | '/mlogin' }) {
  useEffect(() => {
    void logout(target);
  }, [target]);
  return (
    <Center py="xl">
      <Loader aria-label="Logging out" />
    </Center>
  );
}
