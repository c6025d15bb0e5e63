/** GET the school's subjects, and a subject's chapters for a class (the academic calls), for the settings form. */
import { chapterSchema, type StudentClass, subjectSchema } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get, query } from '../../../../lib/http';

export const useSchoolSubjects = () =>
  useQuery({
    queryKey: ['academic', 'structure', 'subjects'],
    queryFn: () => get('/institute/subjects', z.array(subjectSchema)),
    staleTime: 5 * 60_000,
  });

export const useSubjectChapters = (subjectId: string | null, studentClass: StudentClass | null) =>
  useQuery({
    queryKey: ['academic', 'chapters', subjectId, studentClass],
    queryFn: () => get(`/institute/chapters${query({ subjectId, studentClass })}`, z.array(chapterSchema)),
    enabled: Boolean(subjectId && studentClass),
    staleTime: 5 * 60_000,
  });
