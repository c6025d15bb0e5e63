import { CardPage } from '../../../components/card-page';
import { EnquiryForm } from '../components/enquiry-form';
import { useGoToThankYou } from './use-sent-enquiry';

/** `/submission-contact-us`: the general contact form. */
export default function ContactPage() {
  const thankYou = useGoToThankYou();
  return (
    <CardPage
      title="Contact us"
      subtitle="Questions, feedback or help with your account: we answer within one working day."
      wide
    >
      <EnquiryForm kind="CONTACT" label="Contact us" submitLabel="Send message" onSent={thankYou} />
    </CardPage>
  );
}
