import { Alert, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { messageOf } from '../../../lib/api-error';
import { useResendOtp, useVerifyOtp } from '../api/otp';
import { FormError } from '../components/form-error';
import { ResendButton } from '../components/resend-button';

function resendTimeFrom(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'resendAvailableAt' in state) {
    return typeof state.resendAvailableAt === 'string' ? state.resendAvailableAt : null;
  }
  return null;
}

/** `/verify-otp`: the 6-digit code mailed at sign-up. */
export default function VerifyOtpPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const transactionId = params.get('transactionId') ?? '';
  const email = params.get('email') ?? '';
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState(() => resendTimeFrom(location.state));
  const verify = useVerifyOtp();
  const resend = useResendOtp();

  if (!transactionId) {
    return (
      <CardPage title="Verify your email">
        <Alert color="orange" role="alert">
          This verification link is incomplete. Please sign up again.
        </Alert>
      </CardPage>
    );
  }

  const submit = (otp: string) => {
    if (!/^\d{6}$/.test(otp)) return;
    verify.mutate(
      { transactionId, otp },
      { onSuccess: (result) => void navigate(`/successful-signup?${new URLSearchParams({ email: result.email })}`) },
    );
  };
  const doResend = () =>
    resend.mutate(
      { transactionId },
      {
        onSuccess: (next) => {
          setResendAt(next.resendAvailableAt);
          setCode('');
          if (next.transactionId !== transactionId) {
            setParams({ transactionId: next.transactionId, email: next.email }, { replace: true });
          }
        },
      },
    );

  return (
    <CardPage title="Verify your email" subtitle={`We sent a 6-digit code to ${email || 'your email address'}.`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit(code);
        }}
        aria-label="Verification code"
      >
        <Stack gap="md" align="center">
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            size="lg"
            gap="xs"
            // Six boxes fit a 320 px phone inside the card; each stays 50 px high, an easy target.
            styles={{ pinInput: { width: 'clamp(32px, 10vw, 50px)' }, input: { width: '100%' } }}
            value={code}
            onChange={setCode}
            onComplete={submit}
            aria-label="6-digit code"
            error={verify.isError}
          />
          <FormError error={verify.error} title="That code did not work" />
          {resend.isError && (
            <Text c="red" size="sm" role="alert">
              {messageOf(resend.error)}
            </Text>
          )}
          {resend.isSuccess && (
            <Text size="sm" role="status">
              A new code is on its way.
            </Text>
          )}
          <Group justify="center" gap="sm">
            <Button type="submit" loading={verify.isPending} disabled={code.length !== 6}>
              Verify
            </Button>
            <ResendButton availableAt={resendAt} loading={resend.isPending} onResend={doResend} />
          </Group>
        </Stack>
      </form>
    </CardPage>
  );
}
