import { Alert, Anchor, Text } from '@mantine/core';
import { COMMUNITY_PATHS } from '@noticeboard/shared';
import { roleOf } from '@noticeboard/shared/access';
import { IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../lib/use-session';
import { PostListPage } from '../components/post-list-page';

/**
 * `/junior-report`: pieces by junior reporters, and the school magazine's newsroom. Moderators save a report for the
 * magazine from its menu (…); the card then says it is saved; editors make it a piece from Saved for the magazine.
 */
export default function JuniorReportPage() {
  return (
    <PostListPage
      title="Junior Reporters"
      description="News from schools, written by their own junior reporters."
      path={COMMUNITY_PATHS.juniorReports}
      lead={<NewsroomNote />}
    />
  );
}

function NewsroomNote() {
  const user = useSessionUser();
  if (!user?.instituteId) return null;
  const role = roleOf(user);
  const staff = role === 'INSTITUTE' || role === 'ADMIN' || role === 'FACULTY';
  const savedPath = role === 'INSTITUTE' ? '/school-magazine?tab=saved' : '/saved-magazine';
  return (
    <Alert variant="light" icon={<IconNews size={18} />} title="The magazine’s newsroom">
      <Text size="sm">
        {staff
          ? 'The best reports can go into your school magazine: choose “Save for magazine” in a report’s menu (…). '
          : 'Your school’s best reports may be chosen for the school magazine. '}
        <Anchor component={Link} to={savedPath} size="sm" c="blue.9" underline="always">
          See what is saved for the magazine
        </Anchor>
      </Text>
    </Alert>
  );
}
