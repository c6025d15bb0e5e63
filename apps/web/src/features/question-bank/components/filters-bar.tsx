import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { DIFFICULTIES, QUESTION_STATUSES, type QuestionStatus } from '@noticeboard/shared';
import { IconAdjustmentsHorizontal, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useSchoolSubjects, useSubjectChapters } from '../api/school-subjects';
import { CLASS_OPTIONS, difficultyLabel, statusLabel } from './bank-format';
import type { EditableFilter } from './use-list-filter';

interface FiltersBarProps {
  filter: EditableFilter;
  change: (patch: Partial<Record<keyof EditableFilter, string | undefined>>) => void;
  /** Hidden where the page fixes the status (the review tabs). */
  withStatus?: boolean;
  /** Statuses offered; all by default. */
  statuses?: readonly QuestionStatus[];
}

/** Class, subject, chapter (of that subject and class), difficulty, status and a search over the stem. */
export function FiltersBar({ filter, change, withStatus = true, statuses = QUESTION_STATUSES }: FiltersBarProps) {
  const subjects = useSchoolSubjects();
  const chapters = useSubjectChapters(filter.subjectId, filter.studentClass);
  const [search, setSearch] = useState(filter.search ?? '');
  const sendSearch = useDebouncedCallback((value: string) => change({ search: value.trim() || undefined }), 400);
  const active = Object.entries(filter).some(([key, value]) => key !== 'authorId' && value !== undefined);
  const chosen = [filter.studentClass, filter.subjectId, filter.chapterId, filter.difficulty, filter.status].filter(
    Boolean,
  ).length;
  // On phones only the search shows until "Filters" is pressed, so the questions start near the top.
  const wide = useMediaQuery('(min-width: 48em)');
  const [opened, { toggle }] = useDisclosure(chosen > 0);
  const expanded = wide || opened;

  return (
    <form aria-label="Filter questions" onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: withStatus ? 7 : 6 }} spacing="xs">
        <TextInput
          label="Search"
          placeholder="Words in the question"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            sendSearch(event.currentTarget.value);
          }}
          style={{ gridColumn: 'span 2' }}
        />
        {!wide && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconAdjustmentsHorizontal size={14} />}
            onClick={toggle}
            aria-expanded={opened}
            style={{ gridColumn: 'span 2', justifySelf: 'start' }}
          >
            {opened ? 'Hide filters' : chosen > 0 ? `Filters (${chosen})` : 'Filters'}
          </Button>
        )}
        {expanded && (
          <>
            <Select
              label="Class"
              placeholder="All classes"
              data={CLASS_OPTIONS}
              value={filter.studentClass ?? null}
              onChange={(value) => change({ studentClass: value ?? undefined, chapterId: undefined })}
              clearable
            />
            <Select
              label="Subject"
              placeholder="All subjects"
              data={(subjects.data ?? []).map((subject) => ({ value: subject.id, label: subject.name }))}
              value={filter.subjectId ?? null}
              onChange={(value) => change({ subjectId: value ?? undefined, chapterId: undefined })}
              clearable
              searchable
            />
            <Select
              label="Chapter"
              placeholder={filter.subjectId && filter.studentClass ? 'All chapters' : 'Choose class and subject'}
              data={(chapters.data ?? []).map((chapter) => ({ value: chapter.id, label: chapter.title }))}
              value={filter.chapterId ?? null}
              onChange={(value) => change({ chapterId: value ?? undefined })}
              disabled={!filter.subjectId || !filter.studentClass}
              clearable
              searchable
            />
            <Select
              label="Difficulty"
              placeholder="Any"
              data={DIFFICULTIES.map((value) => ({ value, label: difficultyLabel(value) }))}
              value={filter.difficulty ?? null}
              onChange={(value) => change({ difficulty: value ?? undefined })}
              clearable
            />
            {withStatus && (
              <Select
                label="Status"
                placeholder="Any"
                data={statuses.map((value) => ({ value, label: statusLabel(value) }))}
                value={filter.status ?? null}
                onChange={(value) => change({ status: value ?? undefined })}
                clearable
              />
            )}
          </>
        )}
      </SimpleGrid>
      {active && (
        <Group justify="flex-end" mt={6}>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconX size={14} />}
            onClick={() => {
              setSearch('');
              change({
                studentClass: undefined,
                subjectId: undefined,
                chapterId: undefined,
                difficulty: undefined,
                status: undefined,
                search: undefined,
              });
            }}
          >
            Clear filters
          </Button>
        </Group>
      )}
    </form>
  );
}
