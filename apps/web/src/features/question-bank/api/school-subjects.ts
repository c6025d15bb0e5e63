/**
 * The school's subjects and a subject's chapters for one class, as the academic calls give them: questions and
 * filters name the school's own subject and chapter by id.
 */
import { chapterSchema, type StudentClass, subjectSchema } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get, query } from '../../../lib/http';

/** GET /institute/subjects */
export const useSchoolSubjects = () =>
  useQuery({
    queryKey: ['academic', 'structure', 'subjects'],
    queryFn: () => get('/institute/subjects', z.array(subjectSchema)),
    staleTime: 5 * 60_000,
  });

/** GET /institute/chapters?subjectId=&studentClass= (only once both are chosen). */
export const useSubjectChapters = (subjectId: string | undefined, studentClass: StudentClass | undefined) =>
  useQuery({
    queryKey: ['academic', 'chapters', subjectId, studentClass],
    queryFn: () => get(`/institute/chapters${query({ subjectId, studentClass })}`, z.array(chapterSchema)),
    enabled: Boolean(subjectId && studentClass),
    staleTime: 5 * 60_000,
  });
