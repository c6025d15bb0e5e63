/** Issues as editors make them: list, one issue, start, rename, place pieces, publish. */
import { editorIssueSchema, issueListSchema, type PlacementBody } from '@noticeboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, patch, post, put } from '../../../lib/http';
import { issueKey, issuesKey, MAGAZINE_KEY, magazinePath } from './keys';

export function useIssues(enabled = true) {
  return useQuery({ queryKey: issuesKey, queryFn: () => get(magazinePath('issues'), issueListSchema), enabled });
}

export function useIssue(issueId: string | null) {
  return useQuery({
    queryKey: issueKey(issueId ?? ''),
    queryFn: () => get(magazinePath('issue', { issueId: issueId ?? '' }), editorIssueSchema),
    enabled: issueId !== null,
  });
}

function useIssueChange<V>(call: (variables: V) => ReturnType<typeof fetchIssueChange>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (issue) => {
      client.setQueryData(issueKey(issue.id), issue);
      void client.invalidateQueries({ queryKey: issuesKey });
      void client.invalidateQueries({ queryKey: [...MAGAZINE_KEY, 'pieces'] });
    },
  });
}
const fetchIssueChange = (path: string, body: unknown) => post(path, body, editorIssueSchema);

export const useCreateIssue = () =>
  useIssueChange((body: { title: string; number: number }) => fetchIssueChange(magazinePath('issues'), body));
export const useRenameIssue = (issueId: string) =>
  useIssueChange((body: { title?: string; number?: number }) =>
    patch(magazinePath('issue', { issueId }), body, editorIssueSchema),
  );
export const usePlacePieces = (issueId: string) =>
  useIssueChange((body: PlacementBody) => put(magazinePath('placement', { issueId }), body, editorIssueSchema));
export const usePublishIssue = (issueId: string) =>
  useIssueChange(() => fetchIssueChange(magazinePath('publish', { issueId }), {}));
