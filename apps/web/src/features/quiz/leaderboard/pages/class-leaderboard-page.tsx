import { Group, Select, Stack, Text, Title } from '@mantine/core';
import {
  classSectionLabel,
  type QuizDateRange,
  roleOf,
  type SectionType,
  STUDENT_CLASS_INFO,
  type StudentClass,
} from '@noticeboard/shared';
import { useState } from 'react';
import { RangeTabs } from '../../../../components/range-tabs';
import { useSessionUser } from '../../../../lib/use-session';
import { type ClassSection, useLeaderboard, useSchoolClassSections } from '../api/leaderboard';
import { BoardView } from '../components/board-view';

const ALL_SECTIONS = '';

/** `/leaderboard/class`: a class (or section) board; staff pick among their school's classes, students see theirs. */
export default function ClassLeaderboardPage() {
  const user = useSessionUser();
  const staff = user ? ['INSTITUTE', 'FACULTY', 'ADMIN'].includes(roleOf(user)) : false;
  const classSections = useSchoolClassSections(user, staff);
  const [range, setRange] = useState<QuizDateRange>('TODAY');
  const [picked, setPicked] = useState<StudentClass | null>(null);
  const [section, setSection] = useState<SectionType | typeof ALL_SECTIONS>(ALL_SECTIONS);
  const options = classSections.data ?? [];
  const studentClass = staff ? (picked ?? options[0]?.studentClass ?? null) : (user?.studentClass ?? null);
  const choice = staff
    ? {
        range,
        scope: section ? ('SECTION' as const) : ('CLASS' as const),
        studentClass: studentClass ?? undefined,
        section: section || undefined,
      }
    : { range, scope: 'CLASS' as const };
  const board = useLeaderboard(user, choice, !staff || studentClass !== null);
  return (
    <Stack maw={760} mx="auto" w="100%" gap="md">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Class leaderboard
        </Title>
        <Text c="dimmed" size="sm">
          {staff
            ? 'How each class of your school is doing in the daily quiz.'
            : `Your class: ${classSectionLabel(user?.studentClass ?? null, null)}`}
        </Text>
      </Stack>
      {staff && (
        <ClassPickers
          options={options}
          studentClass={studentClass}
          section={section}
          onClass={(next) => {
            setPicked(next);
            setSection(ALL_SECTIONS);
          }}
          onSection={setSection}
        />
      )}
      <RangeTabs value={range} onChange={setRange} />
      {staff && studentClass === null && classSections.isSuccess ? (
        <Text c="dimmed">Your school has no classes with students yet.</Text>
      ) : (
        <BoardView board={board} showMine={!staff} />
      )}
    </Stack>
  );
}

function ClassPickers(props: {
  options: ClassSection[];
  studentClass: StudentClass | null;
  section: SectionType | typeof ALL_SECTIONS;
  onClass: (studentClass: StudentClass) => void;
  onSection: (section: SectionType | typeof ALL_SECTIONS) => void;
}) {
  const classes = [...new Set(props.options.map((option) => option.studentClass))];
  const sections = props.options.filter((option) => option.studentClass === props.studentClass);
  return (
    <Group grow gap="sm">
      <Select
        label="Class"
        data={classes.map((value) => ({ value, label: STUDENT_CLASS_INFO[value].label }))}
        value={props.studentClass}
        onChange={(value) => value && props.onClass(value as StudentClass)}
        allowDeselect={false}
      />
      <Select
        label="Section"
        data={[
          { value: ALL_SECTIONS, label: 'All sections' },
          ...sections.map(({ section }) => ({ value: section, label: `Section ${section}` })),
        ]}
        value={props.section}
        onChange={(value) => props.onSection((value ?? ALL_SECTIONS) as SectionType | typeof ALL_SECTIONS)}
        allowDeselect={false}
      />
    </Group>
  );
}
