import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { askedFor } from '../../features/auth/askedFor';
import { LoginForm } from '../../features/auth/LoginForm';
import { useSession } from '../../lib/session.queries';
import './MobileLayout.css';

/** Spec 2.4: a welcome page with the login form; a signed-in cook goes on to their recipes. */
export function MobileLoginPage() {
  useDocumentTitle('Login · Fiz');
  const navigate = useNavigate();
  const location = useLocation();
  // Just registered: the email is filled in (RegisterPage).
  const prefilled = (location.state as { email?: string } | null)?.email ?? '';
  const { user } = useSession();
  // The recipe a link led to before the cook was sent here to log in, else their recipes.
  const onward = askedFor(location.state) ?? '/mrecipes';
  // Already signed in (the logo of a desktop page leads here from /): the form would only look signed out.
  if (user) return <Navigate to={onward} replace />;
  return (
    <div className="fiz-mobile-shell">
      <Stack component="main" gap="lg" p="lg" align="stretch">
        <Stack gap={4} align="center" mt="lg">
          <Image src="/logo.svg" alt="" w={72} h={72} />
          <Title order={1} size="h2">
            Welcome to Fiz
          </Title>
          <Text ta="center">Your recipes in the kitchen and at the shop.</Text>
        </Stack>
        <Paper withBorder p="lg" className="fiz-mobile-login">
          <LoginForm mobile defaultEmail={prefilled} onLoggedIn={() => void navigate(onward, { replace: true })} />
        </Paper>
      </Stack>
    </div>
  );
}
