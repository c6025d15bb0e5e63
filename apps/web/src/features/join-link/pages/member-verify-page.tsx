import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { JOIN_LINK_MESSAGES } from '@noticeboard/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { hasErrorCode, messageOf } from '../../../lib/api-error';
import { useMemberVerifyConfirm, useMemberVerifyPreview } from '../api/join-links';
import { LinkEnded } from '../components/link-ended';

const ROLE_WORDS = { CANDIDATE: 'a student', FACULTY: 'a teacher', ADMIN: 'an admin' } as const;

function Invitation({ token }: { token: string }) {
  const navigate = useNavigate();
  const preview = useMemberVerifyPreview(token);
  const confirm = useMemberVerifyConfirm();

  if (preview.isPending) {
    return (
      <Center mih="40vh" role="status" aria-label="Checking your invitation">
        <Loader />
      </Center>
    );
  }
  if (preview.isError) {
    if (hasErrorCode(preview.error, 'LINK_EXPIRED', 'VALIDATION_FAILED')) {
      return <LinkEnded title="Invitation expired" message={JOIN_LINK_MESSAGES.invitationExpired} />;
    }
    return (
      <CardPage title="Confirm your invitation">
        <Alert color="red" title="Could not check the invitation" role="alert">
          {messageOf(preview.error)}
        </Alert>
      </CardPage>
    );
  }
  const invitation = preview.data;
  const accept = () =>
    confirm.mutate(
      { token, school: invitation.instituteCustomUrl },
      {
        onSuccess: (result) => {
          // The password step is the reset page's, with the same token: one place sets passwords.
          const next =
            result.next === 'SET_PASSWORD'
              ? `/reset-password?${new URLSearchParams({ token })}`
              : `/login?${new URLSearchParams({ email: result.email, status: 'verified' })}`;
          void navigate(next, { replace: true });
        },
      },
    );
  return (
    <CardPage title={`Join ${invitation.instituteName}`} subtitle={`For ${invitation.email}`}>
      <Text>
        Hello {invitation.name},{' '}
        {invitation.hasPassword
          ? `${invitation.instituteName} accepted you on Noticeboard as ${ROLE_WORDS[invitation.role]}.`
          : `${invitation.instituteName} invited you to Noticeboard as ${ROLE_WORDS[invitation.role]}.`}{' '}
        Confirm that this is your email address
        {invitation.hasPassword ? ', then sign in with the password you chose.' : ', then choose your password.'}
      </Text>
      {confirm.isError &&
        (hasErrorCode(confirm.error, 'LINK_EXPIRED') ? (
          <Alert color="red" title="Invitation expired" role="alert">
            {JOIN_LINK_MESSAGES.invitationExpired}
          </Alert>
        ) : (
          <Alert color="red" title="Could not confirm" role="alert">
            {messageOf(confirm.error)}
          </Alert>
        ))}
      <Button onClick={accept} loading={confirm.isPending} size="md" fullWidth>
        {invitation.hasPassword ? 'Confirm my email' : 'Confirm and set my password'}
      </Button>
    </CardPage>
  );
}

/** `/community-member/verify?token=…` (open): the emailed link that confirms a person the school invited. */
export default function MemberVerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <LinkEnded title="Invitation expired" message={JOIN_LINK_MESSAGES.invitationExpired} />;
  return <Invitation token={token} />;
}
