import { Alert, Anchor, Skeleton, Text } from '@mantine/core';
import { HOME_PAGE_PATH } from '@noticeboard/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { usePublicInstitute } from '../../../lib/public-institute';
import { useSessionUser } from '../../../lib/use-session';
import { LoginForm } from '../components/login-form';

function InstituteGreeting({ customUrl }: { customUrl: string }) {
  const institute = usePublicInstitute(customUrl);
  if (institute.isPending) return <Skeleton height={16} width={200} />;
  if (institute.isError) return <>Sign in to your school account.</>;
  return <>Sign in to {institute.data.name}.</>;
}

/** `/login` and `/{userSlug}/login` (spec §2), reading the query parameters spec §2 lists. */
export default function LoginPage() {
  const { userSlug } = useParams();
  const [params] = useSearchParams();
  const user = useSessionUser();
  const verified = params.get('status')?.toLowerCase() === 'verified';

  return (
    <CardPage
      title="Sign in"
      subtitle={userSlug ? <InstituteGreeting customUrl={userSlug} /> : 'Welcome back to Noticeboard.'}
    >
      {verified && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title="Email verified">
          Your email address is verified. Sign in to continue.
        </Alert>
      )}
      {user && (
        <Text size="sm">
          You are signed in as {user.name}.{' '}
          <Anchor component={Link} to={HOME_PAGE_PATH}>
            Go to your home page
          </Anchor>
        </Text>
      )}
      <LoginForm initialEmail={params.get('email') ?? ''} instituteCustomUrl={userSlug} />
    </CardPage>
  );
}
