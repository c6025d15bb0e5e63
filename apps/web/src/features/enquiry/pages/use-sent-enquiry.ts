import { useNavigate } from 'react-router';

/** After an enquiry is stored: the thank-you page. */
export function useGoToThankYou() {
  const navigate = useNavigate();
  return () => navigate('/successful-submission');
}
