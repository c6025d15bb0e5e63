import { COMMUNITY_PATHS } from '@noticeboard/shared';
import { PostListPage } from '../components/post-list-page';

/** `/junior-report`: pieces by junior reporters. */
export default function JuniorReportPage() {
  return (
    <PostListPage
      title="Junior Reporters"
      description="News from schools, written by their own junior reporters."
      path={COMMUNITY_PATHS.juniorReports}
    />
  );
}
