/** GET one question's answers across students, in grading order (staff). */
import { ASSESSMENT_GRADING_PATHS, questionAnswersSchema } from '@noticeboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';
import { assignmentKey, gradingPath } from './keys';

export const QUESTION_ANSWERS_PAGE_SIZE = 10;

export function useQuestionAnswers(code: string, questionId: string | null, page: number) {
  return useQuery({
    enabled: questionId !== null,
    queryKey: [...assignmentKey(code), 'question', questionId, page],
    queryFn: () =>
      get(
        `${gradingPath(ASSESSMENT_GRADING_PATHS.questionAnswers, { assignmentCode: code, questionId: questionId ?? '' })}${query({ page, size: QUESTION_ANSWERS_PAGE_SIZE })}`,
        questionAnswersSchema,
      ),
    placeholderData: keepPreviousData,
  });
}
