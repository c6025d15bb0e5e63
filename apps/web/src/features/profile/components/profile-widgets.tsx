/**
 * The profile widgets (issue 20 §1): activity in numbers, badges from quizzes and practice, the latest posts and
 * collabs. Each says in words what it shows (earned or "3 of 10", never colour alone) and what an empty one means.
 */
import { Alert, Anchor, Group, Progress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  type Badge,
  type CollabMemberKind,
  formatDate,
  formatNumber,
  formatRelative,
  type ProfileActivity,
  type ProfileWidgetCollab,
  type ProfileWidgetPost,
  type ProfileWidgets,
} from '@noticeboard/shared';
import { IconAward, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiError, messageOf } from '../../../lib/api-error';
import { useProfileWidgets } from '../api/get-profile-widgets';
import { ProfileSection } from './profile-section';

const STATS: Array<{ key: Exclude<keyof ProfileActivity, 'lastActiveAt'>; label: string }> = [
  { key: 'postsPublished', label: 'Posts' },
  { key: 'comments', label: 'Comments' },
  { key: 'likesReceived', label: 'Likes received' },
  { key: 'quizzesSubmitted', label: 'Quizzes finished' },
  { key: 'practiceAnswered', label: 'Practice questions' },
  { key: 'currentStreakDays', label: 'Days in a row' },
];

const nothingYet = (activity: ProfileActivity) =>
  activity.lastActiveAt === null && STATS.every((stat) => activity[stat.key] === 0);

export function ActivityWidget({
  activity,
  isSelf,
  compact = false,
}: {
  activity: ProfileActivity;
  isSelf: boolean;
  compact?: boolean;
}) {
  if (nothingYet(activity)) {
    return (
      <ProfileSection
        heading="Activity"
        empty={
          isSelf
            ? 'Nothing here yet. Play a quiz, practise a few questions or share a post, and your numbers will grow.'
            : 'Nothing here yet.'
        }
      />
    );
  }
  return (
    <ProfileSection heading="Activity">
      <SimpleGrid component="dl" cols={compact ? 2 : { base: 2, sm: 3 }} spacing="sm" m={0}>
        {STATS.map((stat) => (
          // The label comes first for screen readers (a term before its value); the number shows on top.
          <Stack key={stat.key} gap={0} style={{ flexDirection: 'column-reverse', justifyContent: 'flex-end' }}>
            <Text component="dt" size="xs" c="dimmed">
              {stat.label}
            </Text>
            <Text component="dd" fw={700} fz="lg" m={0}>
              {formatNumber(activity[stat.key])}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {activity.lastActiveAt && (
        <Text size="xs" c="dimmed">
          Last active {formatRelative(activity.lastActiveAt)}
        </Text>
      )}
    </ProfileSection>
  );
}

function BadgeRow({ badge }: { badge: Badge }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <ThemeIcon
        variant={badge.earned ? 'filled' : 'light'}
        color={badge.earned ? 'yellow' : 'gray'}
        radius="xl"
        size="lg"
        aria-hidden
      >
        {badge.earned ? <IconAward size={20} /> : <IconLock size={18} />}
      </ThemeIcon>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm">
          {badge.label}
        </Text>
        <Text size="xs" c="dimmed">
          {badge.description}
        </Text>
        {badge.earned ? (
          <Group gap={4}>
            <IconCircleCheck size={16} aria-hidden />
            <Text size="xs" fw={600}>
              Earned
            </Text>
          </Group>
        ) : (
          <Stack gap={2}>
            <Progress
              value={Math.round((badge.progress / badge.target) * 100)}
              size="sm"
              radius="xl"
              aria-label={`${badge.label}: ${badge.progress} of ${badge.target}`}
            />
            <Text size="xs" c="dimmed">
              {badge.progress} of {badge.target}
            </Text>
          </Stack>
        )}
      </Stack>
    </Group>
  );
}

/** Compact: the earned badges only (and how many there are); full: every badge with its progress. */
export function BadgesWidget({
  badges,
  isSelf,
  compact = false,
}: {
  badges: Badge[];
  isSelf: boolean;
  compact?: boolean;
}) {
  const earned = badges.filter((badge) => badge.earned);
  const shown = compact ? earned : badges;
  const summary = `${earned.length} of ${badges.length} badges earned`;
  return (
    <ProfileSection
      heading="Badges"
      action={
        <Text size="xs" c="dimmed">
          {summary}
        </Text>
      }
      empty={
        compact && earned.length === 0
          ? isSelf
            ? 'No badges yet. Finish your first quiz to earn one!'
            : 'No badges yet.'
          : null
      }
    >
      {shown.length > 0 && (
        <SimpleGrid cols={compact ? 1 : { base: 1, sm: 2 }} spacing="md">
          {shown.map((badge) => (
            <BadgeRow key={badge.id} badge={badge} />
          ))}
        </SimpleGrid>
      )}
    </ProfileSection>
  );
}

const postPath = (post: ProfileWidgetPost) =>
  post.kind === 'forum' ? `/forum/details/${post.slug}` : `/community/details/${post.slug}`;

export function PostsWidget({ posts, isSelf }: { posts: ProfileWidgetPost[]; isSelf: boolean }) {
  return (
    <ProfileSection
      heading="Latest posts"
      empty={
        posts.length === 0
          ? isSelf
            ? 'No posts yet. Share something with your school in the Community.'
            : 'No posts yet.'
          : null
      }
    >
      {posts.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {posts.map((post) => (
            <li key={post.slug}>
              <Anchor component={Link} to={postPath(post)} fw={600} size="sm">
                {post.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {post.kind === 'forum' ? 'Forum thread' : 'Post'} · {formatDate(post.publishedAt)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}

const ROLE_LABELS: Record<CollabMemberKind, string> = {
  OWNER: 'Started it',
  PARTICIPANT: 'On the team',
  FACULTY: 'Mentor',
};

export function CollabsWidget({ collabs, isSelf }: { collabs: ProfileWidgetCollab[]; isSelf: boolean }) {
  return (
    <ProfileSection
      heading="Collabs"
      empty={
        collabs.length === 0
          ? isSelf
            ? 'No collabs yet. Team up with classmates on a project and it will show here once it is published.'
            : 'No collabs yet.'
          : null
      }
    >
      {collabs.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {collabs.map((collab) => (
            <li key={collab.slug}>
              <Anchor component={Link} to={`/collab/details/${collab.slug}`} fw={600} size="sm">
                {collab.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {ROLE_LABELS[collab.role]} · {formatDate(collab.publishedAt)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}

/** Every widget at full width: one column on phones, two from tablets up. */
export function ProfileWidgetsGrid({ widgets }: { widgets: ProfileWidgets }) {
  const { isSelf } = widgets.owner;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ActivityWidget activity={widgets.activity} isSelf={isSelf} />
      <BadgesWidget badges={widgets.badges} isSelf={isSelf} />
      <PostsWidget posts={widgets.posts} isSelf={isSelf} />
      <CollabsWidget collabs={widgets.collabs} isSelf={isSelf} />
    </SimpleGrid>
  );
}

const viewMorePath = (customUrl: string) => `/profile-widgets/view-more?user=${encodeURIComponent(customUrl)}`;

/** The profile page's right column: numbers and earned badges, with a link to everything. */
export function ProfileWidgetsCompact({ customUrl }: { customUrl: string }) {
  const widgets = useProfileWidgets(customUrl);
  if (widgets.isPending) return <WidgetsLoading label="Loading activity and badges" />;
  // The profile itself says why it cannot be seen; a failure here only leaves the column shorter.
  if (widgets.isError) return null;
  const { isSelf } = widgets.data.owner;
  return (
    <Stack gap="lg">
      <ActivityWidget activity={widgets.data.activity} isSelf={isSelf} compact />
      <BadgesWidget badges={widgets.data.badges} isSelf={isSelf} compact />
      <Anchor component={Link} to={viewMorePath(widgets.data.owner.customUrl)} size="sm" fw={600}>
        View more: all badges, posts and collabs
      </Anchor>
    </Stack>
  );
}

/** `customUrl` undefined: the signed-in person's own widgets. */
export function ProfileWidgetsPanel({ customUrl }: { customUrl: string | undefined }) {
  const widgets = useProfileWidgets(customUrl);
  if (widgets.isPending) return <WidgetsLoading label="Loading profile widgets" />;
  if (widgets.isError) {
    const missing = isApiError(widgets.error) && widgets.error.statusCode === 404;
    return (
      <Alert color={missing ? 'gray' : 'red'} title={missing ? 'Profile not found' : 'Could not load'} role="alert">
        {missing
          ? 'There is no member at this address, or their profile is only for their own school.'
          : messageOf(widgets.error)}
      </Alert>
    );
  }
  return <ProfileWidgetsGrid widgets={widgets.data} />;
}

function WidgetsLoading({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      <Skeleton height={96} radius="md" />
      <Skeleton height={96} radius="md" />
    </Stack>
  );
}
