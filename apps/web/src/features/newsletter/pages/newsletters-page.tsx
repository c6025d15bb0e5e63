/**
 * `/newsletters` (the school account): its newsletters with their totals (recipients, delivered, unsubscribed —
 * nothing per reader) and progress while sending; `?id=` opens one in the composer.
 */
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDateTime, NEWSLETTER_STATE_LABELS, type NewsletterSummary } from '@noticeboard/shared';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FetchError } from '../../../components/fetch-error';
import { useSessionUser } from '../../../lib/use-session';
import { assessmentFromNewsletter, createNewsletter, useNewsletter, useNewsletterList } from '../api/newsletters';
import { NewsletterBrandCard } from '../components/brand-card';
import { Composer } from '../components/composer';

function Totals({ one }: { one: NewsletterSummary }) {
  const done = one.totals.delivered + one.totals.failed + one.totals.unconfirmed;
  return (
    <Stack gap={4}>
      {one.state === 'SENDING' && (
        <Progress
          value={one.totals.recipients ? (100 * done) / one.totals.recipients : 0}
          aria-label="Sending progress"
        />
      )}
      {(one.state === 'SENDING' || one.state === 'SENT') && (
        <Text size="sm">
          {one.totals.recipients} recipients · {one.totals.delivered} delivered · {one.totals.unsubscribed} unsubscribed
          {one.totals.failed > 0 ? ` · ${one.totals.failed} failed` : ''}
        </Text>
      )}
    </Stack>
  );
}

function Row({ one }: { one: NewsletterSummary }) {
  const navigate = useNavigate();
  const makeAssessment = useMutation({
    mutationFn: () => assessmentFromNewsletter(one.id),
    onSuccess: (made) => navigate(`/assessment-details/${made.assignmentCode}`),
  });
  const when =
    one.state === 'SCHEDULED'
      ? `Goes out ${formatDateTime(one.scheduledAt)}${one.frequency ? ` · ${one.frequency.toLowerCase()}` : ''}`
      : one.sentAt
        ? `Sent ${formatDateTime(one.sentAt)}`
        : `Edited ${formatDateTime(one.updatedAt)}`;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={`/newsletters?id=${one.id}`} fw={700} fz="lg">
            {one.title || 'Untitled newsletter'}
          </Anchor>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {NEWSLETTER_STATE_LABELS[one.state]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {when}
        </Text>
        <Totals one={one} />
        {one.publicPath && (
          <Group gap="sm">
            <Button component={Link} to={one.publicPath} variant="default" size="xs">
              Open the page
            </Button>
            {one.assessmentCode ? (
              <Button component={Link} to={`/assessment-details/${one.assessmentCode}`} variant="default" size="xs">
                Open its assessment
              </Button>
            ) : (
              <Button
                size="xs"
                variant="light"
                loading={makeAssessment.isPending}
                onClick={() => makeAssessment.mutate()}
              >
                Create an assessment from this newsletter
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function ComposerPage({ id }: { id: string }) {
  const newsletter = useNewsletter(id);
  if (newsletter.isPending) return null;
  if (newsletter.isError) {
    return (
      <FetchError
        error={newsletter.error}
        fallback="The newsletter could not be loaded."
        onRetry={() => newsletter.refetch()}
      />
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/newsletters">
        ← All newsletters
      </Anchor>
      <Composer key={newsletter.data.id} newsletter={newsletter.data} />
    </Stack>
  );
}

export default function NewslettersPage() {
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  const [page, setPage] = useState(0);
  const list = useNewsletterList(page);
  const create = useMutation({
    mutationFn: () => createNewsletter('DEFAULT'),
    onSuccess: (draft) => setParams({ id: draft.id }),
  });
  const id = params.get('id');
  return (
    <Container size="md" py="md">
      {id ? (
        <ComposerPage id={id} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={1}>Newsletters</Title>
            <Button onClick={() => create.mutate()} loading={create.isPending}>
              New newsletter
            </Button>
          </Group>
          {create.isError && <FetchError error={create.error} fallback="The newsletter could not be started." />}
          <NewsletterBrandCard schoolName={user?.instituteName ?? user?.name ?? ''} />
          {list.isError && (
            <FetchError
              error={list.error}
              fallback="The newsletters could not be loaded."
              onRetry={() => list.refetch()}
            />
          )}
          {list.data && list.data.content.length === 0 && (
            <EmptyState icon={<IconMail />} title="No newsletters yet">
              Write to your families: start from the default newsletter, add a post from your community and a news
              article, choose who receives it, and send it now or on a schedule.
            </EmptyState>
          )}
          {list.data?.content.map((one) => (
            <Row key={one.id} one={one} />
          ))}
          {list.data && list.data.totalPages > 1 && (
            <Pagination total={list.data.totalPages} value={page + 1} onChange={(next) => setPage(next - 1)} />
          )}
        </Stack>
      )}
    </Container>
  );
}
