/** GET a student's attempts of one type: their own, or (the school) one of its students'. */
import { ASSESSMENT_GRADING_PATHS, type AssignmentType, appearedStudentListSchema } from '@noticeboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';
import { APPEARED_KEY } from './keys';

export const APPEARED_STUDENT_PAGE_SIZE = 20;

const PATHS: Record<AssignmentType, string> = {
  ASSESSMENT: ASSESSMENT_GRADING_PATHS.appearedAssessmentStudent,
  QNA: ASSESSMENT_GRADING_PATHS.appearedQnaStudent,
};

/** `userId` undefined: the caller's own (a student); the school must name one (`enabled` waits for the choice). */
export function useAppearedStudent(type: AssignmentType, userId: string | undefined, page: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...APPEARED_KEY, type, 'student', userId ?? 'me', page],
    queryFn: () =>
      get(`${PATHS[type]}${query({ userId, page, size: APPEARED_STUDENT_PAGE_SIZE })}`, appearedStudentListSchema),
    placeholderData: keepPreviousData,
  });
}
