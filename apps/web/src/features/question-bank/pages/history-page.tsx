import { Card, Group, Pagination, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { QuestionPaperDownload } from '@noticeboard/shared';
import { formatDate } from '@noticeboard/shared';
import { useState } from 'react';
import { FetchError } from '../../../components/fetch-error';
import { useDownloadHistory } from '../api/downloads';
import { questionsCount } from '../components/bank-format';
import { BankHeader } from '../components/bank-nav';
import { PaperLinks } from '../components/paper-dialog';

function HistoryTable({ papers }: { papers: QuestionPaperDownload[] }) {
  return (
    <ScrollArea visibleFrom="sm">
      <Table striped verticalSpacing="sm" aria-label="Question papers made">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th ta="right">Questions</Table.Th>
            <Table.Th>Made by</Table.Th>
            <Table.Th>On</Table.Th>
            <Table.Th>Files</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {papers.map((paper) => (
            <Table.Tr key={paper.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {paper.title}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{paper.questionCount}</Table.Td>
              <Table.Td>{paper.createdBy.name}</Table.Td>
              <Table.Td>{formatDate(paper.createdAt)}</Table.Td>
              <Table.Td>
                <PaperLinks paper={paper} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function HistoryCards({ papers }: { papers: QuestionPaperDownload[] }) {
  return (
    <Stack
      gap="sm"
      hiddenFrom="sm"
      component="ul"
      aria-label="Question papers made"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {papers.map((paper) => (
        <Card key={paper.id} withBorder radius="md" padding="sm" component="li">
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {paper.title}
            </Text>
            <Text size="xs" c="dimmed">
              {questionsCount(paper.questionCount)} · {paper.createdBy.name} · {formatDate(paper.createdAt)}
            </Text>
            <PaperLinks paper={paper} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** `/download-question-bank/history` (school, faculty, admin): the papers made at the school, to download again. */
export default function DownloadHistoryPage() {
  const [page, setPage] = useState(0);
  const history = useDownloadHistory(page);
  return (
    <Stack gap="lg">
      <BankHeader title="Question papers" subtitle="Papers made from the bank, with their answer keys." />
      {history.isPending ? (
        <Skeleton height={200} role="status" aria-label="Loading papers" />
      ) : history.isError ? (
        <FetchError
          error={history.error}
          fallback="Could not load the papers."
          onRetry={() => void history.refetch()}
        />
      ) : history.data.content.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No papers yet. Choose questions in the bank and press “Download question paper”.
        </Text>
      ) : (
        <>
          <HistoryTable papers={history.data.content} />
          <HistoryCards papers={history.data.content} />
          {history.data.totalPages > 1 && (
            <Group justify="center">
              <Pagination
                total={history.data.totalPages}
                value={page + 1}
                onChange={(next) => setPage(next - 1)}
                size="sm"
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
