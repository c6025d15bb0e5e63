import { useMutation } from '@tanstack/react-query';
import { anyBody, post } from '../../../lib/http';

/** POST /institute/members/:id/resend-invite: mails a pending member a fresh set-password link. */
export const resendInvite = (id: string) =>
  post(`/institute/members/${encodeURIComponent(id)}/resend-invite`, undefined, anyBody);

export const useResendInvite = () => useMutation({ mutationFn: resendInvite });
