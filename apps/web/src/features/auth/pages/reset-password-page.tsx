import { Center, Loader } from '@mantine/core';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { useResetLinkStatus, useResetPassword } from '../api/password-reset';
import { FormError } from '../components/form-error';
import { NewPasswordForm } from '../components/new-password-form';
import { RequestResetForm } from '../components/request-reset-form';

/** With a token from an emailed link: choose the new password (or the first one, for added members). */
function ResetWithToken({ token }: { token: string }) {
  const navigate = useNavigate();
  const status = useResetLinkStatus(token);
  const reset = useResetPassword();

  if (status.isPending) {
    return (
      <Center mih="40vh" role="status" aria-label="Checking your link">
        <Loader />
      </Center>
    );
  }
  if (status.isError || !status.data.valid) return <Navigate to="/link-expired" replace />;

  const { purpose, email } = status.data;
  const settingFirst = purpose === 'SET_PASSWORD';
  const submit = ({ newPassword }: { newPassword: string }) =>
    reset.mutate(
      { token, password: newPassword },
      {
        // The sign-in form waits pre-filled, saying the password changed (login-params.ts `status`).
        onSuccess: () =>
          void navigate(`/login?${new URLSearchParams({ ...(email ? { email } : {}), status: 'reset' })}`, {
            replace: true,
          }),
      },
    );

  return (
    <CardPage
      title={settingFirst ? 'Set your password' : 'Choose a new password'}
      subtitle={email ? `For ${email}` : undefined}
    >
      <NewPasswordForm
        submitLabel={settingFirst ? 'Set password' : 'Save new password'}
        pending={reset.isPending}
        error={reset.error}
        onSubmit={submit}
      >
        <FormError error={reset.error} title="Could not save the password" />
      </NewPasswordForm>
    </CardPage>
  );
}

/** `/reset-password` and `/reset-password/{userSlug}` (spec §2). */
export default function ResetPasswordPage() {
  const { userSlug } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) return <ResetWithToken token={token} />;
  return (
    <CardPage title="Reset password" subtitle="Enter your account's email and we will send you a link.">
      <RequestResetForm instituteCustomUrl={userSlug} />
    </CardPage>
  );
}
