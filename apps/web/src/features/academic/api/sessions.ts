import { academicSessionSchema } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { get, post, put } from '../../../lib/http';

export const sessionsKey = ['academic', 'sessions'] as const;

/** GET /institute/academic-sessions */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: () => get('/institute/academic-sessions', z.array(academicSessionSchema)),
  });
export const useSessions = () => useQuery(sessionsQuery());

/** POST /institute/academic-sessions */
export const createSession = (startYear: number) =>
  post('/institute/academic-sessions', { startYear }, academicSessionSchema);

/** PUT /institute/academic-sessions/:id/current */
export const makeSessionCurrent = (id: string) =>
  put(`/institute/academic-sessions/${encodeURIComponent(id)}/current`, undefined, academicSessionSchema);

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useMakeSessionCurrent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeSessionCurrent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
