/**
 * The school-adoption calls (spec §7; issue 6 §3): schools whose banks may be adopted, the school's requests sent and
 * received, asking, answering, withdrawing or ending; and the open emailed link (`/adoption/status`).
 */
import {
  type AdoptionStatus,
  adoptableSchoolPageSchema,
  type adoptionDecisionBodySchema,
  type adoptionLinkQuerySchema,
  adoptionLinkStatusSchema,
  adoptionListSchema,
  QUESTION_BANK_PATHS,
} from '@noticeboard/shared';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { anyBody, type BodySchema, del, get, post, query } from '../../../../lib/http';
import { useSessionUser } from '../../../../lib/use-session';

export const ADOPTION_KEY = ['question-bank', 'adoption'] as const;
export const SCHOOLS_PAGE_SIZE = 10;

export type AdoptableSchoolPage = z.infer<typeof adoptableSchoolPageSchema>;
export type AdoptableSchool = AdoptableSchoolPage['content'][number];
export type AdoptionLinkStatus = z.infer<typeof adoptionLinkStatusSchema>;
export type AdoptionDecision = z.infer<typeof adoptionDecisionBodySchema>['decision'];

const withId = (path: string, adoptionId: string) => path.replace(':adoptionId', encodeURIComponent(adoptionId));

function useViewer() {
  return useSessionUser()?.id ?? 'anonymous';
}

export function useAdoptableSchools(search: string) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: [...ADOPTION_KEY, 'schools', viewer, search],
    queryFn: ({ pageParam }): Promise<AdoptableSchoolPage> =>
      get(
        `${QUESTION_BANK_PATHS.adoptableSchools}${query({ search, page: pageParam, size: SCHOOLS_PAGE_SIZE })}`,
        adoptableSchoolPageSchema,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last || last.content.length === 0 ? undefined : last.page + 1),
    placeholderData: keepPreviousData,
  });
}

export function useAdoptions() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...ADOPTION_KEY, 'list', viewer],
    queryFn: () => get(QUESTION_BANK_PATHS.adoptions, adoptionListSchema),
  });
}

/** Any change refreshes both the school list (its status column) and the requests. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADOPTION_KEY });
}

export function useRequestAdoption() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { ownerInstituteId: string; message: string }) =>
      post(QUESTION_BANK_PATHS.adoptions, body, anyBody),
    onSettled: refresh,
  });
}

export function useDecideAdoption() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ adoptionId, decision }: { adoptionId: string; decision: AdoptionDecision }) =>
      post(withId(QUESTION_BANK_PATHS.adoptionDecision, adoptionId), { decision }, anyBody),
    onSettled: refresh,
  });
}

/** Withdraws a pending request or ends an accepted adoption (the API decides which). */
export function useRemoveAdoption() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (adoptionId: string) => del(withId(QUESTION_BANK_PATHS.adoption, adoptionId), anyBody),
    onSettled: refresh,
  });
}

/** The emailed link's query (`?adoptionId&token`). */
export type AdoptionLink = z.infer<typeof adoptionLinkQuerySchema>;

export function useAdoptionLink(link: AdoptionLink | null) {
  return useQuery({
    queryKey: [...ADOPTION_KEY, 'link', link?.adoptionId, link?.token],
    queryFn: () => get(`${QUESTION_BANK_PATHS.adoptionStatus}${query({ ...link })}`, adoptionLinkStatusSchema),
    enabled: link !== null,
    retry: false,
  });
}

/** The answer's body is the link's new status when the API sends it; null when it sends something else. */
const statusOrNull: BodySchema<AdoptionLinkStatus | null> = {
  safeParse: (input) => {
    const parsed = adoptionLinkStatusSchema.safeParse(input);
    return { success: true, data: parsed.success ? parsed.data : null };
  },
};

export function useAnswerAdoptionLink(link: AdoptionLink | null) {
  return useMutation({
    mutationFn: (decision: AdoptionDecision) => {
      if (!link) throw new Error('No adoption link');
      return post(QUESTION_BANK_PATHS.adoptionLinkDecision, { ...link, decision }, statusOrNull);
    },
  });
}

export const isFinal = (status: AdoptionStatus) => status !== 'PENDING';
