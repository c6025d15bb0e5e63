import { CardPage } from '../../../components/card-page';
import { EnquiryForm } from '../components/enquiry-form';
import { useGoToThankYou } from './use-sent-enquiry';

/** `/develop-submission-subscription`: a custom plan for one large school. */
export default function DevelopPlanPage() {
  const thankYou = useGoToThankYou();
  return (
    <CardPage
      title="A plan for your school"
      subtitle="For larger schools: tell us how many students you have and we will prepare a plan and a quote."
      wide
    >
      <EnquiryForm
        kind="DEVELOP_PLAN"
        label="Custom plan for a school"
        submitLabel="Ask for a plan"
        onSent={thankYou}
      />
    </CardPage>
  );
}
