import {
  Box,
  Button,
  Checkbox,
  Drawer,
  Group,
  NumberInput,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  ASSIGNMENT_LIMITS,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  type Difficulty,
  STUDENT_CLASS_INFO,
  STUDENT_CLASSES,
  type StaffAssignment,
  type StudentClass,
} from '@noticeboard/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { FetchError } from '../../../../components/fetch-error';
import { messageOf } from '../../../../lib/api-error';
import { useBankPicker } from '../api/bank-questions';
import { useQuestionChange } from '../api/questions';
import { useSchoolSubjects, useSubjectChapters } from '../api/school-subjects';
import { wholeOrNull } from './editor-values';

interface BankPickerDrawerProps {
  assignment: StaffAssignment;
  opened: boolean;
  onClose: () => void;
}

/**
 * The school's usable question bank (its own approved questions, adopted schools' and the open set), filtered by
 * class, subject, chapter, difficulty and words, a page at a time; the chosen ones are copied in with their answers.
 */
export default function BankPickerDrawer({ assignment, opened, onClose }: BankPickerDrawerProps) {
  const [studentClass, setStudentClass] = useState<StudentClass | null>(assignment.studentClass);
  const [subjectId, setSubjectId] = useState<string | null>(assignment.subject?.id ?? null);
  const [chapterId, setChapterId] = useState<string | null>(null);
  const [difficulty, setDifficulty] = useState<Difficulty | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<string[]>([]);
  const [marks, setMarks] = useState<number | null>(1);
  const subjects = useSchoolSubjects();
  const chapters = useSubjectChapters(subjectId, studentClass);
  const subjectName = subjects.data?.find((subject) => subject.id === subjectId)?.name;
  const bank = useBankPicker(
    assignment.code,
    {
      studentClass: studentClass ?? undefined,
      subject: subjectName,
      chapterId: chapterId ?? undefined,
      difficulty: difficulty ?? undefined,
      search: debounced || undefined,
      page,
    },
    opened,
  );
  const add = useQuestionChange(assignment.code);
  const room = ASSIGNMENT_LIMITS.questionsMax - assignment.questions.length;
  const filter = (apply: () => void) => {
    apply();
    setPage(0);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title="Add from question bank"
      aria-describedby="bank-picker-note"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" id="bank-picker-note">
          Approved questions your school may use. They are copied in: a later change in the bank leaves this{' '}
          {assignment.type === 'ASSESSMENT' ? 'assessment' : 'assignment'} as it is.
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label="Class"
            placeholder="Any class"
            clearable
            data={STUDENT_CLASSES.map((value) => ({ value, label: STUDENT_CLASS_INFO[value].label }))}
            value={studentClass}
            onChange={(value) =>
              filter(() => {
                setStudentClass(value as StudentClass | null);
                setChapterId(null);
              })
            }
          />
          <Select
            label="Subject"
            placeholder="Any subject"
            clearable
            data={(subjects.data ?? []).map((subject) => ({ value: subject.id, label: subject.name }))}
            value={subjectId}
            onChange={(value) =>
              filter(() => {
                setSubjectId(value);
                setChapterId(null);
              })
            }
          />
          <Select
            label="Chapter"
            placeholder={subjectId && studentClass ? 'Any chapter' : 'Choose a class and subject'}
            clearable
            disabled={!subjectId || !studentClass}
            data={(chapters.data ?? []).map((chapter) => ({ value: chapter.id, label: chapter.title }))}
            value={chapterId}
            onChange={(value) => filter(() => setChapterId(value))}
          />
          <Select
            label="Difficulty"
            placeholder="Any difficulty"
            clearable
            data={DIFFICULTIES.map((value) => ({ value, label: DIFFICULTY_LABELS[value] }))}
            value={difficulty}
            onChange={(value) => filter(() => setDifficulty(value as Difficulty | null))}
          />
        </SimpleGrid>
        <TextInput
          label="Search the questions"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(0);
          }}
        />
        {bank.isError ? (
          <FetchError error={bank.error} fallback="Failed to fetch questions" onRetry={() => void bank.refetch()} />
        ) : !bank.data ? (
          <Stack gap="xs" aria-label="Loading questions">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h={44} radius="sm" />
            ))}
          </Stack>
        ) : bank.data.content.length === 0 ? (
          <Text c="dimmed" size="sm">
            No approved questions match these filters.
          </Text>
        ) : (
          <Stack gap="sm" role="group" aria-label="Questions of the bank">
            {bank.data.content.map((question) => (
              <Checkbox
                key={question.id}
                disabled={question.added}
                checked={question.added || chosen.includes(question.id)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setChosen((old) => (on ? [...old, question.id] : old.filter((id) => id !== question.id)));
                }}
                label={question.stem}
                description={`${STUDENT_CLASS_INFO[question.studentClass].label} · ${question.subjectName}${
                  question.chapterTitle ? ` · ${question.chapterTitle}` : ''
                } · ${DIFFICULTY_LABELS[question.difficulty]}${question.added ? ' · Already added' : ''} · Answer: ${
                  question.options[question.answerIndex] ?? ''
                }`}
              />
            ))}
          </Stack>
        )}
        {bank.data && bank.data.totalPages > 1 && (
          <Pagination
            size="sm"
            total={bank.data.totalPages}
            value={page + 1}
            onChange={(next) => setPage(next - 1)}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
        {/* Kept in reach at the foot of the drawer however far the list scrolls. */}
        <Box
          pos="sticky"
          bottom={0}
          py="sm"
          style={{
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-default-border)',
          }}
        >
          <Group justify="space-between" align="flex-end" gap="sm">
            <NumberInput
              label="Marks for each"
              min={1}
              max={ASSIGNMENT_LIMITS.marksMax}
              w={140}
              value={marks ?? ''}
              onChange={(value) => setMarks(wholeOrNull(value))}
            />
            <Button
              disabled={chosen.length === 0 || chosen.length > room || !marks}
              loading={add.isPending}
              onClick={() =>
                add.mutate(
                  { action: 'bank', bankQuestionIds: chosen, marks: marks ?? 1 },
                  {
                    onSuccess: () => {
                      notifications.show({
                        color: 'teal',
                        message: `${chosen.length} ${chosen.length === 1 ? 'question' : 'questions'} added.`,
                      });
                      setChosen([]);
                      onClose();
                    },
                    onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
                  },
                )
              }
            >
              {chosen.length === 0
                ? 'Choose questions to add'
                : `Add ${chosen.length} ${chosen.length === 1 ? 'question' : 'questions'}`}
            </Button>
          </Group>
          {chosen.length > room && (
            <Text size="sm" c="red.8" role="alert">
              An assignment has at most {ASSIGNMENT_LIMITS.questionsMax} questions: {room} more fit.
            </Text>
          )}
        </Box>
      </Stack>
    </Drawer>
  );
}
