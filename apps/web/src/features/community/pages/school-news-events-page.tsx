import { COMMUNITY_PATHS } from '@noticeboard/shared';
import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../../lib/use-session';
import { PostListPage } from '../components/post-list-page';

/** `/school-news-events`: events and awards of one school (`?customUrl=`, else the reader's own school). */
export default function SchoolNewsEventsPage() {
  const [search] = useSearchParams();
  const user = useSessionUser();
  const customUrl =
    search.get('customUrl') ?? user?.instituteCustomUrl ?? (user?.type === 'INSTITUTE' ? user.customUrl : undefined);
  return (
    <PostListPage
      title="School News & Events"
      description="Events and awards from the school."
      path={COMMUNITY_PATHS.schoolNews}
      params={{ customUrl }}
    />
  );
}
