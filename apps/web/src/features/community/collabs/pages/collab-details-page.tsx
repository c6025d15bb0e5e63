import { Alert, Anchor, Button, CloseButton, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  COLLAB_MESSAGES,
  COMMUNITY_MESSAGES,
  type Collab,
  formatDate,
  formatDateTime,
  type Post,
} from '@noticeboard/shared';
import { IconArrowLeft, IconCalendar, IconClock, IconPencilPlus, IconSchool } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../../lib/api-error';
import { useSessionUser } from '../../../../lib/use-session';
import { COMMUNITY_KEY, viewerOf } from '../../api/feed';
import { categoryLabelOf } from '../../components/community-format';
import { FetchError } from '../../components/fetch-error';
import { PostList } from '../../components/post-list';
import { collabListPath } from '../api/collab-paths';
import { COLLABS_KEY, useCollab, useCollabPosts } from '../api/collabs';
import { CollabActions } from '../components/collab-actions';
import { CollabCover } from '../components/collab-cover';
import { isOverdue } from '../components/collab-format';
import { CollabStatusBadge } from '../components/collab-status-badge';
import { CollabTeam } from '../components/collab-team';

const ComposerModal = lazy(() => import('../../components/composer-modal'));

function Dates({ collab }: { collab: Collab }) {
  const overdue = isOverdue(collab.dueOn, collab.status);
  const parts = [
    collab.startsOn ? `Starts ${formatDate(collab.startsOn)}` : null,
    collab.dueOn ? `Due ${formatDate(collab.dueOn)}${overdue ? ' (overdue)' : ''}` : null,
    collab.publishedAt ? `Published ${formatDateTime(collab.publishedAt)}` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <IconCalendar size={14} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
      <Text size="sm" c={overdue ? 'red' : 'dimmed'}>
        {parts.join(' · ')}
      </Text>
    </Group>
  );
}

function Evaluation({ collab }: { collab: Collab }) {
  const evaluation = collab.evaluation;
  if (!evaluation) return null;
  const approved = evaluation.decision === 'APPROVED';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="collab-evaluation-title"
      bg={approved ? 'var(--mantine-color-teal-light)' : 'var(--mantine-color-orange-light)'}
    >
      <Stack gap={6}>
        <Group justify="space-between">
          <Title order={2} fz="md" id="collab-evaluation-title">
            {approved ? 'Approved' : 'Changes requested'}
          </Title>
          {evaluation.score !== null && (
            <Text fw={700} aria-label={`Score ${evaluation.score} out of 100`}>
              {evaluation.score}/100
            </Text>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {evaluation.feedback}
        </Text>
        <Text size="xs" c="dimmed">
          {evaluation.evaluatorName} · {formatDateTime(evaluation.at)}
        </Text>
      </Stack>
    </Paper>
  );
}

function Updates({ collab, customUrl }: { collab: Collab; customUrl?: string }) {
  const posts = useCollabPosts(collab.id);
  const queryClient = useQueryClient();
  const viewer = viewerOf(useSessionUser());
  const [composing, setComposing] = useState(false);
  const [pending, setPending] = useState(false);
  const onCreated = (post: Post) => {
    setPending(post.requestStatus === 'PENDING');
    void queryClient.invalidateQueries({ queryKey: [...COMMUNITY_KEY, 'list'] });
    void queryClient.invalidateQueries({ queryKey: [...COLLABS_KEY, 'project', viewer, collab.slug] });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="collab-updates-title">
      <Group justify="space-between">
        <Title order={2} fz="lg" id="collab-updates-title">
          Updates
        </Title>
        {collab.canPost && (
          <Button leftSection={<IconPencilPlus size={16} />} onClick={() => setComposing(true)}>
            Post an update
          </Button>
        )}
      </Group>
      {pending && (
        <Alert color="orange" variant="light" icon={<IconClock size={18} />} role="status" title="Waiting for approval">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">{COMMUNITY_MESSAGES.pendingApproval}</Text>
            <CloseButton aria-label="Dismiss" onClick={() => setPending(false)} />
          </Group>
        </Alert>
      )}
      <PostList
        feed={posts}
        label="Collab updates"
        customUrl={customUrl}
        empty={
          <Text c="dimmed" ta="center" py="lg">
            No updates yet.{collab.canPost ? ' Share how the project is going!' : ''}
          </Text>
        }
      />
      {composing && (
        <Suspense fallback={null}>
          <ComposerModal
            opened
            onClose={() => setComposing(false)}
            feedKind="collab"
            collabId={collab.id}
            defaultCategory={collab.categorySlug}
            onCreated={onCreated}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function CollabDetails({ collab, customUrl }: { collab: Collab; customUrl?: string }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <CollabCover coverUrl={null} categorySlug={collab.categorySlug} height={120} />
            <Stack gap="xs" p="md">
              <Group gap="xs">
                <CollabStatusBadge status={collab.status} />
                <Anchor component={Link} to={collabListPath(customUrl, collab.categorySlug)} size="xs">
                  {categoryLabelOf(collab.categorySlug)}
                </Anchor>
                {collab.topic && (
                  <Text size="xs" c="dimmed">
                    · {collab.topic}
                  </Text>
                )}
              </Group>
              <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
                {collab.title}
              </Title>
              <Group gap={4} wrap="nowrap">
                <IconSchool size={14} aria-hidden />
                <Anchor component={Link} to={collabListPath(collab.institute.customUrl)} size="sm">
                  {collab.institute.name}
                </Anchor>
              </Group>
              <Dates collab={collab} />
              <CollabActions collab={collab} />
            </Stack>
          </Paper>
          <Evaluation collab={collab} />
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="collab-summary-title">
            <Stack gap="sm">
              <Title order={2} fz="md" id="collab-summary-title">
                About the project
              </Title>
              <Text
                component="div"
                size="sm"
                className="community-post-body"
                style={{ overflowWrap: 'anywhere' }}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the summary is sanitised on the server.
                dangerouslySetInnerHTML={{ __html: collab.summary }}
              />
              {collab.goals && (
                <>
                  <Title order={3} fz="sm">
                    Goals
                  </Title>
                  <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {collab.goals}
                  </Text>
                </>
              )}
            </Stack>
          </Paper>
          <Updates collab={collab} customUrl={customUrl} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <CollabTeam collab={collab} />
      </Grid.Col>
    </Grid>
  );
}

/** `/collab/details/{slug}` and the school variant: the project, its team, its evaluation and its updates. */
export default function CollabDetailsPage() {
  const { slug = '', customUrl } = useParams();
  const collab = useCollab(slug);
  const back = collabListPath(customUrl);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> All collabs
        </Group>
      </Anchor>
      {collab.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading collab">
          <Skeleton height={220} radius="md" />
          <Skeleton height={140} radius="md" />
        </Stack>
      ) : collab.isError ? (
        isApiError(collab.error) && collab.error.statusCode === 404 ? (
          <Stack align="center" py="xl" gap="xs">
            <Title order={1} fz="lg">
              {COLLAB_MESSAGES.collabNotFound}
            </Title>
            <Anchor component={Link} to={back}>
              See all collabs
            </Anchor>
          </Stack>
        ) : (
          <FetchError
            error={collab.error}
            fallback={COLLAB_MESSAGES.collabNotFound}
            onRetry={() => void collab.refetch()}
          />
        )
      ) : (
        <CollabDetails collab={collab.data} customUrl={customUrl} />
      )}
    </Stack>
  );
}
