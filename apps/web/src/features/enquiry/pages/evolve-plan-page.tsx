import { CardPage } from '../../../components/card-page';
import { EnquiryForm } from '../components/enquiry-form';
import { useGoToThankYou } from './use-sent-enquiry';

/** `/evolve-submission-subscription`: a custom plan for a group of schools. */
export default function EvolvePlanPage() {
  const thankYou = useGoToThankYou();
  return (
    <CardPage
      title="A plan for your group of schools"
      subtitle="For chains, trusts and boards: one plan across all your schools, priced for the group."
      wide
    >
      <EnquiryForm
        kind="EVOLVE_PLAN"
        label="Custom plan for a group of schools"
        submitLabel="Ask for a plan"
        onSent={thankYou}
      />
    </CardPage>
  );
}
