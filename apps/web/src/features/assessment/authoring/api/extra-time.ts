/**
 * Extra time: GET the students who have it, GET the targeted students to choose from (search, paging), PUT one
 * student's minutes, DELETE them.
 */
import {
  accommodationListSchema,
  ASSESSMENT_AUTHORING_PATHS as P,
  targetedStudentPageSchema,
} from '@noticeboard/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, put, query } from '../../../../lib/http';
import { assignmentKey, authoringPath } from './keys';

const key = (code: string) => [...assignmentKey(code), 'extra-time'] as const;

export function useAccommodations(code: string) {
  return useQuery({
    queryKey: key(code),
    queryFn: () => get(authoringPath(P.accommodations, { assignmentCode: code }), accommodationListSchema),
  });
}

export function useTargetedStudents(code: string, search: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...key(code), 'students', search, page],
    queryFn: () =>
      get(
        `${authoringPath(P.students, { assignmentCode: code })}${query({ search: search || undefined, page, size: 10 })}`,
        targetedStudentPageSchema,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSetExtraTime(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateId, extraMinutes }: { candidateId: string; extraMinutes: number | null }) => {
      const path = authoringPath(P.accommodation, { assignmentCode: code, candidateId });
      return extraMinutes === null
        ? del(path, accommodationListSchema)
        : put(path, { extraMinutes }, accommodationListSchema);
    },
    onSuccess: (list) => {
      client.setQueryData(key(code), list);
      void client.invalidateQueries({ queryKey: [...key(code), 'students'] });
    },
  });
}
