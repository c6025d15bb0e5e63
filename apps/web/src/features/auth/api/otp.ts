import { type OtpTransaction, otpTransactionSchema } from '@noticeboard/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { post } from '../../../lib/http';

const verifiedSchema = z.object({ verified: z.literal(true), email: z.string() });

/** POST /otp/verify: confirms the emailed 6-digit code of a sign-up transaction. */
export const verifyOtp = (body: { transactionId: string; otp: string }) => post('/otp/verify', body, verifiedSchema);

/** POST /otp/resend: mails a fresh code for the same transaction. */
export const resendOtp = (body: { transactionId: string }): Promise<OtpTransaction> =>
  post('/otp/resend', body, otpTransactionSchema);

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
