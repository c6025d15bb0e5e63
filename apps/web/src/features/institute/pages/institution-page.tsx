import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError, messageOf } from '../../../lib/api-error';
import { usePublicInstitute } from '../../../lib/public-institute';
import { useSessionUser } from '../../../lib/use-session';
import { InstitutionDetails } from '../components/institution-details';
import { OwnInstitutionPanel } from '../components/own-institution-panel';
import { SchoolVerificationPanel } from '../components/school-verification-panel';

/**
 * `/institutions/{customUrl}` and `/institution/{customUrl}`: public school profile (spec §2). `extra`: what a page
 * in app/ composes in from other features (the assembly card); `ownSettings`: what only the school itself sees in
 * its account panel (editing its details).
 */
export default function InstitutionPage({
  extra,
  ownSettings,
}: {
  extra?: (customUrl: string) => ReactNode;
  ownSettings?: ReactNode;
}) {
  const { customUrl = '' } = useParams();
  const user = useSessionUser();
  const institute = usePublicInstitute(customUrl);
  useDocumentTitle(institute.data ? `${institute.data.name} · Noticeboard` : 'Institution · Noticeboard');

  if (institute.isPending) {
    return (
      <Center mih="40vh" role="status" aria-label="Loading school">
        <Loader />
      </Center>
    );
  }
  if (institute.isError) {
    const missing = isApiError(institute.error) && institute.error.statusCode === 404;
    return (
      <Alert
        color={missing ? 'gray' : 'red'}
        title={missing ? 'School not found' : 'Could not load this school'}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          {missing ? `There is no school at “${customUrl}” on Noticeboard.` : messageOf(institute.error)}
          <Button component={Link} to="/community" variant="light">
            Go to Community
          </Button>
        </Stack>
      </Alert>
    );
  }
  const isOwn = user?.type === 'INSTITUTE' && user.customUrl === institute.data.customUrl;
  return (
    <Stack gap="xl">
      <InstitutionDetails institute={institute.data} />
      {extra?.(institute.data.customUrl)}
      {isOwn && <OwnInstitutionPanel user={user} settings={ownSettings} />}
      {isOwn && <SchoolVerificationPanel />}
    </Stack>
  );
}
