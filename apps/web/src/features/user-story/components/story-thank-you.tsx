import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CardPage } from '../../../components/card-page';

/** The thank-you after a story is sent (on `/successful-submission?sent=story`). */
export function StoryThankYou() {
  return (
    <CardPage title="Thank you for your story">
      <ThemeIcon color="teal" size={56} radius="xl" variant="light" aria-hidden>
        <IconHeartHandshake size={32} />
      </ThemeIcon>
      <Text>
        Your story is with the Noticeboard team. We read every one carefully, and we will not share it anywhere without
        asking you first.
      </Text>
      <Stack gap="sm">
        <Button component={Link} to="/latest" size="md" fullWidth>
          Read the latest news
        </Button>
        <Button component={Link} to="/community" size="md" variant="default" fullWidth>
          Go to the community
        </Button>
      </Stack>
    </CardPage>
  );
}
