import { consentSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http';
import { consentsKey } from './list-consents';

/** POST /institute/parent-consent/:studentId/resend: a new link; the old one stops working. */
export const resendConsent = (studentId: string) =>
  post(`/institute/parent-consent/${encodeURIComponent(studentId)}/resend`, undefined, consentSchema);

export function useResendConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendConsent,
    onSuccess: () => client.invalidateQueries({ queryKey: consentsKey }),
  });
}
