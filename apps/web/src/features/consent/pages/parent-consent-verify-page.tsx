import { Alert, Center, List, Loader, Text } from '@mantine/core';
import { MESSAGES } from '@noticeboard/shared';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { useConsentRequest } from '../api/consent-request';
import { ConsentDecisionForm } from '../components/consent-decision-form';

function ExpiredCard() {
  return (
    <CardPage title="Link expired">
      <Text>{MESSAGES.linkExpired}.</Text>
      <Text size="sm" c="dimmed">
        Consent links work once and for seven days. If you still need to answer, please ask the school to send you a new
        link.
      </Text>
    </CardPage>
  );
}

/** `/parent-consent/verify?token=` (open): a parent grants or declines consent for their child. */
export default function ParentConsentVerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const request = useConsentRequest(token);
  const [outcome, setOutcome] = useState<'GRANTED' | 'DECLINED' | 'EXPIRED' | null>(null);

  if (!token || request.isError || outcome === 'EXPIRED') return <ExpiredCard />;
  if (outcome) {
    const child = request.data?.studentFirstName ?? 'your child';
    return (
      <CardPage title="Thank you">
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
          {outcome === 'GRANTED'
            ? `You have given consent. ${child} can now take part fully.`
            : `You have declined. ${child} can still read and learn, but will not post, comment or appear in public lists.`}
        </Alert>
        <Text size="sm" c="dimmed">
          You can close this page. If you change your mind, please contact the school.
        </Text>
      </CardPage>
    );
  }
  if (!request.data) {
    return (
      <Center mih="40vh" role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  }
  const { schoolName, studentFirstName } = request.data;
  return (
    <CardPage title="Parent consent" subtitle={`${schoolName} asks for your consent for ${studentFirstName}`}>
      <Text>
        {schoolName} uses Noticeboard for news, learning and a school community. Because {studentFirstName} is under 18,
        we ask you first.
      </Text>
      <List size="sm" spacing={4} icon={<IconInfoCircle size={16} aria-hidden />}>
        <List.Item>
          With your consent, {studentFirstName} can post, comment and appear in lists others can see.
        </List.Item>
        <List.Item>Without it, {studentFirstName} can still sign in, read and learn.</List.Item>
        <List.Item>If you change your mind later, the school can update your answer.</List.Item>
      </List>
      <ConsentDecisionForm token={token} onDecided={setOutcome} onExpired={() => setOutcome('EXPIRED')} />
    </CardPage>
  );
}
