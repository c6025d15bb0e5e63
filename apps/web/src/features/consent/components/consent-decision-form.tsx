import { Alert, Button, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { consentDecisionBodySchema, formatMoney } from '@noticeboard/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hasErrorCode, isApiError, messageOf } from '../../../lib/api-error';
import { payWithRazorpay } from '../../../lib/razorpay-checkout';
import { serverFieldErrors, zodResolver } from '../../../lib/zod-form';
import {
  confirmConsentPayment,
  payConsentFee,
  rememberConsentLink,
  reportConsentFailure,
} from '../api/consent-payment';
import { useDecideConsent } from '../api/consent-request';

type Decision = 'GRANT' | 'DECLINE';

interface ConsentDecisionFormProps {
  token: string;
  /** The fee to pay when granting (GST included), or null when granting is free. */
  feePaise: number | null;
  onDecided: (status: 'GRANTED' | 'DECLINED') => void;
  onExpired: () => void;
  /** The school changed its fee since the page was loaded: read the request again. */
  onFeeChanged: () => void;
}

/** The school set, changed or removed its fee since the page was loaded (or this child's fee is already paid). */
const feeChanged = (error: unknown) => hasErrorCode(error, 'CONSENT_FEE_DUE') || hasErrorCode(error, 'CONFLICT');

/** Where a paid (or unpaid) consent fee order is shown. */
export const paidPath = (orderId: string) => `/parent-consent/verify?paid=${encodeURIComponent(orderId)}`;

/**
 * The parent confirms their name, then grants or declines. With a fee, granting pays it: the dev gateway's page, or
 * Razorpay's checkout in this page; consent is granted by the server once the payment verifies.
 */
export function ConsentDecisionForm({ token, feePaise, onDecided, onExpired, onFeeChanged }: ConsentDecisionFormProps) {
  const navigate = useNavigate();
  const decide = useDecideConsent();
  const [choice, setChoice] = useState<Decision>('GRANT');
  const [notPaid, setNotPaid] = useState<string | null>(null);
  const form = useForm({
    initialValues: { parentName: '', faceChecks: false },
    validate: zodResolver(consentDecisionBodySchema, (values: { parentName: string; faceChecks: boolean }) => ({
      token,
      decision: 'GRANT',
      ...values,
    })),
  });

  const refused = (error: unknown) => {
    if (hasErrorCode(error, 'LINK_EXPIRED')) onExpired();
    else if (feeChanged(error)) onFeeChanged();
    else if (isApiError(error)) form.setErrors(serverFieldErrors(error));
  };

  const pay = useMutation({
    mutationFn: async ({ parentName, faceChecks }: { parentName: string; faceChecks: boolean }) => {
      const order = await payConsentFee({ token, parentName, faceChecks });
      if (order.checkout.gateway === 'dev') {
        rememberConsentLink(order.orderId, token);
        return navigate(order.checkout.checkoutUrl);
      }
      const outcome = await payWithRazorpay(order.checkout, { description: order.description, name: parentName });
      if ('paid' in outcome) {
        await confirmConsentPayment(order.orderId, outcome.paid);
        return navigate(paidPath(order.orderId));
      }
      const reason = 'failed' in outcome ? outcome.failed : 'Checkout closed before paying';
      await reportConsentFailure(order.orderId, reason);
      setNotPaid('failed' in outcome ? `The payment did not go through: ${reason}.` : 'The payment was not completed.');
    },
    onError: refused,
  });

  const submit = (decision: Decision) =>
    form.onSubmit((values) => {
      setChoice(decision);
      setNotPaid(null);
      pay.reset();
      decide.reset();
      const parentName = values.parentName.trim();
      const faceChecks = decision === 'GRANT' && values.faceChecks;
      if (decision === 'GRANT' && feePaise !== null) {
        pay.mutate({ parentName, faceChecks });
        return;
      }
      decide.mutate(
        { token, decision, parentName, faceChecks },
        { onSuccess: (result) => onDecided(result.status), onError: refused },
      );
    });

  const error = pay.isError ? pay.error : decide.error;
  const failed = error && isApiError(error) && error.details.length === 0 ? messageOf(error) : null;
  const busy = decide.isPending || pay.isPending;
  return (
    <form onSubmit={submit('GRANT')} noValidate aria-label="Your answer">
      <Stack gap="md">
        <TextInput
          label="Your name"
          description="As it appears in the email from the school"
          autoComplete="name"
          required
          {...form.getInputProps('parentName')}
        />
        <Checkbox
          label="I also allow face checks in school assessments"
          description="If the school asks for it, a picture taken before a test is compared with one your child enrols, to confirm it is them. Only a number made from the picture is kept, plus the pictures of a check that did not match, until the school has looked at them. You can say no: a teacher then confirms it is your child instead."
          {...form.getInputProps('faceChecks', { type: 'checkbox' })}
        />
        {(failed || notPaid) && (
          <Alert color={error && feeChanged(error) ? 'yellow' : 'red'} variant="light" role="alert">
            {failed ?? `${notPaid} Nothing was charged and consent is not yet given; you can try again.`}
          </Alert>
        )}
        {/* "I give consent and pay ₹X" needs the card's whole width. */}
        <SimpleGrid cols={{ base: 1, xs: feePaise === null ? 2 : 1 }} spacing="sm">
          <Button type="submit" loading={busy && choice === 'GRANT'} disabled={busy && choice !== 'GRANT'}>
            {feePaise === null ? 'I give consent' : `I give consent and pay ${formatMoney(feePaise)}`}
          </Button>
          <Button
            variant="default"
            color="red"
            loading={busy && choice === 'DECLINE'}
            disabled={busy && choice !== 'DECLINE'}
            onClick={() => submit('DECLINE')()}
          >
            I do not consent
          </Button>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
