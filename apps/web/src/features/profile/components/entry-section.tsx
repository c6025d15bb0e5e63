import { ActionIcon, Anchor, Button, FileButton, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDate, formatMonthYear, type ProfileEntry, type ProfileView } from '@noticeboard/shared';
import { IconExternalLink, IconFileTypePdf, IconPaperclip, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { removeEntry, reorderEntries, useProfileWrite } from '../api/edit-profile';
import { removeEntryFile, uploadEntryFile } from '../api/profile-files';
import type { EntrySectionText } from '../profile-sections';
import { EntryForm } from './entry-form';
import { MoveButtons } from './move-buttons';
import { ProfileSection } from './profile-section';

const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

function datesOf(section: EntrySectionText, entry: ProfileEntry): string | null {
  if (!entry.startDate) return null;
  if (section.kind === 'ACHIEVEMENT') return formatDate(entry.startDate);
  const start = formatMonthYear(entry.startDate);
  if (section.kind === 'CERTIFICATION')
    return entry.endDate ? `Issued ${start} · valid until ${formatMonthYear(entry.endDate)}` : `Issued ${start}`;
  return `${start} – ${entry.endDate ? formatMonthYear(entry.endDate) : 'present'}`;
}

const onError = (error: unknown) => notifications.show({ color: 'red', message: messageOf(error) });

function EntryItem({
  section,
  entry,
  own,
  first,
  last,
  onEdit,
  onMove,
}: {
  section: EntrySectionText;
  entry: ProfileEntry;
  own: boolean;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onMove: (direction: -1 | 1) => void;
}) {
  const remove = useProfileWrite(removeEntry);
  const upload = useProfileWrite(uploadEntryFile);
  const dropFile = useProfileWrite(removeEntryFile);
  const dates = datesOf(section, entry);
  const label = entry.title;
  return (
    <Stack gap={6} component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {entry.title}
          </Text>
          {entry.organisation && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.organisation}
            </Text>
          )}
          {dates && (
            <Text size="sm" c="dimmed">
              {dates}
            </Text>
          )}
        </Stack>
      </Group>
      {entry.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {entry.description}
        </Text>
      )}
      {entry.link && (
        <Anchor href={entry.link} target="_blank" rel="noopener noreferrer nofollow" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            View the certificate online <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
      {entry.file?.type === 'IMAGE' && (
        <Image src={entry.file.url} alt={`Picture of ${entry.title}`} radius="md" maw={360} fit="contain" />
      )}
      {entry.file?.type === 'PDF' && (
        <Anchor href={entry.file.url} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconFileTypePdf size={16} aria-hidden /> Download the certificate (PDF)
          </Group>
        </Anchor>
      )}
      {own && (
        <Group gap={4} wrap="wrap">
          <MoveButtons label={label} first={first} last={last} onMove={onMove} />
          <ActionIcon variant="subtle" size={44} aria-label={`Edit ${label}`} onClick={onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size={44}
            aria-label={`Remove ${label}`}
            loading={remove.isPending}
            onClick={() => remove.mutate({ kind: section.kind, id: entry.id }, { onError })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      )}
      {own && section.file && (
        <Group gap="xs">
          <FileButton
            accept={section.file === 'PICTURE_OR_PDF' ? `${PICTURE_TYPES},application/pdf` : PICTURE_TYPES}
            onChange={(file) => file && upload.mutate({ kind: section.kind, id: entry.id, file }, { onError })}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="sm"
                mih={44}
                loading={upload.isPending}
                leftSection={<IconPaperclip size={16} aria-hidden />}
                aria-label={`${entry.file ? 'Replace' : 'Add'} ${section.file === 'PICTURE' ? 'a picture' : 'a picture or PDF'} for ${label}`}
              >
                {entry.file ? 'Replace file' : section.file === 'PICTURE' ? 'Add a picture' : 'Add a picture or PDF'}
              </Button>
            )}
          </FileButton>
          {entry.file && (
            <Button
              variant="subtle"
              color="red"
              size="sm"
              mih={44}
              loading={dropFile.isPending}
              onClick={() => dropFile.mutate({ kind: section.kind, id: entry.id }, { onError })}
              aria-label={`Remove the file of ${label}`}
            >
              Remove file
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

/** Experience, education, certifications or achievements: the items, and for the owner add, edit, move, remove. */
export function EntrySection({ section, profile }: { section: EntrySectionText; profile: ProfileView }) {
  const own = profile.isSelf;
  const items = section.items(profile);
  const [editing, setEditing] = useState<ProfileEntry | 'new' | null>(null);
  const reorder = useProfileWrite(reorderEntries);
  if (!own && items.length === 0) return null;
  const move = (index: number, direction: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const target = index + direction;
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(target, 0, moved);
    reorder.mutate({ kind: section.kind, ids }, { onError });
  };
  return (
    <ProfileSection
      heading={section.heading}
      empty={items.length === 0 ? section.empty : null}
      action={
        own && (
          <Button
            variant="light"
            mih={44}
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {section.addLabel}
          </Button>
        )
      }
    >
      {items.length > 0 && (
        <Stack component="ul" gap="lg" p={0} m={0}>
          {items.map((entry, index) => (
            <EntryItem
              key={entry.id}
              section={section}
              entry={entry}
              own={own}
              first={index === 0}
              last={index === items.length - 1}
              onEdit={() => setEditing(entry)}
              onMove={(direction) => move(index, direction)}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? section.addLabel : `Edit ${section.heading.toLowerCase()}`}
        fullScreen={false}
        size="lg"
      >
        {editing !== null && (
          <EntryForm
            section={section}
            entry={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </ProfileSection>
  );
}
