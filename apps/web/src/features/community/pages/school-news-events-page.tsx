import { COMMUNITY_PATHS } from '@noticeboard/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../../lib/use-session';
import { PostListPage } from '../components/post-list-page';

/** The school `/school-news-events` shows: `?customUrl=`, else the reader's own school. */
export function useNewsSchool(): string | undefined {
  const [search] = useSearchParams();
  const user = useSessionUser();
  return (
    search.get('customUrl') ?? user?.instituteCustomUrl ?? (user?.type === 'INSTITUTE' ? user.customUrl : undefined)
  );
}

/**
 * `/school-news-events`: events and awards of one school, with `lead` above them (the morning assembly bulletin,
 * composed in app/pages).
 */
export default function SchoolNewsEventsPage({ lead }: { lead?: (customUrl: string | undefined) => ReactNode }) {
  const customUrl = useNewsSchool();
  return (
    <PostListPage
      title="School News & Events"
      description="The morning assembly bulletin, events and awards from the school."
      path={COMMUNITY_PATHS.schoolNews}
      params={{ customUrl }}
      lead={lead?.(customUrl)}
    />
  );
}
