/** GET an assignment's analytics (staff: everything; a student whose result is out: the summary), and its CSV. */
import { ASSESSMENT_GRADING_PATHS, analyticsSchema, type SectionType, type StudentClass } from '@noticeboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';
import { assignmentKey, gradingPath } from './keys';

export interface AnalyticsFilter {
  studentClass?: StudentClass | undefined;
  section?: SectionType | undefined;
}

export function useAnalytics(code: string, filter: AnalyticsFilter) {
  return useQuery({
    queryKey: [...assignmentKey(code), 'analytics', filter],
    queryFn: () =>
      get(
        `${gradingPath(ASSESSMENT_GRADING_PATHS.analytics, { assignmentCode: code })}${query({ ...filter })}`,
        analyticsSchema,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The CSV export's path (handed to downloadFile). */
export const analyticsExportPath = (code: string, filter: AnalyticsFilter) =>
  `${gradingPath(ASSESSMENT_GRADING_PATHS.analyticsExport, { assignmentCode: code })}${query({ ...filter })}`;
