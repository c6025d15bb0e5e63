import { SegmentedControl, Stack, Tabs, useMatches } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type ApprovalAction,
  COMMUNITY_MESSAGES,
  MODERATION_MESSAGES,
  PENDING_FILTER_LABELS,
  PENDING_FILTERS,
  type PendingFilter,
  POST_TYPE_TABS,
  type Post,
  type PostTypeTab,
} from '@noticeboard/shared';
import { useEffect, useState } from 'react';
import { CountedLabel } from '../../../../components/counted-label';
import { isApiError, messageOf } from '../../../../lib/api-error';
import { usePendingAction, usePendingCounts, usePendingPosts } from '../api/pending-posts';
import { ConfirmAction, type PendingConfirmation } from './confirm-action';
import { EmptyState, FetchError, ListSkeleton, Pager } from './list-states';
import { PENDING_COUNT_NOUNS, POST_TYPE_TAB_LABELS } from './moderation-format';
import { PendingCard } from './pending-card';
import { firstWords } from './post-text';

const ACTIONS: Record<ApprovalAction, { label: string; question: string; color: string; done: string }> = {
  ANYONE: {
    label: 'Approve',
    question: COMMUNITY_MESSAGES.confirmApprove,
    color: 'teal',
    done: MODERATION_MESSAGES.approved,
  },
  BLOCKED: {
    label: 'Decline',
    question: COMMUNITY_MESSAGES.confirmDecline,
    color: 'orange',
    done: MODERATION_MESSAGES.declined,
  },
  DELETE: {
    label: 'Delete',
    question: COMMUNITY_MESSAGES.confirmDelete,
    color: 'red',
    done: MODERATION_MESSAGES.deleted,
  },
};

const EMPTY: Record<PendingFilter, string> = {
  PENDING: 'Nothing is waiting for approval here. New posts from your school will show up in this list.',
  DECLINED: 'No rejected posts.',
  EXPIRED: 'No posts have expired.',
};

interface PendingQueueProps {
  postType: PostTypeTab;
  status: PendingFilter;
  onChange: (next: { postType?: PostTypeTab; status?: PendingFilter }) => void;
  onHistory: (post: Post) => void;
}

/**
 * The approval queue: the Pending / Rejected / Expired filter and the post-type tabs (Photos by default, spec §2;
 * All for every type together), each with how many posts it holds, and the cards.
 */
export function PendingQueue({ postType, status, onChange, onHistory }: PendingQueueProps) {
  const [page, setPage] = useState(0);
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const list = usePendingPosts(postType, status, page);
  const counts = usePendingCounts().data;
  // With their counts the three states fit a phone's width only at the small size.
  const segmentSize = useMatches({ base: 'xs', sm: 'sm' });
  const act = usePendingAction();
  const emptied = page > 0 && list.data?.content.length === 0;
  // The last post of a later page was acted on: step back rather than show an empty page.
  useEffect(() => {
    if (emptied) setPage((current) => Math.max(0, current - 1));
  }, [emptied]);

  const ask = (post: Post, action: ApprovalAction) => {
    const meta = ACTIONS[action];
    setConfirmation({
      label: meta.label,
      question: meta.question,
      color: meta.color,
      subject: firstWords(post.description, 14),
      onConfirm: () =>
        act.mutate(
          { postId: post.id, action },
          {
            onSuccess: () => notifications.show({ color: 'teal', message: meta.done }),
            onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
          },
        ),
    });
  };

  const change = (next: { postType?: PostTypeTab; status?: PendingFilter }) => {
    setPage(0);
    onChange(next);
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Show"
        value={status}
        onChange={(value) => change({ status: value as PendingFilter })}
        data={PENDING_FILTERS.map((filter) => ({
          value: filter,
          label: (
            <CountedLabel label={PENDING_FILTER_LABELS[filter]} count={counts?.[filter].ALL} noun="posts" one="post" />
          ),
        }))}
        size={segmentSize}
        style={{ alignSelf: 'flex-start' }}
        // Each segment as wide as its label and count (equal shares cut the longer ones short).
        styles={{ control: { flex: '1 1 auto' } }}
      />
      <Tabs
        value={postType}
        onChange={(value) => value && change({ postType: value as PostTypeTab })}
        variant="pills"
        radius="xl"
      >
        {/* Wraps on a phone: every type and its count stays in sight. */}
        <Tabs.List aria-label="Post type" style={{ gap: 6 }}>
          {POST_TYPE_TABS.map((type) => (
            <Tabs.Tab key={type} value={type}>
              <CountedLabel
                label={POST_TYPE_TAB_LABELS[type]}
                count={counts?.[status][type]}
                noun={PENDING_COUNT_NOUNS[status]}
              />
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {list.isPending ? (
        <ListSkeleton label="posts" />
      ) : list.isError && isApiError(list.error) && list.error.statusCode === 403 ? (
        <EmptyState message="Only your school's moderators and approval committee review posts." />
      ) : list.isError ? (
        <FetchError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.content.length === 0 ? (
        <EmptyState message={EMPTY[status]} />
      ) : (
        <Stack
          component="section"
          gap="md"
          aria-label={`${PENDING_FILTER_LABELS[status]} ${postType === 'ALL' ? 'posts' : POST_TYPE_TAB_LABELS[postType].toLowerCase()}`}
        >
          {list.data.content.map((post) => (
            <PendingCard key={post.id} post={post} onAction={ask} onHistory={onHistory} />
          ))}
          <Pager
            total={list.data.totalElements}
            totalPages={list.data.totalPages}
            page={page}
            onChange={setPage}
            noun="post"
          />
        </Stack>
      )}
      <ConfirmAction confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Stack>
  );
}
