/** GET the school's students matching a search, for the student picker (the candidates list, spec §7). */
import { candidatePageSchema } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';

export function useSchoolStudents(search: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['assessment', 'student-picker', search],
    queryFn: () =>
      get(`/candidates${query({ search: search || undefined, sort: 'name', page: 0, size: 20 })}`, candidatePageSchema),
    staleTime: 30_000,
  });
}
