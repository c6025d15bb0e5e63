import { sendPendingResultSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http';
import { consentsKey } from './list-consents';

/** POST /institute/parent-consent/send-pending: links for every pending request without a working one. */
export const sendPendingConsents = () =>
  post('/institute/parent-consent/send-pending', undefined, sendPendingResultSchema);

export function useSendPendingConsents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendPendingConsents,
    onSuccess: () => client.invalidateQueries({ queryKey: consentsKey }),
  });
}
