import { teachingSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get } from '../../../lib/http';
import { teamKey } from './list-staff';

/** GET /faculty/:id/teaching: the class-section subjects a faculty member teaches. */
export const teachingQuery = (id: string) =>
  queryOptions({
    queryKey: [...teamKey, 'teaching', id],
    queryFn: () => get(`/faculty/${encodeURIComponent(id)}/teaching`, z.array(teachingSchema)),
  });

export const useTeaching = (id: string | null) => useQuery({ ...teachingQuery(id ?? ''), enabled: id !== null });
