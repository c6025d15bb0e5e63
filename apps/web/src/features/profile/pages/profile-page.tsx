import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { isApiError, messageOf } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/use-session';
import { useProfile } from '../api/get-profile';
import { OwnAccountPanel } from '../components/own-account-panel';
import { ProfileHeader } from '../components/profile-header';

function ProfileUnavailable({ error }: { error: unknown }) {
  const status = isApiError(error) ? error.statusCode : 0;
  const title =
    status === 404 ? 'Profile not found' : status === 403 ? 'This profile is private' : 'Could not load this profile';
  const text =
    status === 404
      ? 'There is no member at this address.'
      : status === 403
        ? 'You can only see profiles of people in your own school.'
        : messageOf(error);
  return (
    <Alert color={status === 404 || status === 403 ? 'gray' : 'red'} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        {text}
        <Button component={Link} to="/community" variant="light">
          Go to Community
        </Button>
      </Stack>
    </Alert>
  );
}

/** `/student/…`, `/profile/…`, `/user/…` and `/{userSlug}/{customUrl}`: a member's profile. */
export default function ProfilePage() {
  const { customUrl = '' } = useParams();
  const user = useSessionUser();
  const profile = useProfile(customUrl);
  useDocumentTitle(profile.data ? `${profile.data.name} · Noticeboard` : 'Profile · Noticeboard');

  if (profile.isPending) {
    return (
      <Center mih="40vh" role="status" aria-label="Loading profile">
        <Loader />
      </Center>
    );
  }
  if (profile.isError) return <ProfileUnavailable error={profile.error} />;
  const isOwn = profile.data.isSelf || user?.customUrl === profile.data.customUrl;
  return (
    <Stack gap="xl">
      <ProfileHeader profile={profile.data} />
      {isOwn && user && <OwnAccountPanel user={user} />}
    </Stack>
  );
}
