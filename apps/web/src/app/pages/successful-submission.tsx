import { useSearchParams } from 'react-router';
import SuccessfulSubmissionPage from '../../features/enquiry/pages/successful-submission-page';
import { StoryThankYou } from '../../features/user-story/components/story-thank-you';

/** `/successful-submission`: where every enquiry form ends, and (`?sent=story`) where a user story does. */
export default function SuccessfulSubmission() {
  const [params] = useSearchParams();
  return params.get('sent') === 'story' ? <StoryThankYou /> : <SuccessfulSubmissionPage />;
}
