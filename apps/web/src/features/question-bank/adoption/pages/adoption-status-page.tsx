import { Alert, Blockquote, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { adoptionLinkQuerySchema, QUESTION_BANK_MESSAGES } from '@noticeboard/shared';
import { IconCheck, IconCircleCheck, IconInfoCircle, IconLogin, IconX } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { CardPage } from '../../../../components/card-page';
import { isApiError, messageOf } from '../../../../lib/api-error';
import { rememberRedirection } from '../../../../lib/session';
import {
  type AdoptionDecision,
  type AdoptionLink,
  type AdoptionLinkStatus,
  useAdoptionLink,
  useAnswerAdoptionLink,
} from '../api/adoptions';
import { AdoptionStatusBadge } from '../components/adoption-status-badge';

const ADOPTION_PAGE = '/school-adoption';

function linkOf(params: URLSearchParams): AdoptionLink | null {
  const parsed = adoptionLinkQuerySchema.safeParse({
    adoptionId: params.get('adoptionId') ?? '',
    token: params.get('token') ?? '',
  });
  return parsed.success ? parsed.data : null;
}

/** The expired or used link, kindly, with the way to answer from the school's account. */
function InvalidLink() {
  return (
    <CardPage title="This link cannot be used">
      <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} />}>
        {QUESTION_BANK_MESSAGES.adoptionLinkInvalid}
      </Alert>
      <Text size="sm">
        The request may already have been answered. Sign in to your school account to see every adoption request and its
        status.
      </Text>
      <Button
        component={Link}
        to="/login"
        size="md"
        leftSection={<IconLogin size={18} />}
        onClick={() => rememberRedirection(ADOPTION_PAGE)}
      >
        Sign in to see requests
      </Button>
    </CardPage>
  );
}

function outcomeText(status: AdoptionLinkStatus['status'], requesterName: string) {
  switch (status) {
    case 'ACCEPTED':
      return `Thank you! ${requesterName} can now use your school’s approved questions.`;
    case 'DECLINED':
      return `You declined. ${requesterName} will not get your questions.`;
    case 'WITHDRAWN':
      return `${requesterName} withdrew this request.`;
    case 'ENDED':
      return 'This adoption has ended.';
    case 'PENDING':
      return 'This request is waiting for an answer.';
  }
}

/** `/adoption/status?adoptionId&token` (open; the emailed link): who asks for whose bank, and the answer. */
export default function AdoptionStatusPage() {
  const [params] = useSearchParams();
  const link = linkOf(params);
  const status = useAdoptionLink(link);
  const answer = useAnswerAdoptionLink(link);

  if (!link) return <InvalidLink />;
  if (status.isPending)
    return (
      <CardPage title="Question bank request">
        <Stack gap="sm" role="status" aria-label="Loading request">
          <Skeleton height={20} />
          <Skeleton height={60} />
        </Stack>
      </CardPage>
    );
  if (!status.data) {
    if (isApiError(status.error) && status.error.statusCode >= 400 && status.error.statusCode < 500)
      return <InvalidLink />;
    return (
      <CardPage title="Question bank request">
        <Alert color="red" variant="light">
          {messageOf(status.error)}
        </Alert>
        <Button size="md" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </CardPage>
    );
  }

  const request = status.data;
  const decided: AdoptionDecision | undefined = answer.variables;
  const current = answer.data?.status ?? (answer.isSuccess && decided ? decided : request.status);
  const canDecide = request.canDecide && !answer.isSuccess;
  const decide = (decision: AdoptionDecision) => answer.mutate(decision);

  return (
    <CardPage title="Question bank request" subtitle={`For ${request.ownerName}`}>
      <Text size="lg">
        <Text span fw={700}>
          {request.requesterName}
        </Text>{' '}
        would like to use the approved questions in{' '}
        <Text span fw={700}>
          {request.ownerName}
        </Text>
        ’s question bank.
      </Text>
      {request.message && (
        <Blockquote p="sm" radius="md" color="blue" fz="sm">
          {request.message}
        </Blockquote>
      )}
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Status:
        </Text>
        <AdoptionStatusBadge status={current} />
      </Group>
      {answer.isError && (
        <Alert color="red" variant="light" role="alert">
          {messageOf(answer.error)}
        </Alert>
      )}
      {canDecide ? (
        <Group grow>
          <Button
            size="lg"
            color="green"
            leftSection={<IconCheck size={20} />}
            loading={answer.isPending && decided === 'ACCEPTED'}
            disabled={answer.isPending}
            onClick={() => decide('ACCEPTED')}
          >
            Accept
          </Button>
          <Button
            size="lg"
            variant="default"
            leftSection={<IconX size={20} />}
            loading={answer.isPending && decided === 'DECLINED'}
            disabled={answer.isPending}
            onClick={() => decide('DECLINED')}
          >
            Decline
          </Button>
        </Group>
      ) : (
        <Alert
          color={current === 'ACCEPTED' ? 'green' : 'gray'}
          variant="light"
          icon={<IconCircleCheck size={20} />}
          role="status"
        >
          {outcomeText(current, request.requesterName)}
        </Alert>
      )}
      {!canDecide && (
        <Button
          component={Link}
          to={ADOPTION_PAGE}
          variant="light"
          size="md"
          onClick={() => rememberRedirection(ADOPTION_PAGE)}
        >
          See all adoption requests
        </Button>
      )}
    </CardPage>
  );
}
