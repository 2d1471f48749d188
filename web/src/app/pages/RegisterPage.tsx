import { Paper, Text } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/ui/Page';
import { afterDesktopLogin } from '../../features/auth/askedFor';
import { RegisterForm } from '../../features/auth/RegisterForm';
import { useSignedInOnArrival } from '../../features/auth/useSignedInOnArrival';
import { isMobileDevice } from '../device';

/**
 * Spec 2.3 and 9: after registering, on to login with the email filled in; the phone's login when from there. A
 * cook already signed in has an account: they go where logging in would take them, the phone's recipes when they
 * came from the phone or are on one.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const signedIn = useSignedInOnArrival();
  const fromPhone = search.get('from') === 'mobile';
  const loginPath = fromPhone ? '/mlogin' : '/login';
  if (signedIn) {
    const onward = fromPhone || isMobileDevice() ? '/mrecipes' : afterDesktopLogin(signedIn.status, null);
    return <Navigate to={onward} replace />;
  }
  return (
    <Page title="Register">
      <Text>Your 30-day free trial starts today, with no recipe limit and no card needed.</Text>
      <Paper withBorder p="xl" maw={440}>
        <RegisterForm loginPath={loginPath} onRegistered={(email) => void navigate(loginPath, { state: { email } })} />
      </Paper>
    </Page>
  );
}
