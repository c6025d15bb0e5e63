import { COMMUNITY_PATHS } from '@noticeboard/shared';
import { PostListPage } from '../components/post-list-page';

/** `/student-spotlight`: posts in the Student Spotlights category. */
export default function StudentSpotlightPage() {
  return (
    <PostListPage
      title="Student Spotlight"
      description="Students whose work, kindness or courage made their school proud."
      path={COMMUNITY_PATHS.spotlights}
    />
  );
}
