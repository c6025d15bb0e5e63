import { subjectSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { anyBody, del, get, post } from '../../../lib/http';
import { academicStructureKey, useStructureMutation } from './classes';

/** GET /institute/subjects */
export const subjectsQuery = () =>
  queryOptions({
    queryKey: [...academicStructureKey, 'subjects'],
    queryFn: () => get('/institute/subjects', z.array(subjectSchema)),
  });
export const useSubjects = () => useQuery(subjectsQuery());

/** POST /institute/subjects */
export const createSubject = (name: string) => post('/institute/subjects', { name }, subjectSchema);
export const useCreateSubject = () => useStructureMutation(createSubject);

/** DELETE /institute/subjects/:id (refused while a section is taught it). */
export const removeSubject = (id: string) => del(`/institute/subjects/${encodeURIComponent(id)}`, anyBody);
export const useRemoveSubject = () => useStructureMutation(removeSubject);
