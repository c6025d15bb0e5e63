import { Alert, Anchor, Skeleton, Text } from '@mantine/core';
import { HOME_PAGE_PATH } from '@noticeboard/shared';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { usePublicInstitute } from '../../../lib/public-institute';
import { useSessionUser } from '../../../lib/use-session';
import { HandoverOffer } from '../components/handover-offer';
import { LoginForm } from '../components/login-form';
import { AUDIENCE_GREETINGS, type LoginNotice, readLoginParams } from '../login-params';

function InstituteGreeting({ customUrl }: { customUrl: string }) {
  const institute = usePublicInstitute(customUrl);
  if (institute.isPending) return <Skeleton height={16} width={200} />;
  if (institute.isError) return <>Sign in to your school account.</>;
  return <>Sign in to {institute.data.name}.</>;
}

const NOTICE_TEXT: Record<Exclude<LoginNotice, null>, { title: string; body: string; success: boolean }> = {
  verified: { title: 'Email verified', body: 'Your email address is verified. Sign in to continue.', success: true },
  'password-reset': { title: 'Password changed', body: 'Sign in with your new password.', success: true },
  'session-ended': { title: 'Signed out', body: 'Your session has ended. Please sign in again.', success: false },
  'signed-out': { title: 'Signed out', body: 'You have signed out. See you soon!', success: false },
};

/** `/login` and `/{userSlug}/login` (spec §2), reading every query parameter spec §2 lists (login-params.ts). */
export default function LoginPage() {
  const { userSlug } = useParams();
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  const intent = readLoginParams(params);
  // A handed-over token leaves the address bar at once (history, screenshots, shared screens).
  const [handedOver] = useState(intent.authToken);
  useEffect(() => {
    if (!params.has('authToken')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('authToken');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  const notice = intent.notice ? NOTICE_TEXT[intent.notice] : null;

  return (
    <CardPage
      title="Sign in"
      subtitle={
        userSlug ? (
          <InstituteGreeting customUrl={userSlug} />
        ) : intent.audience ? (
          AUDIENCE_GREETINGS[intent.audience]
        ) : (
          'Welcome back to Noticeboard.'
        )
      }
    >
      {notice && (
        <Alert
          color={notice.success ? 'green' : 'blue'}
          variant="light"
          icon={notice.success ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />}
          title={notice.title}
        >
          {notice.body}
        </Alert>
      )}
      {user ? (
        <Text size="sm">
          You are signed in as {user.name}.{' '}
          <Anchor component={Link} to={intent.next ?? HOME_PAGE_PATH}>
            {intent.next ? 'Continue' : 'Go to your home page'}
          </Anchor>
        </Text>
      ) : (
        handedOver && <HandoverOffer token={handedOver} next={intent.next} />
      )}
      <LoginForm initialEmail={intent.email} instituteCustomUrl={userSlug} next={intent.next} />
    </CardPage>
  );
}
