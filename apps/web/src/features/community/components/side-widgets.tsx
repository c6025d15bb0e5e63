import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { abbreviateNumber } from '@noticeboard/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { schoolNameOf, statLabel, useCommunityStats, useTopSchools, useTopUsers } from '../api/around';

// Only a school's own community lists its people; its switch and list stay out of every other page's first load.
const PeopleWidget = lazy(() => import('./people-widget'));

export function Widget({ title, children, more }: { title: string; children: React.ReactNode; more?: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="sm">
            {title}
          </Title>
          {more && (
            <Anchor component={Link} to={more} size="xs">
              View more
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export const Loading = () => (
  <Stack gap={6} aria-hidden>
    <Skeleton height={12} />
    <Skeleton height={12} width="80%" />
    <Skeleton height={12} width="60%" />
  </Stack>
);

export const Quiet = ({ text }: { text: string }) => (
  <Text size="xs" c="dimmed">
    {text}
  </Text>
);

export function StatsWidget({ customUrl }: { customUrl?: string }) {
  const stats = useCommunityStats(customUrl);
  const entries = Object.entries(stats.data ?? {}).slice(0, 4);
  return (
    <Widget title="Community at a glance">
      {stats.isPending ? (
        <Loading />
      ) : entries.length === 0 ? (
        <Quiet text="No numbers yet." />
      ) : (
        <SimpleGrid cols={2} spacing="xs">
          {entries.map(([key, value]) => (
            <div key={key}>
              <Text fw={700}>{abbreviateNumber(value)}</Text>
              <Text size="xs" c="dimmed">
                {statLabel(key)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
    </Widget>
  );
}

export function TopSchoolsWidget({ customUrl }: { customUrl?: string }) {
  const schools = useTopSchools(customUrl);
  return (
    <Widget title="Top schools" more="/profile-widgets/view-more">
      {schools.isPending ? (
        <Loading />
      ) : (schools.data ?? []).length === 0 ? (
        <Quiet text="No active schools this month yet." />
      ) : (
        <Stack gap={6} component="ol" style={{ paddingLeft: 18, margin: 0 }}>
          {(schools.data ?? []).map((school) => (
            <li key={school.customUrl}>
              <Anchor component={Link} to={`/${school.customUrl}/community`} size="sm">
                {school.name}
              </Anchor>
              {school.postCount !== undefined && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {abbreviateNumber(school.postCount)} posts
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Widget>
  );
}

export function TopUsersWidget({ customUrl }: { customUrl?: string }) {
  const users = useTopUsers(customUrl);
  return (
    <Widget title="Top members" more="/profile-widgets/view-more">
      {users.isPending ? (
        <Loading />
      ) : (users.data ?? []).length === 0 ? (
        <Quiet text="No active members this month yet." />
      ) : (
        <Stack gap={6} component="ol" style={{ paddingLeft: 18, margin: 0 }}>
          {(users.data ?? []).map((user) => (
            <li key={user.id ?? `${user.customUrl}-${user.name}`}>
              <Text size="sm" span>
                {user.name}
              </Text>
              {schoolNameOf(user) && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {schoolNameOf(user)}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Widget>
  );
}

export function ExploreWidget() {
  return (
    <Widget title="Explore">
      <Stack gap={4}>
        <Anchor component={Link} to="/student-spotlight" size="sm">
          Student Spotlight
        </Anchor>
        <Anchor component={Link} to="/junior-report" size="sm">
          Junior Reporters
        </Anchor>
        <Anchor component={Link} to="/school-news-events" size="sm">
          School News & Events
        </Anchor>
        <Anchor component={Link} to="/community/view-more" size="sm">
          All posts
        </Anchor>
        <Anchor component={Link} to="/collab/all" size="sm">
          Collabs
        </Anchor>
        <Anchor component={Link} to="/forum/all" size="sm">
          Forums
        </Anchor>
        <Anchor component={Link} to="/community-library/all" size="sm">
          Library
        </Anchor>
      </Stack>
    </Widget>
  );
}

/** The widgets beside the feed: a column on desktop, sections under the feed on a phone. */
export function SideWidgets({ customUrl }: { customUrl?: string }) {
  return (
    <Stack gap="md">
      <StatsWidget customUrl={customUrl} />
      {customUrl && (
        <Suspense fallback={null}>
          <PeopleWidget customUrl={customUrl} />
        </Suspense>
      )}
      <TopSchoolsWidget customUrl={customUrl} />
      <TopUsersWidget customUrl={customUrl} />
      <ExploreWidget />
    </Stack>
  );
}
