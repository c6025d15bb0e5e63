/**
 * The morning assembly on `/school-news-events`: the bulletin out now for everyone (names for members only, by the
 * API), and for the school's staff the upcoming bulletin to edit and the settings.
 */
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type Bulletin, calendarDayOf, formatDate, formatDateTime } from '@noticeboard/shared';
import { IconEdit, IconSettings, IconSpeakerphone } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { FetchError } from '../../../components/fetch-error';
import { hasErrorCode } from '../../../lib/api-error';
import { useSchoolBulletins } from '../api/assembly';
import { BulletinEditor } from './bulletin-editor';
import { BulletinView } from './bulletin-view';

const SettingsPanel = lazy(() => import('./assembly-settings-panel'));

function headingOf(bulletin: Bulletin): string {
  const today = calendarDayOf(new Date());
  if (bulletin.state === 'UPCOMING') {
    return bulletin.day === today ? "Today's bulletin (before assembly)" : "Tomorrow's bulletin";
  }
  return bulletin.day === today ? "Today's assembly" : `Assembly of ${formatDate(bulletin.day)}`;
}

function EditableBulletin({ bulletin, canEdit }: { bulletin: Bulletin; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <BulletinEditor bulletin={bulletin} onDone={() => setEditing(false)} />;
  return (
    <Stack gap="xs">
      <BulletinView bulletin={bulletin} heading={headingOf(bulletin)} />
      {canEdit && (
        <Group gap="sm">
          <Button variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {bulletin.state === 'OUT' ? 'Correct this bulletin' : 'Edit this bulletin'}
          </Button>
          {bulletin.state === 'UPCOMING' && (
            <Text size="xs" c="dimmed">
              Goes out at {formatDateTime(bulletin.assemblyAt)}, then it is locked.
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}

export function AssemblySection({ customUrl }: { customUrl: string | undefined }) {
  const bulletins = useSchoolBulletins(customUrl);
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (bulletins.isPending) return <Skeleton height={180} radius="md" aria-label="Loading the assembly bulletin" />;
  if (bulletins.isError) {
    if (hasErrorCode(bulletins.error, 'NOT_FOUND')) return null;
    return (
      <FetchError
        error={bulletins.error}
        fallback="Could not load the assembly bulletin."
        onRetry={() => void bulletins.refetch()}
      />
    );
  }
  const { current, upcoming, canEdit, canConfigure, enabled } = bulletins.data;
  const settings = canConfigure && (
    <Suspense fallback={null}>
      {settingsOpen && <SettingsPanel opened onClose={() => setSettingsOpen(false)} />}
    </Suspense>
  );
  const settingsButton = canConfigure && (
    <Button
      variant="default"
      leftSection={<IconSettings size={16} aria-hidden />}
      onClick={() => setSettingsOpen(true)}
    >
      Assembly settings
    </Button>
  );
  if (!enabled) {
    if (!canConfigure) return null;
    return (
      <>
        <EmptyState icon={<IconSpeakerphone size={28} />} title="Morning assembly bulletin" actions={settingsButton}>
          Set your school days and assembly time, and a bulletin is put together by itself before each assembly: the
          day's news for children, birthdays, announcements, a thought of the day and yesterday's quiz toppers, to read
          out, print or play over the speakers.
        </EmptyState>
        {settings}
      </>
    );
  }
  return (
    <Stack gap="md" component="section" aria-label="Morning assembly">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="h3">
          Morning assembly
        </Title>
        {settingsButton}
      </Group>
      {canEdit &&
        (upcoming ? (
          <EditableBulletin bulletin={upcoming} canEdit />
        ) : (
          <Text size="sm" c="dimmed">
            The next bulletin is being put together and appears here in a minute.
          </Text>
        ))}
      {current ? (
        <EditableBulletin bulletin={current} canEdit={canEdit} />
      ) : (
        !canEdit && (
          <Text size="sm" c="dimmed">
            The first bulletin goes out at the next assembly.
          </Text>
        )
      )}
      {settings}
    </Stack>
  );
}
