import { Stack, Tabs } from '@mantine/core';
import {
  DEFAULT_POST_TYPE,
  PENDING_FILTERS,
  type PendingFilter,
  POST_TYPE_TABS,
  type Post,
  type PostTypeTab,
} from '@noticeboard/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CountedLabel } from '../../../../components/counted-label';
import { useSessionUser } from '../../../../lib/use-session';
import { useMyPendingPosts, usePendingCounts } from '../api/pending-posts';
import { ModerationHeader } from '../components/moderation-header';
import { mayReview } from '../components/moderator-role';
import { MyPendingPosts } from '../components/my-pending-posts';
import { PendingQueue } from '../components/pending-queue';
import { PostHistoryDrawer } from '../components/post-history-drawer';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((item) => item === value) ?? fallback;

/**
 * `/pending-approval` (signed in): moderators review the school's waiting posts (spec §4); every member sees
 * their own waiting, rejected and expired posts under "My pending posts".
 */
export default function PendingApprovalPage() {
  const reviewer = mayReview(useSessionUser());
  const [params, setParams] = useSearchParams();
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const view = reviewer && params.get('view') !== 'mine' ? 'review' : 'mine';
  const postType = oneOf<PostTypeTab>(POST_TYPE_TABS, params.get('type'), DEFAULT_POST_TYPE);
  // The two views' numbers: what waits for review, and the member's own posts (the first page is the list's own).
  const counts = usePendingCounts(reviewer).data;
  const mine = useMyPendingPosts(0).data;
  const status = oneOf<PendingFilter>(PENDING_FILTERS, params.get('status'), 'PENDING');

  const update = (next: Record<string, string>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) merged.set(key, value);
        return merged;
      },
      { replace: true },
    );
  const showHistory = (post: Post) => setHistoryOf(post.id);

  return (
    <Stack gap="lg">
      <ModerationHeader
        title="Pending approval"
        description={
          reviewer
            ? 'Posts from your school wait here until a moderator approves, declines or deletes them.'
            : 'Your posts wait here until your school approves them.'
        }
      />
      {reviewer ? (
        <Tabs value={view} onChange={(value) => value && update({ view: value })} keepMounted={false}>
          <Tabs.List aria-label="Whose posts">
            <Tabs.Tab value="review">
              <CountedLabel label="To review" count={counts?.PENDING.ALL} noun="waiting" />
            </Tabs.Tab>
            <Tabs.Tab value="mine">
              <CountedLabel label="My pending posts" count={mine?.totalElements} noun="posts" one="post" />
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="review" pt="md">
            <PendingQueue
              postType={postType}
              status={status}
              onChange={(next) =>
                update({ ...(next.postType && { type: next.postType }), ...(next.status && { status: next.status }) })
              }
              onHistory={showHistory}
            />
          </Tabs.Panel>
          <Tabs.Panel value="mine" pt="md">
            <MyPendingPosts onHistory={showHistory} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <MyPendingPosts onHistory={showHistory} />
      )}
      <PostHistoryDrawer postId={historyOf} onClose={() => setHistoryOf(null)} />
    </Stack>
  );
}
