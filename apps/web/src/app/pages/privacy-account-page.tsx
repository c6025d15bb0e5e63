import { Container, Stack, Text, Title } from '@mantine/core';
import { roleOf } from '@noticeboard/shared';
import { BirthdaySharingPanel } from '../../features/assembly/components/birthday-sharing-panel';
import { MyConsentPanel } from '../../features/consent/components/my-consent-panel';
import { DataExportPanel } from '../../features/data-export/components/data-export-panel';
import { DeleteAccountPanel } from '../../features/deletion/components/delete-account-panel';
import { useSessionUser } from '../../lib/use-session';

/**
 * `/account/privacy` (not a spec route; issue 20): a person's data rights in one place. Each feature brings its own
 * section; a new one is one more line in the stack (deletion stays last: it is the one that cannot be undone).
 */
export default function PrivacyAccountPage() {
  const user = useSessionUser();
  if (!user) return null;
  // Staff choose whether their birthday is shown; students' birthdays follow their parent's consent.
  const staff = user.instituteId !== null && ['FACULTY', 'ADMIN'].includes(roleOf(user));
  return (
    <Container size="sm" py="lg" px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            Privacy and account
          </Title>
          <Text c="dimmed" size="sm">
            What Noticeboard keeps about you, a copy of it, and leaving.
          </Text>
        </Stack>
        <MyConsentPanel />
        {staff && <BirthdaySharingPanel />}
        <DataExportPanel />
        <DeleteAccountPanel user={user} />
      </Stack>
    </Container>
  );
}
