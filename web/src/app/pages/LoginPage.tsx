import { Paper } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Page } from '../../components/ui/Page';
import { afterDesktopLogin, askedFor } from '../../features/auth/askedFor';
import { LoginForm } from '../../features/auth/LoginForm';
import { useSignedInOnArrival } from '../../features/auth/useSignedInOnArrival';
import { isMobileDevice } from '../device';

/**
 * Spec 4.1: after login an Expired cook goes to /upgrade, everyone else to /dashboard, or to the page they asked
 * for before they were sent to log in. A cook already signed in goes there at once rather than see a form that
 * looks signed out; on a phone, to the phone's recipes, where the phone's login leads.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSignedInOnArrival();
  const prefilled = (location.state as { email?: string } | null)?.email ?? '';
  if (signedIn) {
    const onward = isMobileDevice()
      ? (askedFor(location.state) ?? '/mrecipes')
      : afterDesktopLogin(signedIn.status, location.state);
    return <Navigate to={onward} replace />;
  }
  return (
    <Page title="Login">
      <Paper withBorder p="xl" maw={440}>
        <LoginForm
          defaultEmail={prefilled}
          onLoggedIn={(login) => void navigate(afterDesktopLogin(login.status, location.state), { replace: true })}
        />
      </Paper>
    </Page>
  );
}
