import { consentSchema, type UpdateConsentStatusBody } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patch } from '../../../lib/http';
import { consentsKey } from './list-consents';

/** PATCH /institute/parent-consent/:studentId/status: the school records an answer given on paper. */
export const updateConsentStatus = ({ studentId, ...body }: UpdateConsentStatusBody & { studentId: string }) =>
  patch(`/institute/parent-consent/${encodeURIComponent(studentId)}/status`, body, consentSchema);

export function useUpdateConsentStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateConsentStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: consentsKey }),
  });
}
