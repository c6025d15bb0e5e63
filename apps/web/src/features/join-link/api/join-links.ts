/**
 * The join-link calls: the school's links and waiting requests (make, revoke, approve, decline), the open page's
 * preview and registration, and /community-member/verify's preview and confirmation.
 */
import {
  type CreateJoinLinkBody,
  JOIN_LINK_PATHS,
  type JoinLinkRole,
  type JoinRegistrationBody,
  joinLinkListSchema,
  joinLinkPreviewSchema,
  joinLinkSchema,
  joinRegistrationResultSchema,
  joinRequestListSchema,
  joinRequestSchema,
  memberVerifyPreviewSchema,
  memberVerifyResultSchema,
  studentClassListSchema,
} from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { anyBody, del, get, post, query } from '../../../lib/http';

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export const joinLinksQuery = queryOptions({
  queryKey: ['join-links'],
  queryFn: () => get(JOIN_LINK_PATHS.links, joinLinkListSchema),
});
export const joinRequestsQuery = queryOptions({
  queryKey: ['join-links', 'requests'],
  queryFn: () => get(JOIN_LINK_PATHS.requests, joinRequestListSchema),
});
export const classListQuery = queryOptions({
  queryKey: ['join-links', 'classes'],
  queryFn: () => get('/institute/student-class-list', studentClassListSchema),
  staleTime: 60_000,
});

export const useJoinLinks = () => useQuery(joinLinksQuery);
export const useJoinRequests = () => useQuery(joinRequestsQuery);
export const useClassList = (enabled: boolean) => useQuery({ ...classListQuery, enabled });

function useSchoolMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: joinLinksQuery.queryKey }),
  });
}

export const useCreateJoinLink = () =>
  useSchoolMutation((body: CreateJoinLinkBody & { role: JoinLinkRole }) =>
    post(JOIN_LINK_PATHS.links, body, joinLinkSchema),
  );
export const useRevokeJoinLink = () =>
  useSchoolMutation((id: string) => del(withId(JOIN_LINK_PATHS.link, id), anyBody));
export const useDecideJoinRequest = () =>
  useSchoolMutation(({ id, decision }: { id: string; decision: 'approve' | 'decline' }) =>
    post(
      withId(decision === 'approve' ? JOIN_LINK_PATHS.approve : JOIN_LINK_PATHS.decline, id),
      undefined,
      joinRequestSchema,
    ),
  );

const openPath = (slug: string) => JOIN_LINK_PATHS.open.replace(':slug', encodeURIComponent(slug));

export const useJoinLinkPreview = (slug: string) =>
  useQuery({
    queryKey: ['join-link-preview', slug],
    queryFn: () => get(openPath(slug), joinLinkPreviewSchema),
    retry: false,
  });

export const useJoinRegistration = (slug: string) =>
  useMutation({ mutationFn: (body: JoinRegistrationBody) => post(openPath(slug), body, joinRegistrationResultSchema) });

export const useMemberVerifyPreview = (token: string) =>
  useQuery({
    queryKey: ['member-verify', token],
    queryFn: () => get(`${JOIN_LINK_PATHS.verify}${query({ token })}`, memberVerifyPreviewSchema),
    retry: false,
  });

export const useMemberVerifyConfirm = () =>
  useMutation({
    mutationFn: (body: { token: string; school?: string }) =>
      post(JOIN_LINK_PATHS.verify, body, memberVerifyResultSchema),
  });
