import { memberSchema, pageOf } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

/** GET /institute/members?role=FACULTY: the people a class subject can be given to. */
export const facultyQuery = () =>
  queryOptions({
    queryKey: ['academic', 'faculty'],
    queryFn: () => get(`/institute/members${query({ role: 'FACULTY', size: 100 })}`, pageOf(memberSchema)),
    staleTime: 60_000,
  });
export const useFaculty = () => useQuery(facultyQuery());
