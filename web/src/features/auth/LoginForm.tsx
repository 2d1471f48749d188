import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LoginBodySchema, type LoginBody, type LoginResponse } from '@fiz/core/auth';
import { refusalMessage } from '../../lib/api';
import { useCheckedFields } from '../../lib/useCheckedFields';
import { useLogin } from '../../lib/session.mutations';
import { ShowPassword } from './ShowPassword';

export const LOGIN_REDIRECT_MS = 600;

interface LoginFormProps {
  defaultEmail?: string;
  /** The mobile site words its messages and busy state its own way (spec 8). */
  mobile?: boolean;
  onLoggedIn: (login: LoginResponse) => void;
}

function failureMessage(error: unknown, mobile: boolean): string {
  if (mobile) return 'Login failed. Please check your details and try again.';
  // The server's own words: "email not found", "Incorrect password", or how long to wait.
  return refusalMessage(error, 'Login failed. Please try again.');
}

/** Spec 2.3, 5, 8: checked on blur and on submit; the call is made only when both fields pass. */
export function LoginForm({ defaultEmail = '', mobile = false, onLoggedIn }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const [success, setSuccess] = useState(false);
  const login = useLogin();
  const form = useCheckedFields<LoginBody>(LoginBodySchema, { email: defaultEmail, password: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A new attempt: the last refusal ("Incorrect password") no longer answers what is in the fields now.
    login.reset();
    const values = form.submit();
    if (!values) return;
    login.mutate(values, {
      onSuccess: (response) => {
        if (mobile) return onLoggedIn(response);
        setSuccess(true);
        window.setTimeout(() => onLoggedIn(response), LOGIN_REDIRECT_MS);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <TextInput
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <ShowPassword shown={showPassword} onChange={setShowPassword} />
        {login.isError && (
          <Alert color="red" role="alert" title={undefined}>
            {failureMessage(login.error, mobile)}
          </Alert>
        )}
        {success && (
          <Alert color="basil" role="status">
            Login successful, redirecting...
          </Alert>
        )}
        <Button type="submit" loading={!mobile && login.isPending} disabled={login.isPending || success} size="md">
          {mobile && login.isPending ? 'Logging in…' : 'Login'}
        </Button>
        <Text fz="sm">
          New to Fiz? {/* From the phone's login, registering leads back to it rather than on to the desktop site. */}
          <Anchor component={Link} to={mobile ? '/register?from=mobile' : '/register'}>
            Register for a free 30-day trial
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
