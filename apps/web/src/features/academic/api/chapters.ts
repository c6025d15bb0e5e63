import { type chapterListQuerySchema, chapterSchema } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { anyBody, del, get, post, put, query } from '../../../lib/http';
import { curriculumKey } from './curriculum';

/** A subject's chapters for one class: the contract's chapter-list query. */
export type ChapterScope = z.infer<typeof chapterListQuerySchema>;

/** GET /institute/chapters?subjectId=&studentClass= */
export const chaptersQuery = ({ subjectId, studentClass }: ChapterScope) =>
  queryOptions({
    queryKey: ['academic', 'chapters', subjectId, studentClass],
    queryFn: () => get(`/institute/chapters${query({ subjectId, studentClass })}`, z.array(chapterSchema)),
  });
export const useChapters = (scope: ChapterScope) => useQuery(chaptersQuery(scope));

/** POST /institute/chapters */
export const addChapter = (body: ChapterScope & { title: string }) => post('/institute/chapters', body, chapterSchema);
/** PUT /institute/chapters/order */
export const reorderChapters = (body: ChapterScope & { chapterIds: string[] }) =>
  put('/institute/chapters/order', body, z.array(chapterSchema));
/** DELETE /institute/chapters/:id */
export const removeChapter = (id: string) => del(`/institute/chapters/${encodeURIComponent(id)}`, anyBody);

function useChapterMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['academic', 'chapters'] });
      await queryClient.invalidateQueries({ queryKey: curriculumKey });
    },
  });
}

export const useAddChapter = () => useChapterMutation(addChapter);
export const useReorderChapters = () => useChapterMutation(reorderChapters);
export const useRemoveChapter = () => useChapterMutation(removeChapter);
