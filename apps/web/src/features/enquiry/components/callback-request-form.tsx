import { Alert } from '@mantine/core';
import type { EnquiryCreated } from '@noticeboard/shared';
import { useState } from 'react';
import { EnquiryForm } from './enquiry-form';

interface CallbackRequestFormProps {
  /** The product of the pricing page the form sits on. */
  productType?: string;
  /** Called once the request is stored; without it the form is replaced by a thank-you note. */
  onSent?: (created: EnquiryCreated) => void;
}

/** "Request a call back" (spec §7 callback request), for the pricing and subscription pages. */
export function CallbackRequestForm({ productType, onSent }: CallbackRequestFormProps) {
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <Alert color="teal" title="Thank you" role="status">
        We will call you back within one working day.
      </Alert>
    );
  }
  return (
    <EnquiryForm
      kind="CALLBACK"
      label="Request a call back"
      submitLabel="Request a call back"
      productType={productType}
      onSent={(created) => (onSent ? onSent(created) : setSent(true))}
    />
  );
}
