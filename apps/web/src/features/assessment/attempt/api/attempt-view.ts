/** GET one assignment to attempt: its rules and the student's attempt (questions without answers while it runs). */
import { attemptViewSchema } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../../lib/http';
import { attemptPath, viewKey } from './keys';

export const fetchAttemptView = (customUrl: string) => get(attemptPath('view', { customUrl }), attemptViewSchema);

export function useAttemptView(customUrl: string) {
  return useQuery({
    queryKey: viewKey(customUrl),
    queryFn: () => fetchAttemptView(customUrl),
    // The page keeps its own clock and answers while it runs (it re-reads the clock itself when it comes back), so
    // no refetch on focus; but every visit reads the attempt afresh (it may have been handed in meanwhile).
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnMount: 'always',
  });
}
