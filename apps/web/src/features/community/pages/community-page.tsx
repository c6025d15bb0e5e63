import { Alert, Box, Button, CloseButton, Grid, Group, Stack, Text, Title } from '@mantine/core';
import {
  ALL_POST_TYPES,
  COMMUNITY_MESSAGES,
  DEFAULT_POST_TYPE,
  POST_TYPE_TABS,
  type Post,
  type PostTypeTab,
} from '@noticeboard/shared';
import { IconClock, IconPencilPlus } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { usePublicInstitute } from '../../../lib/public-institute';
import { useSessionUser } from '../../../lib/use-session';
import { type CountsFilter, type FeedFilter, useCommunityFeed, useFeedCounts } from '../api/feed';
import { categoryPagePath } from '../api/paths';
import { categoryLabelOf, titleCase } from '../components/community-format';
import { CategoryChips, PostTypeTabs } from '../components/feed-tabs';
import { PostList } from '../components/post-list';
import { SideWidgets } from '../components/side-widgets';

const ComposerModal = lazy(() => import('../components/composer-modal'));

const isPostTypeTab = (value: string | null): value is PostTypeTab => POST_TYPE_TABS.includes(value as PostTypeTab);

/**
 * The community (spec §2): `/community` (the global feed; visitors see the public one), `/community/{category}`,
 * `/community/{category}/{topic}`, `/community/view-more` (every post type) and the `/{customUrl}/community/...`
 * school variants. Post-type tabs with their counts default to PHOTOS (spec §2); "All" (`?type=ALL`) shows every
 * type together, each card naming its type. The composer for signed-in members.
 */
export default function CommunityPage({ side }: { side?: ReactNode }) {
  const { customUrl, category, topic } = useParams();
  const school = usePublicInstitute(customUrl);
  const { pathname } = useLocation();
  const viewMore = pathname === '/community/view-more';
  const [search, setSearch] = useSearchParams();
  const typeParam = search.get('type');
  const postType: PostTypeTab = isPostTypeTab(typeParam) ? typeParam : DEFAULT_POST_TYPE;
  const everyType = viewMore || postType === ALL_POST_TYPES;
  const user = useSessionUser();
  const navigate = useNavigate();
  const [composing, setComposing] = useState(false);
  const [pending, setPending] = useState(false);

  const counted: CountsFilter = {
    ...(customUrl ? { customUrl } : {}),
    ...(category ? { category } : {}),
    ...(topic ? { topic } : {}),
  };
  const filter: FeedFilter = { ...counted, ...(postType === ALL_POST_TYPES || viewMore ? {} : { postType }) };
  const feed = useCommunityFeed(filter);
  const counts = useFeedCounts(counted, !viewMore);

  const setType = (next: PostTypeTab) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === DEFAULT_POST_TYPE) params.delete('type');
        else params.set('type', next);
        return params;
      },
      { replace: true },
    );

  const heading = topic
    ? titleCase(topic.replace(/-/g, ' '))
    : category
      ? categoryLabelOf(category)
      : viewMore
        ? 'All posts'
        : customUrl
          ? school.data
            ? `${school.data.name} community`
            : 'School community'
          : 'Community';
  const onCreated = (post: Post) => setPending(post.requestStatus === 'PENDING');

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
                {heading}
              </Title>
              <Text size="sm" c="dimmed">
                {customUrl
                  ? 'Posts from this school.'
                  : 'Stories, projects and news from schools, shared by students and teachers.'}
              </Text>
            </div>
            {user && (
              <Button
                leftSection={<IconPencilPlus size={16} />}
                onClick={() => setComposing(true)}
                style={{ flexShrink: 0 }}
              >
                Create post
              </Button>
            )}
          </Group>
          {pending && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconClock size={18} />}
              role="status"
              title="Waiting for approval"
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="sm">{COMMUNITY_MESSAGES.pendingApproval}</Text>
                <CloseButton aria-label="Dismiss" onClick={() => setPending(false)} />
              </Group>
            </Alert>
          )}
          {side && (
            // On a phone the side column comes after the whole feed: what the page adds there (today's birthdays)
            // shows above the feed instead; `display: contents` leaves no gap when it draws nothing.
            <Box hiddenFrom="md" style={{ display: 'contents' }}>
              {side}
            </Box>
          )}
          <CategoryChips customUrl={customUrl} active={category} />
          {!viewMore && (
            <Group gap="xs" wrap="nowrap">
              <div style={{ flex: 1, minWidth: 0 }}>
                <PostTypeTabs value={postType} onChange={setType} counts={counts.data} />
              </div>
              {(postType !== DEFAULT_POST_TYPE || category) && (
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => void navigate(categoryPagePath(customUrl))}
                  aria-label="Reset filters to all categories and photos"
                >
                  Reset
                </Button>
              )}
            </Group>
          )}
          <PostList
            feed={feed}
            label="Posts"
            customUrl={customUrl}
            showType={everyType}
            empty={
              <Text c="dimmed" ta="center" py="xl">
                No posts here yet.{user ? ' Be the first to share something!' : ''}
              </Text>
            }
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Box component="aside" aria-label="Around the community">
          {side && (
            <Box visibleFrom="md" mb="md">
              {side}
            </Box>
          )}
          <SideWidgets customUrl={customUrl} />
        </Box>
      </Grid.Col>
      {composing && (
        <Suspense fallback={null}>
          <ComposerModal opened onClose={() => setComposing(false)} defaultCategory={category} onCreated={onCreated} />
        </Suspense>
      )}
    </Grid>
  );
}
