import { Button, Center, Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { CardPage } from '../../../components/card-page';
import { useVerifyInstitute } from '../api/institute-verify';

/** `/institute/verify?token=`: confirms a school's email from the link it was sent. */
export default function InstituteVerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyInstitute();
  const started = useRef(false);

  useEffect(() => {
    // Tokens are single-use: a second request (e.g. React's development double effect) would fail.
    if (started.current || !token) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify.mutate]);

  if (!token) {
    return (
      <CardPage title="Verify your school">
        <Text>This verification link is incomplete. Open the link from your email again, or sign in.</Text>
        <Button component={Link} to="/login?type=institute" fullWidth>
          Sign in
        </Button>
      </CardPage>
    );
  }
  if (verify.isError) return <Navigate to="/link-expired" replace />;
  if (!verify.isSuccess) {
    return (
      <Center mih="40vh" role="status" aria-label="Verifying">
        <Loader />
      </Center>
    );
  }
  return (
    <CardPage title="Email confirmed">
      <Text>Your school's email address is confirmed. You can now sign in.</Text>
      <Text size="sm" c="dimmed">
        The Verified badge on your public page comes later, once the Noticeboard team has checked your UDISE code or
        board affiliation number: send it from your school's page.
      </Text>
      <Button component={Link} to="/login?type=institute&status=verified" fullWidth>
        Sign in
      </Button>
    </CardPage>
  );
}
