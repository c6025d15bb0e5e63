import { outboxMailListSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

/** GET /dev/outbox: mails the API would have sent, when no SMTP server is configured. */
export const outboxQuery = () =>
  queryOptions({
    queryKey: ['dev', 'outbox'],
    queryFn: () => get('/dev/outbox', outboxMailListSchema),
    staleTime: 0,
    refetchInterval: 5000,
  });

export const useOutbox = () => useQuery(outboxQuery());
