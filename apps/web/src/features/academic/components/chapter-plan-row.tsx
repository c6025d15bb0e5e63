import { ActionIcon, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  CURRICULUM_STATUS_LABELS,
  CURRICULUM_STATUSES,
  type CurriculumItem,
  type CurriculumStatus,
} from '@noticeboard/shared';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

export interface PlanDraft {
  plannedStart: string;
  plannedEnd: string;
  status: CurriculumStatus;
}

interface ChapterPlanRowProps {
  item: CurriculumItem;
  draft: PlanDraft;
  error: { plannedStart?: string; plannedEnd?: string } | undefined;
  window: { startsOn: string; endsOn: string };
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onDraft: (draft: PlanDraft) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

const STATUS_OPTIONS = CURRICULUM_STATUSES.map((value) => ({ value, label: CURRICULUM_STATUS_LABELS[value] }));

/** A chapter in teaching order, with its planned dates and progress in the chosen session. */
export function ChapterPlanRow(props: ChapterPlanRowProps) {
  const { item, draft, error, window, busy } = props;
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`Chapter ${item.position}: ${item.title}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={500} size="sm">
            {item.position}. {item.title}
          </Text>
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={`Move ${item.title} up`}
              disabled={props.isFirst || busy}
              onClick={() => props.onMove(-1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={`Move ${item.title} down`}
              disabled={props.isLast || busy}
              onClick={() => props.onMove(1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${item.title}`}
              disabled={busy}
              onClick={props.onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <TextInput
            type="date"
            size="xs"
            label="Start"
            min={window.startsOn}
            max={window.endsOn}
            value={draft.plannedStart}
            error={error?.plannedStart}
            onChange={(event) => props.onDraft({ ...draft, plannedStart: event.currentTarget.value })}
            aria-label={`Start of ${item.title}`}
          />
          <TextInput
            type="date"
            size="xs"
            label="End"
            min={draft.plannedStart || window.startsOn}
            max={window.endsOn}
            value={draft.plannedEnd}
            error={error?.plannedEnd}
            onChange={(event) => props.onDraft({ ...draft, plannedEnd: event.currentTarget.value })}
            aria-label={`End of ${item.title}`}
          />
          <Select
            size="xs"
            label="Status"
            data={STATUS_OPTIONS}
            value={draft.status}
            allowDeselect={false}
            onChange={(value) => value && props.onDraft({ ...draft, status: value as CurriculumStatus })}
            aria-label={`Status of ${item.title}`}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
