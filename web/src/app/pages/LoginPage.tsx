import { Paper } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '../../components/ui/Page';
import { askedFor } from '../../features/auth/askedFor';
import { LoginForm } from '../../features/auth/LoginForm';

/**
 * Spec 4.1: after login an Expired cook goes to /upgrade, everyone else to /dashboard, or to the page they asked
 * for before they were sent to log in.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const prefilled = (location.state as { email?: string } | null)?.email ?? '';
  return (
    <Page title="Login">
      <Paper withBorder p="xl" maw={440}>
        <LoginForm
          defaultEmail={prefilled}
          onLoggedIn={(login) =>
            navigate(login.status === 'Expired' ? '/upgrade' : (askedFor(location.state) ?? '/dashboard'), {
              replace: true,
            })
          }
        />
      </Paper>
    </Page>
  );
}
