import {
  curriculumSchema,
  curriculumUpsertResultSchema,
  type StudentClass,
  type UpsertCurriculumBody,
} from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, put, query } from '../../../lib/http';

export const curriculumKey = ['academic', 'curriculum'] as const;

export interface CurriculumParams {
  sessionId: string;
  studentClass: StudentClass;
  subjectId: string;
}

/** GET /institute/curriculum?sessionId=&studentClass=&subjectId= */
export const curriculumQuery = (params: CurriculumParams) =>
  queryOptions({
    queryKey: [...curriculumKey, params.sessionId, params.studentClass, params.subjectId],
    queryFn: () => get(`/institute/curriculum${query({ ...params })}`, curriculumSchema),
  });
export const useCurriculum = (params: CurriculumParams, enabled: boolean) =>
  useQuery({ ...curriculumQuery(params), enabled });

/** PUT /institute/curriculum */
export const saveCurriculum = (body: UpsertCurriculumBody) =>
  put('/institute/curriculum', body, curriculumUpsertResultSchema);

export function useSaveCurriculum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCurriculum,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: curriculumKey }),
  });
}
