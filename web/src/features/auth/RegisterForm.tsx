import { Alert, Anchor, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { RegisterFormSchema, type RegisterForm as RegisterValues } from '@fiz/core/registration';
import { refusalMessage } from '../../lib/api';
import { useRegister } from './registration.mutations';
import { ShowPassword } from './ShowPassword';
import { BusyButton } from '../../components/ui/BusyButton';

export const REGISTER_REDIRECT_MS = 2000;

/** Spec 2.3, 5, 8: First Name, Email, Password, Repeat Password; then on to login with the email filled in. */
export function RegisterForm({
  loginPath,
  onRegistered,
}: {
  /** Where a cook who has an account logs in: the phone's login when they came from it. */
  loginPath: '/login' | '/mlogin';
  onRegistered: (email: string) => void;
}) {
  const [showPassword, setShowPassword] = useState(false);
  const [success, setSuccess] = useState(false);
  const register = useRegister();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(RegisterFormSchema),
    mode: 'onBlur',
    defaultValues: { firstname: '', email: '', password: '', repeatPassword: '' },
  });
  const { errors } = form.formState;
  const passwordType = showPassword ? 'text' : 'password';

  const submit = form.handleSubmit(({ firstname, email, password }) =>
    register.mutate(
      { firstname, email, password },
      {
        onSuccess: () => {
          setSuccess(true);
          window.setTimeout(() => onRegistered(email.trim()), REGISTER_REDIRECT_MS);
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="First Name"
          autoComplete="given-name"
          required
          error={errors.firstname?.message}
          {...form.register('firstname')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextInput
          label="Password"
          type={passwordType}
          autoComplete="new-password"
          placeholder="At least 6 letters and numbers"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextInput
          label="Repeat Password"
          type={passwordType}
          autoComplete="new-password"
          required
          error={errors.repeatPassword?.message}
          {...form.register('repeatPassword')}
        />
        <ShowPassword shown={showPassword} onChange={setShowPassword} />
        {register.isError && (
          <Alert color="red" role="alert">
            {refusalMessage(register.error, 'Registration failed. Please try again.')}
          </Alert>
        )}
        {success && (
          <Alert color="basil" role="status">
            Registration successful... standby!
          </Alert>
        )}
        <BusyButton type="submit" busy={register.isPending} disabled={success} size="md">
          Register
        </BusyButton>
        <Text fz="sm">
          Already a Fiz cook?{' '}
          <Anchor component={Link} to={loginPath}>
            Login
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
