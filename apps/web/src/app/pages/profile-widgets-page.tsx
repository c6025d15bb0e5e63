/**
 * `/profile-widgets/view-more?user={customUrl}`: a profile's widgets at full width (without `user`: the signed-in
 * person's own), and the community's widgets below them under their own heading.
 */
import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import {
  ExploreWidget,
  StatsWidget,
  TopSchoolsWidget,
  TopUsersWidget,
} from '../../features/community/components/side-widgets';
import { useProfileWidgets } from '../../features/profile/api/get-profile-widgets';
import { ProfileWidgetsPanel } from '../../features/profile/components/profile-widgets';

export default function ProfileWidgetsPage() {
  const [params] = useSearchParams();
  const user = params.get('user')?.trim() || undefined;
  const owner = useProfileWidgets(user).data?.owner;
  const heading = !owner
    ? 'Activity and badges'
    : owner.isSelf
      ? 'Your activity and badges'
      : `${owner.name}: activity and badges`;
  useDocumentTitle(`${heading} · Noticeboard`);
  return (
    <Stack gap="xl" maw={1120} mx="auto" w="100%">
      <Stack gap="md" component="section" aria-labelledby="profile-widgets-heading">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} id="profile-widgets-heading">
            {heading}
          </Title>
          {owner && (
            <Anchor component={Link} to={`/profile/${encodeURIComponent(owner.customUrl)}`} size="sm">
              {owner.isSelf ? 'Back to your profile' : `Back to ${owner.name}’s profile`}
            </Anchor>
          )}
        </div>
        <ProfileWidgetsPanel customUrl={user} />
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="community-widgets-heading">
        <div>
          <Title order={2} id="community-widgets-heading">
            Around the community
          </Title>
          <Text size="sm" c="dimmed">
            The most active schools and members this month, and the community in numbers.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <StatsWidget />
          <TopSchoolsWidget />
          <TopUsersWidget />
          <ExploreWidget />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
