import { Alert, Anchor, Center, List, Loader, Text } from '@mantine/core';
import { formatMoney, MESSAGES } from '@noticeboard/shared';
import { IconCircleCheck, IconInfoCircle, IconReceipt } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { consentLinkOf, forgetConsentLink, useConsentOrder } from '../api/consent-payment';
import { useConsentRequest } from '../api/consent-request';
import { ConsentDecisionForm } from '../components/consent-decision-form';
import { ParentChoices, ParentManageLinkForm } from '../components/parent-choices';

function ExpiredCard() {
  return (
    <CardPage title="Link expired">
      <Text>{MESSAGES.linkExpired}.</Text>
      <Text size="sm" c="dimmed">
        Consent links work once and for seven days. If you still need to answer, please ask the school to send you a new
        link.
      </Text>
      <ParentManageLinkForm />
    </CardPage>
  );
}

/** The page opened without a link: a parent who answered before asks for a link to their choices. */
function ChoicesStart() {
  return (
    <CardPage title="Your child’s consent">
      <Text>
        Schools on Noticeboard ask parents before a child under 18 posts, appears in public lists or uses face checks.
        To answer a new request, open the link in the school’s email.
      </Text>
      <ParentManageLinkForm />
    </CardPage>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Center mih="40vh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}

/** `?paid=<orderId>`: where the checkout returns a parent; the order's status, read until the payment arrives. */
function ConsentPaymentResult({ orderId }: { orderId: string }) {
  const order = useConsentOrder(orderId);
  const retryToken = consentLinkOf(orderId);
  const paid = order.data?.status === 'PAID';
  useEffect(() => {
    if (paid) forgetConsentLink(orderId);
  }, [paid, orderId]);

  if (order.isError) {
    return (
      <CardPage title="Payment not found">
        <Text>We could not find this payment. Please open the link in the school’s email again.</Text>
      </CardPage>
    );
  }
  const { data } = order;
  if (!data || order.checking) {
    return <Loading label="Checking your payment" />;
  }
  const child = data.studentFirstName ?? 'your child';
  if (data.status === 'PAID' || data.status === 'REFUNDED') {
    return (
      <CardPage title="Thank you">
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
          Thank you: consent granted and {formatMoney(data.amountPaise)} paid.
        </Alert>
        <Text>{child} can now take part fully.</Text>
        <Text size="sm" c="dimmed">
          <IconReceipt size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> The tax invoice is on its way
          to your email. You can close this page; if you change your mind, please contact the school.
        </Text>
      </CardPage>
    );
  }
  return (
    <CardPage title="Payment not completed">
      <Alert color="yellow" variant="light" role="alert">
        {data.status === 'FAILED' ? 'The payment did not go through.' : 'We have not received the payment.'} Nothing was
        charged and consent for {child} is not yet given.
      </Alert>
      {retryToken ? (
        <Anchor component={Link} to={`/parent-consent/verify?token=${encodeURIComponent(retryToken)}`}>
          Try again
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          To try again, open the link in the school’s email.
        </Text>
      )}
    </CardPage>
  );
}

/** `?token=`: the school's request; the parent grants (paying the fee when there is one) or declines. */
function ConsentRequest({ token }: { token: string }) {
  const request = useConsentRequest(token);
  const [outcome, setOutcome] = useState<'GRANTED' | 'DECLINED' | 'EXPIRED' | null>(null);

  if (!token) return <ChoicesStart />;
  if (request.isError || outcome === 'EXPIRED') return <ExpiredCard />;
  if (outcome) {
    const child = request.data?.studentFirstName ?? 'your child';
    return (
      <CardPage title="Thank you">
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
          {outcome === 'GRANTED'
            ? `You have given consent. ${child} can now take part fully.`
            : `You have declined. ${child} can still read and learn, but will not post, comment or appear in public lists.`}
        </Alert>
        <Text size="sm" c="dimmed">
          You can close this page. To change your mind later, open this page again and ask for a link by email: you can
          switch each use of {child}’s data on or off.
        </Text>
      </CardPage>
    );
  }
  if (!request.data) return <Loading label="Loading" />;
  const { schoolName, studentFirstName, feePaise } = request.data;
  return (
    <CardPage title="Parent consent" subtitle={`${schoolName} asks for your consent for ${studentFirstName}`}>
      <Text>
        {schoolName} uses Noticeboard for news, learning and a school community. Because {studentFirstName} is under 18,
        we ask you first.
      </Text>
      <List size="sm" spacing={4} icon={<IconInfoCircle size={16} aria-hidden />}>
        <List.Item>
          With your consent, {studentFirstName} can post, comment and appear in lists others can see.
        </List.Item>
        <List.Item>Without it, {studentFirstName} can still sign in, read and learn.</List.Item>
        <List.Item>
          You can change your mind later, one use at a time (photos, face checks, personalised news…), from a link we
          email you.
        </List.Item>
      </List>
      {feePaise !== null && (
        <Alert color="blue" variant="light" title={`Consent fee: ${formatMoney(feePaise)}`}>
          {schoolName} asks parents to pay {formatMoney(feePaise)} (GST included) once, when they give consent. Your
          consent is recorded when the payment goes through, and the tax invoice is emailed to you. Declining is free.
        </Alert>
      )}
      <ConsentDecisionForm
        token={token}
        feePaise={feePaise}
        onDecided={setOutcome}
        onExpired={() => setOutcome('EXPIRED')}
        onFeeChanged={() => void request.refetch()}
      />
    </CardPage>
  );
}

/**
 * `/parent-consent/verify` (open): `?token=` from the school's email, `?paid=<order>` back from the checkout, or
 * `?manage=` from the link a parent asked for to change their choices.
 */
export default function ParentConsentVerifyPage() {
  const [params] = useSearchParams();
  const paid = params.get('paid');
  const manage = params.get('manage');
  if (paid) return <ConsentPaymentResult orderId={paid} />;
  if (manage) return <ParentChoices token={manage} />;
  return <ConsentRequest token={params.get('token') ?? ''} />;
}
