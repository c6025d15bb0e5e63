import { dataExportStatusSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

export const studentDataExportKey = (studentId: string) => ['personal-data', 'export', 'student', studentId] as const;

/** GET /personal-data/exports/candidate/:candidateId: the student's newest export (the school's view). */
export const studentDataExportQuery = (studentId: string) =>
  queryOptions({
    queryKey: studentDataExportKey(studentId),
    queryFn: () => get(`/personal-data/exports/candidate/${encodeURIComponent(studentId)}`, dataExportStatusSchema),
    refetchInterval: (query) => (query.state.data?.export?.state === 'PREPARING' ? 4_000 : false),
  });

export const useStudentDataExport = (studentId: string) => useQuery(studentDataExportQuery(studentId));
