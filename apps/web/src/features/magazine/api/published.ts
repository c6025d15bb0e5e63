/** What members read: the school's published issues, one issue, and its PDF. */
import { publishedIssueListSchema, publishedIssueSchema } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { get } from '../../../lib/http';
import { magazinePath, publishedKey } from './keys';

export function usePublishedIssues(customUrl: string) {
  return useQuery({
    queryKey: publishedKey(customUrl),
    queryFn: () => get(magazinePath('published', { customUrl }), publishedIssueListSchema),
  });
}

export function usePublishedIssue(customUrl: string, issueId: string | null) {
  return useQuery({
    queryKey: [...publishedKey(customUrl), issueId],
    queryFn: () => get(magazinePath('publishedIssue', { customUrl, issueId: issueId ?? '' }), publishedIssueSchema),
    enabled: issueId !== null,
  });
}

export const downloadIssuePdf = (customUrl: string, issueId: string, number: number) =>
  downloadFile(magazinePath('publishedPdf', { customUrl, issueId }), `magazine-issue-${number}.pdf`);
