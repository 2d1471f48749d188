import { Paper, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/ui/Page';
import { RegisterForm } from '../../features/auth/RegisterForm';

/** Spec 2.3 and 9: after registering, on to login with the email filled in; the phone's login when from there. */
export function RegisterPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const loginPath = search.get('from') === 'mobile' ? '/mlogin' : '/login';
  return (
    <Page title="Register">
      <Text>Your 30-day free trial starts today, with no recipe limit and no card needed.</Text>
      <Paper withBorder p="xl" maw={440}>
        <RegisterForm loginPath={loginPath} onRegistered={(email) => navigate(loginPath, { state: { email } })} />
      </Paper>
    </Page>
  );
}
