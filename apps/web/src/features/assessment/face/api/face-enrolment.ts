/** The student's face check enrolment: read it, enrol a picture (POST multipart), withdraw it (DELETE). */
import { ASSESSMENT_FACE_PATHS, type FaceEnrolment, faceEnrolmentSchema } from '@noticeboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get } from '../../../../lib/http';
import { postPicture } from './post-picture';

export const faceEnrolmentKey = ['assessment', 'face-enrolment'] as const;

export function useFaceEnrolment() {
  return useQuery({
    queryKey: faceEnrolmentKey,
    queryFn: () => get(ASSESSMENT_FACE_PATHS.enrolment, faceEnrolmentSchema),
  });
}

export function useEnrolFace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ picture, selfConsent }: { picture: Blob; selfConsent: boolean }) =>
      postPicture(
        ASSESSMENT_FACE_PATHS.enrolment,
        picture,
        selfConsent ? { selfConsent: 'true' } : {},
        faceEnrolmentSchema,
      ),
    onSuccess: (enrolment: FaceEnrolment) => queryClient.setQueryData(faceEnrolmentKey, enrolment),
  });
}

export function useWithdrawFace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => del(ASSESSMENT_FACE_PATHS.enrolment, faceEnrolmentSchema),
    onSuccess: (enrolment: FaceEnrolment) => queryClient.setQueryData(faceEnrolmentKey, enrolment),
  });
}
