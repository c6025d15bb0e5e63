import { Alert, List, Table, Text } from '@mantine/core';
import { classSectionLabel, type FieldProblem, type ImportResult, STUDENT_CLASS_INFO } from '@noticeboard/shared';
import { COLUMN_LABELS } from '../labels';

/** Every problem of a refused file (the error's `details`): row numbers as the spreadsheet shows them. */
export function ImportProblems({ problems }: { problems: readonly FieldProblem[] }) {
  const rows = new Set(problems.map((problem) => problem.row)).size;
  return (
    <Alert color="red" title="Nothing was imported" role="alert">
      <Text size="sm" mb="xs">
        {rows} row{rows === 1 ? '' : 's'} need fixing ({problems.length} problem{problems.length === 1 ? '' : 's'}).
        Correct the file and upload it again; row 1 is the header.
      </Text>
      <Table.ScrollContainer minWidth={300} mah={320}>
        <Table striped withTableBorder fz="sm" aria-label="Problems in the file">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Column</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.map((problem) => (
              <Table.Tr key={`${problem.row}-${problem.field}-${problem.message}`}>
                <Table.Td>{problem.row}</Table.Td>
                <Table.Td>{COLUMN_LABELS[problem.field] ?? problem.field}</Table.Td>
                <Table.Td>{problem.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Alert>
  );
}

const byClassOrder = (a: ImportResult['byClass'][number], b: ImportResult['byClass'][number]) =>
  STUDENT_CLASS_INFO[a.studentClass].numeric - STUDENT_CLASS_INFO[b.studentClass].numeric ||
  a.section.localeCompare(b.section);

/** What an accepted file did (or, for a check, would do). */
export function ImportSummary({ result }: { result: ImportResult }) {
  const title = result.dryRun
    ? `The file is valid: ${result.rows} students are ready to import`
    : `${result.imported} ${result.imported === 1 ? 'student' : 'students'} imported`;
  return (
    <Alert color="teal" title={title} role="status">
      <List size="sm" spacing={2}>
        {[...result.byClass].sort(byClassOrder).map((entry) => (
          <List.Item key={`${entry.studentClass}-${entry.section}`}>
            {classSectionLabel(entry.studentClass, entry.section)}: {entry.count}
          </List.Item>
        ))}
      </List>
      {!result.dryRun && (
        <Text size="sm" mt="xs">
          Each student was emailed a link to set a password.
          {result.consentsPending === 1 && ' 1 parent consent request is pending.'}
          {result.consentsPending > 1 && ` ${result.consentsPending} parent consent requests are pending.`}
        </Text>
      )}
    </Alert>
  );
}
