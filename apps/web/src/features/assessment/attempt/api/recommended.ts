/**
 * GET the open assignments the student has not started, due soonest (home's "recommended", spec §7). The newest
 * list is kept under `recommendAssesment` (spec §3; cleared at sign-out), so home can show it before the call returns.
 */
import {
  ASSESSMENT_ATTEMPT_PATHS,
  STORAGE_KEYS,
  type StudentAssignmentList,
  studentAssignmentListSchema,
} from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../../lib/http';
import { studentListKey } from './keys';

export function storedRecommended(): StudentAssignmentList | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.recommendAssesment);
    if (!raw) return undefined;
    const parsed = studentAssignmentListSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function fetchRecommended(): Promise<StudentAssignmentList> {
  const list = await get(ASSESSMENT_ATTEMPT_PATHS.recommended, studentAssignmentListSchema);
  try {
    localStorage.setItem(STORAGE_KEYS.recommendAssesment, JSON.stringify(list));
  } catch {
    // Storage full or private mode: the list still shows, it is only not kept.
  }
  return list;
}

export function useRecommendedAssignments() {
  return useQuery({
    queryKey: [...studentListKey, 'recommended'],
    queryFn: fetchRecommended,
    placeholderData: storedRecommended,
  });
}
