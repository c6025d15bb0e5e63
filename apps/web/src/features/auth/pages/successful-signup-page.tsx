import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { CardPage } from '../../../components/card-page';

/** `/successful-signup`: the email is verified; next step is signing in. */
export default function SuccessfulSignupPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const search = new URLSearchParams({ ...(email ? { email } : {}), status: 'verified' });
  return (
    <CardPage title="Welcome aboard">
      <ThemeIcon color="teal" size={56} radius="xl" variant="light" aria-hidden>
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Text>
        Your email address{email ? ` ${email}` : ''} is verified and your account is ready. Sign in to get started.
      </Text>
      <Button component={Link} to={`/login?${search}`} size="md" fullWidth>
        Sign in
      </Button>
    </CardPage>
  );
}
