import { Button, Text } from '@mantine/core';
import { MESSAGES } from '@noticeboard/shared';
import { Link } from 'react-router';
import { CardPage } from '../../../components/card-page';

/** `/link-expired`: where used or stale emailed links end up. */
export default function LinkExpiredPage() {
  return (
    <CardPage title="Link expired">
      <Text>{MESSAGES.linkExpired}.</Text>
      <Text size="sm" c="dimmed">
        Links in our emails work once and only for a limited time. Ask for a new one and use it soon after it arrives.
      </Text>
      <Button component={Link} to="/reset-password" fullWidth>
        Request a new link
      </Button>
      <Button component={Link} to="/login" variant="subtle" fullWidth>
        Back to sign in
      </Button>
    </CardPage>
  );
}
