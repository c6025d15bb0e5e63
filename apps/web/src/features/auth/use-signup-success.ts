import type { OtpTransaction } from '@noticeboard/shared';
import { useNavigate } from 'react-router';

/** After sign-up: to the code entry, with the resend time kept in navigation state. */
export function useSignupSuccess() {
  const navigate = useNavigate();
  return (transaction: OtpTransaction) => {
    const search = new URLSearchParams({ transactionId: transaction.transactionId, email: transaction.email });
    void navigate(`/verify-otp?${search}`, { state: { resendAvailableAt: transaction.resendAvailableAt } });
  };
}
