import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { HOME_PAGE_PATH, loginBodySchema } from '@noticeboard/shared';
import { Link, useNavigate } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { takeRedirection } from '../../../lib/session';
import { zodResolver } from '../../../lib/zod-form';
import { useLogin } from '../api/login';

interface LoginFormProps {
  initialEmail: string;
  /** Set on `/{userSlug}/login`: the account must belong to this institute. */
  instituteCustomUrl?: string;
  /** Where the link that opened the page asked to go (login-params.ts); before the remembered page and home. */
  next?: string | null;
}

interface LoginValues {
  email: string;
  password: string;
}

/** Email and password only: any kind of account signs in here (the server knows which kind it is). */
export function LoginForm({ initialEmail, instituteCustomUrl, next = null }: LoginFormProps) {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const form = useForm<LoginValues>({
    initialValues: { email: initialEmail, password: '' },
    validate: zodResolver<LoginValues>(loginBodySchema),
  });

  const submit = form.onSubmit((values) => {
    const body = { email: values.email.trim(), password: values.password, instituteCustomUrl };
    loginMutation.mutate(body, {
      onSuccess: () => {
        const remembered = takeRedirection();
        void navigate(next ?? remembered ?? HOME_PAGE_PATH, { replace: true });
      },
    });
  });

  const resetPath = instituteCustomUrl ? `/reset-password/${instituteCustomUrl}` : '/reset-password';
  const signupPath = instituteCustomUrl ? `/${instituteCustomUrl}/signup` : '/signup';

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
        {loginMutation.isError && (
          <Alert color="red" variant="light" role="alert" title="Could not sign you in">
            {messageOf(loginMutation.error)}
          </Alert>
        )}
        <Button type="submit" loading={loginMutation.isPending} fullWidth size="md">
          Sign in
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={resetPath} size="sm">
            Forgot password?
          </Anchor>
          <Anchor component={Link} to={signupPath} size="sm">
            New here? Create an account
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
