import { memberSchema, pageOf } from '@noticeboard/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

const studentPageSchema = pageOf(memberSchema);

/** GET /institute/members?role=CANDIDATE&search=: students to pick when asking a parent for consent. */
export const studentsQuery = (search: string) =>
  queryOptions({
    queryKey: ['consent', 'students', search],
    queryFn: () =>
      get(`/institute/members${query({ role: 'CANDIDATE', search, page: 0, size: 20 })}`, studentPageSchema),
    placeholderData: keepPreviousData,
  });

export const useStudents = (search: string) => useQuery(studentsQuery(search));
