import { dataExportStatusSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http';
import { studentDataExportKey } from './student-data-export';

/** POST /personal-data/exports/candidate/:candidateId: on the parent's request; the link is emailed to the parent. */
export const requestStudentDataExport = (studentId: string) =>
  post(`/personal-data/exports/candidate/${encodeURIComponent(studentId)}`, undefined, dataExportStatusSchema);

export function useRequestStudentDataExport(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestStudentDataExport(studentId),
    onSuccess: (status) => queryClient.setQueryData(studentDataExportKey(studentId), status),
  });
}
