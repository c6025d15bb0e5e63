import { ActionIcon, Anchor, Group, List, Paper, Text } from '@mantine/core';
import { IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { rememberRedirection } from '../../../lib/session';
import { useSessionUser } from '../../../lib/use-session';
import { useArticleSummary, useVoteOnSummary } from '../api/article-summary';

/** Thumbs up or down on the summary, for a signed-in reader; their vote shows pressed and can be changed. */
function SummaryThumbs({ articleId, userId, vote }: { articleId: string; userId: string; vote: boolean | null }) {
  const send = useVoteOnSummary(articleId, userId);
  const shown = send.isPending ? send.variables : vote;
  return (
    <Group gap="xs" mt="xs" role="group" aria-label="Was this summary helpful?">
      <Text size="xs" c="dimmed">
        {shown === null || shown === undefined ? 'Was this summary helpful?' : 'Thanks for your feedback.'}
      </Text>
      <ActionIcon
        variant={shown === true ? 'light' : 'subtle'}
        aria-label="Helpful"
        aria-pressed={shown === true}
        onClick={() => send.mutate(true)}
      >
        {shown === true ? <IconThumbUpFilled size={18} aria-hidden /> : <IconThumbUp size={18} aria-hidden />}
      </ActionIcon>
      <ActionIcon
        variant={shown === false ? 'light' : 'subtle'}
        aria-label="Not helpful"
        aria-pressed={shown === false}
        onClick={() => send.mutate(false)}
      >
        {shown === false ? <IconThumbDownFilled size={18} aria-hidden /> : <IconThumbDown size={18} aria-hidden />}
      </ActionIcon>
      {send.isError && (
        <Text size="xs" c="red" role="alert">
          {messageOf(send.error)}
        </Text>
      )}
    </Group>
  );
}

/** "In short": the article's key sentences, picked by our own summariser, with thumbs for signed-in readers. */
export default function ArticleSummary({ articleId }: { articleId: string }) {
  const userId = useSessionUser()?.id ?? null;
  const { pathname } = useLocation();
  const summary = useArticleSummary(articleId, userId);
  // Nothing to show while loading, on failure, or for a short article: the article itself is right below.
  if (!summary.data || summary.data.sentences.length === 0) return null;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="in-short-title">
      <Text id="in-short-title" component="h2" fw={700} size="sm" mb={6}>
        In short
      </Text>
      <List size="sm" spacing={6}>
        {summary.data.sentences.map((sentence) => (
          <List.Item key={sentence}>{sentence}</List.Item>
        ))}
      </List>
      {userId ? (
        <SummaryThumbs articleId={articleId} userId={userId} vote={summary.data.myVote} />
      ) : (
        <Text size="xs" c="dimmed" mt="xs">
          <Anchor component={Link} to="/login" size="xs" onClick={() => rememberRedirection(pathname)}>
            Sign in
          </Anchor>{' '}
          to tell us whether this summary helped.
        </Text>
      )}
    </Paper>
  );
}
