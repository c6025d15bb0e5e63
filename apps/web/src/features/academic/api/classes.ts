import { classGroupSchema, classSectionCreatedSchema, type SectionType, type StudentClass } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { anyBody, del, get, post } from '../../../lib/http';

/** Class lists, section subjects and subject counts all live under this prefix. */
export const academicStructureKey = ['academic', 'structure'] as const;
const classesKey = [...academicStructureKey, 'classes'] as const;

/** GET /institute/classes: every class by group, with its sections and their subjects. */
export const classesQuery = () =>
  queryOptions({ queryKey: classesKey, queryFn: () => get('/institute/classes', z.array(classGroupSchema)) });
export const useClasses = () => useQuery(classesQuery());

/** POST /institute/classes/:studentClass/sections */
export const addSection = ({ studentClass, section }: { studentClass: StudentClass; section: SectionType }) =>
  post(`/institute/classes/${studentClass}/sections`, { section }, classSectionCreatedSchema);

/** DELETE /institute/class-sections/:id */
export const removeSection = (id: string) => del(`/institute/class-sections/${encodeURIComponent(id)}`, anyBody);

function useStructureMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academicStructureKey }),
  });
}

export const useAddSection = () => useStructureMutation(addSection);
export const useRemoveSection = () => useStructureMutation(removeSection);
export { useStructureMutation };
