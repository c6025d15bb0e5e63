import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CardPage } from '../../../components/card-page';

/** `/successful-submission`: where every enquiry form ends. */
export default function SuccessfulSubmissionPage() {
  return (
    <CardPage title="Thank you">
      <ThemeIcon color="teal" size={56} radius="xl" variant="light" aria-hidden>
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Text>Thank you — we will get back to you within one working day. A copy is on its way to your email.</Text>
      <Stack gap="sm">
        <Button component={Link} to="/" size="md" fullWidth>
          Back to the home page
        </Button>
        <Button component={Link} to="/submission-contact-us" size="md" variant="default" fullWidth>
          Send another message
        </Button>
      </Stack>
    </CardPage>
  );
}
