import { outboxMailSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get } from '../../../lib/http';

/** GET /dev/outbox: mails the API would have sent, when no SMTP server is configured. */
export const outboxQuery = () =>
  queryOptions({
    queryKey: ['dev', 'outbox'],
    queryFn: () => get('/dev/outbox', z.array(outboxMailSchema)),
    staleTime: 0,
    refetchInterval: 5000,
  });

export const useOutbox = () => useQuery(outboxQuery());
