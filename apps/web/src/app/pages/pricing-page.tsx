import { CallbackRequestForm } from '../../features/enquiry/components/callback-request-form';
import { PricingPage } from '../../features/pricing/pages/pricing-page';

/** `/pricing/{productType}` and `/subscription/{productType}`: the pricing feature with the enquiry feature's call back. */
export default function PricingWithCallbackPage() {
  return <PricingPage callbackForm={(productType) => <CallbackRequestForm productType={productType} />} />;
}
