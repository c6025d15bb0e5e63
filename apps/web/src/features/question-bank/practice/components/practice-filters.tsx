import { Button, Collapse, Group, Paper, Select, SimpleGrid, Switch, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  type Difficulty,
  type McqFilters,
  STUDENT_CLASS_INFO,
  type StudentClass,
} from '@noticeboard/shared';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { PracticeFilter } from '../api/practice';

interface PracticeFiltersProps {
  filters: McqFilters | undefined;
  /** The choices are on their way (a failed load leaves them empty but usable: "any"). */
  loading: boolean;
  value: PracticeFilter;
  /** "Only new questions" needs a history: signed-in players only. */
  canFilterNew: boolean;
  onChange: (next: PracticeFilter) => void;
}

const withCount = (label: string, count: number) => `${label} (${count})`;

const chosenCount = (value: PracticeFilter) =>
  [value.studentClass, value.subject, value.chapter, value.difficulty, value.unattempted].filter(Boolean).length;

/** Class, subject, chapter and difficulty pickers; each starts at "any". Folded on phones so the question shows. */
export function PracticeFilters({ filters, loading, value, canFilterNew, onChange }: PracticeFiltersProps) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [opened, { toggle }] = useDisclosure(false);
  const chosen = chosenCount(value);
  const classes = (filters?.classes ?? []).map((entry) => ({
    value: entry.studentClass,
    label: withCount(STUDENT_CLASS_INFO[entry.studentClass].label, entry.questionCount),
  }));
  const subjects = (filters?.subjects ?? []).map((entry) => ({
    value: entry.name,
    label: withCount(entry.name, entry.questionCount),
  }));
  const chapters = (filters?.chapters ?? [])
    .filter((entry) => !value.subject || entry.subject.toLowerCase() === value.subject.toLowerCase())
    .map((entry) => ({ value: entry.title, label: withCount(entry.title, entry.questionCount) }));
  const present = filters?.difficulties ?? DIFFICULTIES;
  const difficulties = DIFFICULTIES.filter((level) => present.includes(level)).map((level) => ({
    value: level,
    label: DIFFICULTY_LABELS[level],
  }));
  const common = {
    size: 'md',
    clearable: true,
    placeholder: 'Any',
    disabled: loading,
    comboboxProps: { withinPortal: true },
  } as const;

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="form"
      aria-label="Practice filters"
      onSubmit={(event) => event.preventDefault()}
    >
      <Group justify="space-between" hiddenFrom="sm">
        <Group gap={8}>
          <IconAdjustmentsHorizontal size={20} aria-hidden />
          <Text fw={600}>
            {chosen === 0 ? 'All questions' : `${chosen} ${chosen === 1 ? 'filter' : 'filters'} chosen`}
          </Text>
        </Group>
        <Button
          variant="light"
          onClick={toggle}
          aria-expanded={opened}
          rightSection={opened ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        >
          {opened ? 'Hide filters' : 'Filters'}
        </Button>
      </Group>
      <Collapse expanded={wide || opened}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt={{ base: 'sm', sm: 0 }}>
          <Select
            {...common}
            label="Class"
            data={classes}
            value={value.studentClass ?? null}
            onChange={(next) => onChange({ ...value, studentClass: (next as StudentClass | null) ?? undefined })}
          />
          <Select
            {...common}
            label="Subject"
            searchable
            data={subjects}
            value={value.subject ?? null}
            // A chapter belongs to its subject: a new subject clears it.
            onChange={(next) => onChange({ ...value, subject: next ?? undefined, chapter: undefined })}
          />
          <Select
            {...common}
            label="Chapter"
            searchable
            data={chapters}
            value={value.chapter ?? null}
            disabled={loading || chapters.length === 0}
            onChange={(next) => onChange({ ...value, chapter: next ?? undefined })}
          />
          <Select
            {...common}
            label="Difficulty"
            data={difficulties}
            value={value.difficulty ?? null}
            onChange={(next) => onChange({ ...value, difficulty: (next as Difficulty | null) ?? undefined })}
          />
        </SimpleGrid>
        {canFilterNew && (
          <Switch
            mt="md"
            size="md"
            label="Only new questions"
            description="Skip the ones you have already practised"
            checked={value.unattempted === true}
            onChange={(event) => onChange({ ...value, unattempted: event.currentTarget.checked || undefined })}
          />
        )}
      </Collapse>
    </Paper>
  );
}
