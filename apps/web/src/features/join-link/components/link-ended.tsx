import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CardPage } from '../../../components/card-page';

/** A join link or invitation that no longer works: what to do, in plain words. */
export function LinkEnded({ title, message }: { title: string; message: string }) {
  return (
    <CardPage title={title}>
      <Text>{message}</Text>
      <Button component={Link} to="/login" variant="light" fullWidth>
        Go to sign in
      </Button>
      <Button component={Link} to="/" variant="subtle" fullWidth>
        Noticeboard home
      </Button>
    </CardPage>
  );
}
