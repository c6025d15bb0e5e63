import { Stack, Text, Title } from '@mantine/core';
import { StudentsPanel } from '../components/students-panel';

/** `/candidate` (institute only): the school's students, one by one or a whole class from a file. */
export default function CandidatePage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Students</Title>
        <Text c="dimmed">
          Add students one by one or upload a class from CSV or XLSX; each gets an email to set a password.
        </Text>
      </Stack>
      <StudentsPanel />
    </Stack>
  );
}
