/** The bank's counts for the home page charts and the school's faculty table. */
import { analyticsBarSchema, analyticsPieSchema, facultyDetailsSchema, QUESTION_BANK_PATHS } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { BANK_KEY } from './questions';

/** GET /question-bank/analytics/pie: counts by status and by difficulty. */
export const useAnalyticsPie = () =>
  useQuery({
    queryKey: [...BANK_KEY, 'analytics', 'pie'],
    queryFn: () => get(QUESTION_BANK_PATHS.analyticsPie, analyticsPieSchema),
  });

/** GET /question-bank/analytics/bar: counts per subject, split by status. */
export const useAnalyticsBar = () =>
  useQuery({
    queryKey: [...BANK_KEY, 'analytics', 'bar'],
    queryFn: () => get(QUESTION_BANK_PATHS.analyticsBar, analyticsBarSchema),
  });

/** GET /question-bank/faculty-details (institute or admin). */
export const useFacultyDetails = () =>
  useQuery({
    queryKey: [...BANK_KEY, 'faculty-details'],
    queryFn: () => get(QUESTION_BANK_PATHS.facultyDetails, facultyDetailsSchema),
  });
