import {
  type IndividualSignupBody,
  type InstituteSignupBody,
  type OtpTransaction,
  otpTransactionSchema,
} from '@noticeboard/shared';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/http';

/** POST /institute/signup: starts an e-mail OTP transaction for a new school. */
export const signupInstitute = (body: InstituteSignupBody): Promise<OtpTransaction> =>
  post('/institute/signup', body, otpTransactionSchema);

/** POST /individual/signup: starts an e-mail OTP transaction for a new individual. */
export const signupIndividual = (body: IndividualSignupBody): Promise<OtpTransaction> =>
  post('/individual/signup', body, otpTransactionSchema);

export const useInstituteSignup = () => useMutation({ mutationFn: signupInstitute });
export const useIndividualSignup = () => useMutation({ mutationFn: signupIndividual });
