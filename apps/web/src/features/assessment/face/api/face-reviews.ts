/** The school's face check queue: flagged attempts, attempts waiting for a teacher's word, decided ones. */
import {
  ASSESSMENT_FACE_PATHS,
  emptyResultSchema,
  type FaceReviewDecision,
  type FaceReviewKind,
  faceReviewPageSchema,
} from '@noticeboard/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post, query } from '../../../../lib/http';

export const faceReviewsKey = ['assessment', 'face-reviews'] as const;

const withAttempt = (path: string, attemptId: string) => path.replace(':attemptId', encodeURIComponent(attemptId));

export function useFaceReviews(kind: FaceReviewKind, assignmentCode: string | undefined, page: number) {
  return useQuery({
    queryKey: [...faceReviewsKey, kind, assignmentCode ?? '', page],
    queryFn: () =>
      get(`${ASSESSMENT_FACE_PATHS.reviews}${query({ kind, assignmentCode, page, size: 10 })}`, faceReviewPageSchema),
    placeholderData: keepPreviousData,
  });
}

export function useDecideFaceReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, ...body }: FaceReviewDecision & { attemptId: string }) =>
      post(withAttempt(ASSESSMENT_FACE_PATHS.review, attemptId), body, emptyResultSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['assessment'] }),
  });
}

export function useAttestIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, note }: { attemptId: string; note: string }) =>
      post(withAttempt(ASSESSMENT_FACE_PATHS.attest, attemptId), { note }, emptyResultSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['assessment'] }),
  });
}

/** Where the browser loads a kept picture (the API answers staff of the school only, never cached). */
export const checkPictureUrl = (checkId: string) =>
  `/api${ASSESSMENT_FACE_PATHS.checkPicture.replace(':checkId', encodeURIComponent(checkId))}`;
export const referencePictureUrl = (attemptId: string) =>
  `/api${withAttempt(ASSESSMENT_FACE_PATHS.referencePicture, attemptId)}`;
