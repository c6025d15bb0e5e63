import {
  type OtpTransaction,
  type otpResendBodySchema,
  otpTransactionSchema,
  otpVerifiedSchema,
  type otpVerifyBodySchema,
} from '@noticeboard/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { post } from '../../../lib/http';

/** POST /otp/verify: confirms the emailed 6-digit code of a sign-up transaction. */
export const verifyOtp = (body: z.infer<typeof otpVerifyBodySchema>) => post('/otp/verify', body, otpVerifiedSchema);

/** POST /otp/resend: mails a fresh code for the same transaction. */
export const resendOtp = (body: z.infer<typeof otpResendBodySchema>): Promise<OtpTransaction> =>
  post('/otp/resend', body, otpTransactionSchema);

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
