/**
 * The collab calls (spec §2, §3, §7): the published lists, one project by slug, the caller's own projects, the
 * school's tracker, and every change to a project. Changes answer the whole project, which replaces the cached
 * copy; the lists are refetched. List and posts calls carry `loginSuccess` from the session (spec §7).
 */
import {
  addableMemberSchema,
  COLLAB_PATHS,
  type Collab,
  type CollabBody,
  type CollabCard,
  type CollabStatus,
  collabAfterRemovalSchema,
  type collabEvaluationBodySchema,
  collabPageSchema,
  collabSchema,
  collabTrackerCountsSchema,
} from '@noticeboard/shared';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { del, get, patch, post, query } from '../../../../lib/http';
import { useSessionUser } from '../../../../lib/use-session';
import { postListQuery, viewerOf } from '../../api/feed';
import { collabApiPath } from './collab-paths';

export const COLLABS_KEY = ['collabs'] as const;
export const COLLAB_PAGE_SIZE = 12;

/** One page of collab cards, as the contract's `collabPageSchema` defines it. */
export type CollabPage = z.infer<typeof collabPageSchema>;
export type CollabPages = InfiniteData<CollabPage>;

export interface CollabListFilter {
  customUrl?: string;
  category?: string;
  topic?: string;
}

const nextPageOf = (last: CollabPage) => (last.last || last.content.length === 0 ? undefined : last.page + 1);

function pagedCollabs(key: readonly unknown[], path: string, params: Record<string, string | undefined>) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }): Promise<CollabPage> =>
      get(`${path}${query({ ...params, page: pageParam, size: COLLAB_PAGE_SIZE })}`, collabPageSchema),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
  });
}

/** Published projects: every school's, or one school's with `customUrl`; `all` is no category filter. */
export function useCollabList(filter: CollabListFilter) {
  const user = useSessionUser();
  const params = { ...filter, loginSuccess: String(Boolean(user)) };
  return useInfiniteQuery({
    ...pagedCollabs([...COLLABS_KEY, 'list', viewerOf(user), params], COLLAB_PATHS.list, params),
    placeholderData: keepPreviousData,
  });
}

export function useMyCollabs() {
  const viewer = viewerOf(useSessionUser());
  return useInfiniteQuery(pagedCollabs([...COLLABS_KEY, 'mine', viewer], COLLAB_PATHS.mine, {}));
}

export function useCollabTracker(status: CollabStatus | undefined) {
  const viewer = viewerOf(useSessionUser());
  return useInfiniteQuery({
    ...pagedCollabs([...COLLABS_KEY, 'tracker', viewer, status ?? 'all'], COLLAB_PATHS.tracker, { status }),
    placeholderData: keepPreviousData,
  });
}

/**
 * How many of the school's projects each tracker tab holds (issue 17 §4). Under `COLLABS_KEY` like the lists, so
 * every change to a project (which refetches them) refreshes the numbers.
 */
export function useCollabTrackerCounts() {
  const viewer = viewerOf(useSessionUser());
  return useQuery({
    queryKey: [...COLLABS_KEY, 'tracker', viewer, 'counts'],
    queryFn: () => get(COLLAB_PATHS.trackerCounts, collabTrackerCountsSchema),
  });
}

/** The cards of all loaded pages, each once even if pages shifted while reading. */
export function collabsOf(data: CollabPages | undefined): CollabCard[] {
  const seen = new Set<string>();
  const cards: CollabCard[] = [];
  for (const page of data?.pages ?? []) {
    for (const card of page.content) {
      if (seen.has(card.id)) continue;
      seen.add(card.id);
      cards.push(card);
    }
  }
  return cards;
}

export const collabKey = (viewer: string, slug: string) => [...COLLABS_KEY, 'project', viewer, slug] as const;

export function useCollab(slug: string) {
  const viewer = viewerOf(useSessionUser());
  return useQuery({
    queryKey: collabKey(viewer, slug),
    queryFn: () => get(`${COLLAB_PATHS.bySlug}${query({ slug })}`, collabSchema),
    enabled: slug !== '',
    retry: false,
  });
}

/** The project's community updates; under the community key so likes and comments update them too. */
export function collabPostsQuery(collabId: string, viewer: string) {
  return postListQuery(
    collabApiPath(COLLAB_PATHS.posts, collabId),
    collabApiPath(COLLAB_PATHS.posts, collabId),
    {
      loginSuccess: String(viewer !== 'anonymous'),
    },
    viewer,
  );
}

export function useCollabPosts(collabId: string) {
  const viewer = viewerOf(useSessionUser());
  return useInfiniteQuery(collabPostsQuery(collabId, viewer));
}

/** After any change: the project's cached copy becomes the answer, the lists are fetched again. */
function useSettle() {
  const queryClient = useQueryClient();
  const viewer = viewerOf(useSessionUser());
  return (collab: Collab) => {
    queryClient.setQueryData(collabKey(viewer, collab.slug), collab);
    void queryClient.invalidateQueries({
      queryKey: COLLABS_KEY,
      predicate: (entry) => entry.queryKey[1] !== 'project',
    });
  };
}

export function useCreateCollab() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: CollabBody) => post(COLLAB_PATHS.create, body, collabSchema),
    onSuccess: settle,
  });
}

export function useUpdateCollab(collabId: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: CollabBody) => patch(collabApiPath(COLLAB_PATHS.collab, collabId), body, collabSchema),
    onSuccess: settle,
  });
}

export function useSetCollabStatus(collabId: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (status: CollabStatus) => post(collabApiPath(COLLAB_PATHS.status, collabId), { status }, collabSchema),
    onSuccess: settle,
  });
}

export function useSendForApproval(collabId: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: () => post(collabApiPath(COLLAB_PATHS.sendForApproval, collabId), {}, collabSchema),
    onSuccess: settle,
  });
}

export type EvaluationInput = z.infer<typeof collabEvaluationBodySchema>;

export function useEvaluateCollab(collabId: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: EvaluationInput) => post(collabApiPath(COLLAB_PATHS.evaluation, collabId), body, collabSchema),
    onSuccess: settle,
  });
}

export function usePublishCollab(collabId: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: () => post(collabApiPath(COLLAB_PATHS.publish, collabId), {}, collabSchema),
    onSuccess: settle,
  });
}

export type TeamKind = 'PARTICIPANT' | 'FACULTY';

const TEAM_PATHS: Record<TeamKind, { add: string; remove: string }> = {
  PARTICIPANT: { add: COLLAB_PATHS.participants, remove: COLLAB_PATHS.participant },
  FACULTY: { add: COLLAB_PATHS.faculty, remove: COLLAB_PATHS.facultyMember },
};

export function useAddTeamMember(collabId: string, kind: TeamKind) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (userId: string) => post(collabApiPath(TEAM_PATHS[kind].add, collabId), { userId }, collabSchema),
    onSuccess: settle,
  });
}

/** Answers null when the caller left a collab they can no longer see (the page then leaves too). */
export function useRemoveTeamMember(collabId: string, kind: TeamKind) {
  const settle = useSettle();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      del(collabApiPath(TEAM_PATHS[kind].remove, collabId, userId), collabAfterRemovalSchema),
    onSuccess: (collab) => {
      if (collab) return settle(collab);
      void queryClient.invalidateQueries({ queryKey: COLLABS_KEY });
    },
  });
}

export type AddableMember = z.infer<typeof addableMemberSchema>;
const addableListSchema = z.array(addableMemberSchema);

/** Members of the caller's school who may join as `kind`, matching `search`. */
export function useAddableMembers(collabId: string, kind: TeamKind, search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...COLLABS_KEY, 'addable', collabId, kind, search],
    queryFn: () =>
      get(`${collabApiPath(COLLAB_PATHS.candidates, collabId)}${query({ kind, q: search })}`, addableListSchema),
    enabled,
    placeholderData: keepPreviousData,
  });
}
