/**
 * Staff edit a bulletin before it goes out: reorder, remove and reword headlines, change announcements and the
 * thought. Once out, a change is a correction and asks what was corrected. Saves on the revision last seen.
 */
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ASSEMBLY_LIMITS, type Bulletin, formatDate } from '@noticeboard/shared';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { hasErrorCode, messageOf } from '../../../lib/api-error';
import { useEditBulletin } from '../api/assembly';
import { RemoveAnnouncementButton } from './remove-announcement-button';

interface Draft {
  headlines: Array<{ articleId: string; title: string; summary: string }>;
  announcements: Array<{ key: number; text: string }>;
  thought: string;
  correctionNote: string;
}

const draftOf = (bulletin: Bulletin): Draft => ({
  headlines: bulletin.headlines.map(({ articleId, title, summary }) => ({ articleId, title, summary })),
  announcements: bulletin.announcements.map((text, key) => ({ key, text })),
  thought: bulletin.thought?.text ?? '',
  correctionNote: '',
});

function move<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function BulletinEditor({ bulletin, onDone }: { bulletin: Bulletin; onDone: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(bulletin));
  const save = useEditBulletin();
  const out = bulletin.state === 'OUT';
  const stale = hasErrorCode(save.error, 'CONFLICT') && !out;
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const setHeadline = (index: number, patch: Partial<Draft['headlines'][number]>) =>
    set({ headlines: draft.headlines.map((item, at) => (at === index ? { ...item, ...patch } : item)) });

  const submit = () =>
    save.mutate(
      {
        id: bulletin.id,
        edit: {
          revision: bulletin.revision,
          headlines: draft.headlines,
          announcements: draft.announcements.map((item) => item.text.trim()).filter(Boolean),
          thought: draft.thought.trim() || null,
          ...(out ? { correctionNote: draft.correctionNote.trim() } : {}),
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: out ? 'Correction saved.' : 'Bulletin saved.' });
          onDone();
        },
      },
    );

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      aria-label="Edit the bulletin"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3">
            {out ? 'Correct the bulletin' : 'Edit the bulletin'}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDate(bulletin.day)} ·{' '}
            {out ? 'It has gone out: say what you corrected.' : 'Changes can be made until assembly.'}
          </Text>
        </div>
        {stale && (
          <Alert color="orange" title="Changed by someone else">
            Someone else saved this bulletin after you opened it. Close and open it again to see their changes.
          </Alert>
        )}
        {save.isError && !stale && <Alert color="red">{messageOf(save.error)}</Alert>}
        <Stack gap="sm">
          <Title order={3} fz="sm">
            Headlines
          </Title>
          {draft.headlines.length === 0 && (
            <Text size="sm" c="dimmed">
              No headlines left: the bulletin will have announcements, the thought and birthdays only.
            </Text>
          )}
          {draft.headlines.map((headline, index) => (
            <Paper key={headline.articleId} withBorder p="xs" radius="sm">
              <Stack gap={6}>
                <Group gap={4} justify="space-between" wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    Headline {index + 1}
                  </Text>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move headline ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => set({ headlines: move(draft.headlines, index, index - 1) })}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move headline ${index + 1} down`}
                      disabled={index === draft.headlines.length - 1}
                      onClick={() => set({ headlines: move(draft.headlines, index, index + 1) })}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove headline ${index + 1}`}
                      onClick={() => set({ headlines: draft.headlines.filter((_, at) => at !== index) })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
                <TextInput
                  label={`Title of headline ${index + 1}`}
                  value={headline.title}
                  maxLength={ASSEMBLY_LIMITS.headlineTitleMaxChars}
                  required
                  onChange={(event) => setHeadline(index, { title: event.currentTarget.value })}
                />
                <Textarea
                  label={`Summary of headline ${index + 1}`}
                  value={headline.summary}
                  autosize
                  minRows={2}
                  maxLength={ASSEMBLY_LIMITS.headlineSummaryMaxChars}
                  onChange={(event) => setHeadline(index, { summary: event.currentTarget.value })}
                />
              </Stack>
            </Paper>
          ))}
        </Stack>
        <Stack gap="xs">
          <Title order={3} fz="sm">
            Announcements
          </Title>
          {draft.announcements.map((item, index) => (
            <Group key={item.key} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label={`Announcement ${index + 1}`}
                value={item.text}
                maxLength={ASSEMBLY_LIMITS.announcementMaxChars}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  set({
                    announcements: draft.announcements.map((entry, at) =>
                      at === index ? { ...entry, text: value } : entry,
                    ),
                  });
                }}
              />
              <RemoveAnnouncementButton
                index={index}
                onRemove={() => set({ announcements: draft.announcements.filter((_, at) => at !== index) })}
              />
            </Group>
          ))}
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={draft.announcements.length >= ASSEMBLY_LIMITS.announcementsMax}
            onClick={() => set({ announcements: [...draft.announcements, { key: Date.now(), text: '' }] })}
            style={{ alignSelf: 'flex-start' }}
          >
            Add an announcement
          </Button>
        </Stack>
        <Textarea
          label="Thought for the day"
          value={draft.thought}
          autosize
          minRows={2}
          maxLength={ASSEMBLY_LIMITS.thoughtMaxChars}
          onChange={(event) => set({ thought: event.currentTarget.value })}
        />
        {out && (
          <TextInput
            label="What did you correct?"
            required
            minLength={3}
            value={draft.correctionNote}
            maxLength={ASSEMBLY_LIMITS.noteMaxChars}
            onChange={(event) => set({ correctionNote: event.currentTarget.value })}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {out ? 'Save correction' : 'Save bulletin'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
