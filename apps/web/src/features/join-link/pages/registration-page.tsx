import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { formatDate, JOIN_LINK_MESSAGES, type JoinRegistrationResult } from '@noticeboard/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { hasErrorCode, messageOf } from '../../../lib/api-error';
import { useJoinLinkPreview } from '../api/join-links';
import { LinkEnded } from '../components/link-ended';
import { RegistrationForm, type RegistrationSlots } from '../components/registration-form';
import { classLabel } from '../labels';

function Done({ result, email }: { result: JoinRegistrationResult; email: string }) {
  return (
    <CardPage title={result.status === 'JOINED' ? 'You have joined' : 'Request sent'}>
      <Text>{result.status === 'JOINED' ? JOIN_LINK_MESSAGES.joined : JOIN_LINK_MESSAGES.waiting}</Text>
      <Text size="sm" c="dimmed">
        {result.status === 'JOINED'
          ? `We sent the link to ${email}.`
          : `Once approved, we email ${email} a link to confirm the address; then you sign in with your password.`}
      </Text>
      <Button component={Link} to="/login" variant="light" fullWidth>
        Go to sign in
      </Button>
    </CardPage>
  );
}

/** `/user-auto-registration/{slug}` (open): join a school's class through the link it shared. */
export default function RegistrationPage({ slots = {} }: { slots?: RegistrationSlots }) {
  const { slug = '' } = useParams();
  const preview = useJoinLinkPreview(slug);
  const [done, setDone] = useState<{ result: JoinRegistrationResult; email: string } | null>(null);

  if (preview.isPending) {
    return (
      <Center mih="40vh" role="status" aria-label="Checking the join link">
        <Loader />
      </Center>
    );
  }
  if (preview.isError) {
    if (hasErrorCode(preview.error, 'LINK_EXPIRED', 'VALIDATION_FAILED', 'NOT_FOUND')) {
      return <LinkEnded title="Join link expired" message={JOIN_LINK_MESSAGES.expired} />;
    }
    return (
      <CardPage title="Join your school">
        <Alert color="red" title="Could not open the join link" role="alert">
          {messageOf(preview.error)}
        </Alert>
      </CardPage>
    );
  }
  if (done) return <Done {...done} />;
  const link = preview.data;
  const what = classLabel(link.studentClass, link.section);
  return (
    <CardPage
      title={`Join ${link.instituteName}`}
      subtitle={
        <Stack gap={2} component="span">
          <span>
            {link.role === 'CANDIDATE' ? `As a student${what ? ` of ${what}` : ''}` : 'As a teacher'} on Noticeboard.
          </span>
          <span>
            {link.needsApproval ? 'Your school approves each request.' : 'You join as soon as you send this.'} This link
            works until {formatDate(link.expiresAt)}.
          </span>
        </Stack>
      }
    >
      <RegistrationForm slug={slug} link={link} slots={slots} onDone={(result, email) => setDone({ result, email })} />
    </CardPage>
  );
}
