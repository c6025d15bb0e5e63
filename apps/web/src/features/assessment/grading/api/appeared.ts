/** GET the school's attempts of one type across its assignments (`/appeared-assessment`, `/appeared-qna`). */
import {
  ASSESSMENT_GRADING_PATHS,
  type AssignmentType,
  appearedListSchema,
  type QuizDateRange,
  type SectionType,
  type StudentClass,
} from '@noticeboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';
import { APPEARED_KEY } from './keys';

export const APPEARED_PAGE_SIZE = 20;

export interface AppearedFilters {
  studentClass?: StudentClass | undefined;
  section?: SectionType | undefined;
  assignmentId?: string | undefined;
  range?: QuizDateRange | undefined;
  progress?: 'IN_PROGRESS' | 'SUBMITTED' | 'GRADED' | undefined;
  search?: string | undefined;
  page: number;
}

const PATHS: Record<AssignmentType, string> = {
  ASSESSMENT: ASSESSMENT_GRADING_PATHS.appearedAssessment,
  QNA: ASSESSMENT_GRADING_PATHS.appearedQna,
};

export function useAppeared(type: AssignmentType, filters: AppearedFilters) {
  return useQuery({
    queryKey: [...APPEARED_KEY, type, filters],
    queryFn: () => get(`${PATHS[type]}${query({ ...filters, size: APPEARED_PAGE_SIZE })}`, appearedListSchema),
    placeholderData: keepPreviousData,
  });
}
