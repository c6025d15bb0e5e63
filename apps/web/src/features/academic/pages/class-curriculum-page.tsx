import { Alert, Anchor, Center, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { STUDENT_CLASS_INFO, STUDENT_CLASSES, type StudentClass } from '@noticeboard/shared';
import { Link, useSearchParams } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { useClasses } from '../api/classes';
import { useCurriculum } from '../api/curriculum';
import { useSessions } from '../api/sessions';
import { useSubjects } from '../api/subjects';
import { AddChapterForm } from '../components/add-chapter-form';
import { ChapterPlanList } from '../components/chapter-plan-list';

const isClass = (value: string | null): value is StudentClass => STUDENT_CLASSES.some((code) => code === value);
const CLASS_OPTIONS = STUDENT_CLASSES.map((code) => ({ value: code, label: STUDENT_CLASS_INFO[code].label }));

/** `/curriculum/class` (institute only): a class and subject's chapters and their plan in a session. */
export default function ClassCurriculumPage() {
  const [params, setParams] = useSearchParams();
  const sessions = useSessions();
  const classes = useClasses();
  const subjects = useSubjects();
  const chosenClass = params.get('class');
  const studentClass: StudentClass = isClass(chosenClass) ? chosenClass : 'THREE';
  const sessionId = params.get('session') ?? sessions.data?.find((session) => session.isCurrent)?.id ?? '';
  const taught = new Set(
    classes.data
      ?.flatMap((group) => group.classes)
      .find((entry) => entry.studentClass === studentClass)
      ?.sections.flatMap((section) => section.classSectionSubjectList.map((item) => item.subjectId)),
  );
  const subjectOptions = (subjects.data ?? [])
    .filter((subject) => taught.size === 0 || taught.has(subject.id))
    .map((subject) => ({ value: subject.id, label: subject.name }));
  const chosenSubject = params.get('subject');
  const subjectId = subjectOptions.some((option) => option.value === chosenSubject)
    ? (chosenSubject ?? '')
    : (subjectOptions[0]?.value ?? '');
  const ready = sessionId !== '' && subjectId !== '';
  const curriculum = useCurriculum({ sessionId, studentClass, subjectId }, ready);
  const choose = (key: string, value: string | null) => {
    if (!value) return;
    const next = new URLSearchParams(params);
    next.set(key, value);
    if (key === 'class') next.delete('subject');
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/curriculum" size="sm">
          ← Curriculum
        </Anchor>
        <Title order={1}>Class curriculum</Title>
        <Text c="dimmed">The chapters of a subject in teaching order, and when each is taught this session.</Text>
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <Select
            label="Class"
            data={CLASS_OPTIONS}
            value={studentClass}
            onChange={(v) => choose('class', v)}
            allowDeselect={false}
            miw={140}
          />
          <Select
            label="Subject"
            data={subjectOptions}
            value={subjectId || null}
            onChange={(v) => choose('subject', v)}
            allowDeselect={false}
            miw={160}
            nothingFoundMessage="No subjects"
          />
          <Select
            label="Session"
            data={(sessions.data ?? []).map((session) => ({ value: session.id, label: session.label }))}
            value={sessionId || null}
            onChange={(v) => choose('session', v)}
            allowDeselect={false}
            miw={120}
          />
        </Group>
      </Paper>
      {sessions.data?.length === 0 && (
        <Alert color="yellow">Add an academic session on the Curriculum page first.</Alert>
      )}
      {subjects.data && subjectOptions.length === 0 && (
        <Alert color="yellow">Add subjects on the Curriculum page first.</Alert>
      )}
      {ready && curriculum.isPending && (
        <Center py="xl" role="status" aria-label="Loading the plan">
          <Loader />
        </Center>
      )}
      {curriculum.isError && (
        <Alert color="red" role="alert">
          {messageOf(curriculum.error)}
        </Alert>
      )}
      {ready && curriculum.data && (
        <Stack gap="md">
          <ChapterPlanList
            key={`${sessionId}:${studentClass}:${subjectId}`}
            curriculum={curriculum.data}
            scope={{ subjectId, studentClass }}
          />
          <AddChapterForm scope={{ subjectId, studentClass }} />
        </Stack>
      )}
    </Stack>
  );
}
