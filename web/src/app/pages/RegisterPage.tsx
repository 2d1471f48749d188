import { Paper, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Page } from '../../components/ui/Page';
import { RegisterForm } from '../../features/auth/RegisterForm';

export function RegisterPage() {
  const navigate = useNavigate();
  return (
    <Page title="Register">
      <Text>Your 30-day free trial starts today, with no recipe limit and no card needed.</Text>
      <Paper withBorder p="xl" maw={440}>
        <RegisterForm onRegistered={(email) => navigate('/login', { state: { email } })} />
      </Paper>
    </Page>
  );
}
