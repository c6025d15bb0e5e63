import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { formatDate, type MagazineConfig } from '@noticeboard/shared';
import { IconBook } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FetchError } from '../../../components/fetch-error';
import { messageOf } from '../../../lib/api-error';
import { useCreateIssue, useIssues } from '../api/issues';
import { IssueEditor } from './issue-editor';

/** The editors' issues: the list (drafts included), starting one, and the open issue (`?issue=`). */
export function IssuesPanel({ config }: { config: MagazineConfig }) {
  const [params, setParams] = useSearchParams();
  const openId = params.get('issue');
  const issues = useIssues();
  const open = (issueId: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('issue', issueId);
      return next;
    });

  if (openId) {
    return (
      <Stack gap="sm">
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.delete('issue');
                return next;
              })
            }
          >
            ← All issues
          </Button>
        </Group>
        <IssueEditor issueId={openId} sections={config.sections} schoolCustomUrl={config.schoolCustomUrl} />
      </Stack>
    );
  }
  if (issues.isPending) return <Skeleton h={160} radius="md" aria-label="Loading issues" />;
  if (issues.isError)
    return (
      <FetchError error={issues.error} fallback="Could not load the issues." onRetry={() => void issues.refetch()} />
    );
  const nextNumber = Math.max(0, ...issues.data.map((issue) => issue.number)) + 1;
  return (
    <Stack gap="md">
      <StartIssue nextNumber={nextNumber} onStarted={open} />
      {issues.data.length === 0 ? (
        <EmptyState icon={<IconBook size={28} />} title="No issues yet" order={3}>
          Start the first issue above, then place approved pieces in it and publish it for your school to read.
        </EmptyState>
      ) : (
        <Stack gap="xs" component="ul" aria-label="Issues" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {issues.data.map((issue) => (
            <li key={issue.id}>
              <Paper withBorder radius="md" p="sm">
                <UnstyledButton onClick={() => open(issue.id)} w="100%">
                  <Group justify="space-between" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        Issue {issue.number}: {issue.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {issue.pieceCount} {issue.pieceCount === 1 ? 'piece' : 'pieces'}
                        {issue.publishedAt ? ` · published ${formatDate(issue.publishedAt)}` : ''}
                      </Text>
                    </div>
                    <Badge color={issue.status === 'PUBLISHED' ? 'green' : 'gray'} variant="light" radius="sm">
                      {issue.status === 'PUBLISHED' ? 'Published' : 'Draft'}
                    </Badge>
                  </Group>
                </UnstyledButton>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function StartIssue({ nextNumber, onStarted }: { nextNumber: number; onStarted: (issueId: string) => void }) {
  const create = useCreateIssue();
  const [title, setTitle] = useState('');
  const [number, setNumber] = useState<number | string>(nextNumber);
  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ title: title.trim(), number: Number(number) }, { onSuccess: (issue) => onStarted(issue.id) });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="New issue’s title"
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <NumberInput label="Number" value={number} onChange={setNumber} min={1} w={110} />
          <Button type="submit" disabled={!title.trim()} loading={create.isPending}>
            Start an issue
          </Button>
        </Group>
        {create.isError && (
          <Text size="sm" c="red.8" role="alert" mt="xs">
            {messageOf(create.error)}
          </Text>
        )}
      </form>
    </Paper>
  );
}
