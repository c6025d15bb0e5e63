import { Alert, Button, Center, Grid, Loader, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { isApiError, messageOf } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/use-session';
import { useProfile } from '../api/get-profile';
import { AboutSection } from '../components/about-section';
import { AccountDetailsButton } from '../components/account-details-form';
import { AudienceNote } from '../components/audience-note';
import { CompletenessHint } from '../components/completeness-hint';
import { EntrySection } from '../components/entry-section';
import { OwnAccountPanel } from '../components/own-account-panel';
import { PersonalInfoCard } from '../components/personal-info-card';
import { ProfileHeader } from '../components/profile-header';
import { ProfileWidgetsCompact } from '../components/profile-widgets';
import { SkillsSection } from '../components/skills-section';
import { ENTRY_SECTIONS } from '../profile-sections';

function ProfileUnavailable({ error }: { error: unknown }) {
  const status = isApiError(error) ? error.statusCode : 0;
  const title =
    status === 404 ? 'Profile not found' : status === 403 ? 'This profile is private' : 'Could not load this profile';
  const text =
    status === 404
      ? 'There is no member at this address, or their profile is only for their own school.'
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

/**
 * `/student/…`, `/profile/…`, `/user/…` and `/{userSlug}/{customUrl}`: a member's profile, with only the parts the
 * server sent for this viewer; on one's own, the editing, the completeness hint and the account panel.
 */
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
  const view = profile.data;
  const isOwn = view.isSelf;
  return (
    <Stack gap="lg" maw={1120} mx="auto" w="100%">
      <ProfileHeader profile={view} />
      {isOwn && (
        <Stack gap="xs">
          <CompletenessHint profile={view} />
          <AudienceNote profile={view} />
        </Stack>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <AboutSection profile={view} />
            {ENTRY_SECTIONS.map((section) => (
              <EntrySection key={section.kind} section={section} profile={view} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <SkillsSection profile={view} />
            <ProfileWidgetsCompact customUrl={view.customUrl} />
            <PersonalInfoCard profile={view} />
            {isOwn && user && <OwnAccountPanel user={user} settings={<AccountDetailsButton user={user} />} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
