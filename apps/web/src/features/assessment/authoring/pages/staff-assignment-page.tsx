import { Alert, Anchor, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ASSESSMENT_AUTHORING_MESSAGES, ASSIGNMENT_TYPE_LABELS, type StaffAssignment } from '@noticeboard/shared';
import { IconBan } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FetchError } from '../../../../components/fetch-error';
import { isApiError, messageOf } from '../../../../lib/api-error';
import { useAssignment } from '../api/assignment';
import { useCancelAssignment } from '../api/cancel';
import { assignmentsPagePath } from '../api/keys';
import { CopyAssignmentButton } from '../components/copy-assignment-button';
import { DraftEditor } from '../components/draft-editor';
import { StatusBadge } from '../components/status-badge';
import { STAFF_ASSIGNMENT_TABS } from '../staff-assignment-tabs';

function PublishedView({ assignment }: { assignment: StaffAssignment }) {
  const [params, setParams] = useSearchParams();
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelAssignment(assignment.code);
  const tabs = STAFF_ASSIGNMENT_TABS.filter((tab) => tab.shows?.(assignment) ?? true);
  const current = tabs.find((tab) => tab.value === params.get('tab')) ?? tabs[0];
  const mayCancel = assignment.canManage && assignment.state === 'PUBLISHED' && assignment.attempts.started === 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Group gap="xs">
            <StatusBadge status={assignment.status} />
            <Text size="sm" c="dimmed">
              {ASSIGNMENT_TYPE_LABELS[assignment.type]} · code {assignment.code}
              {assignment.author ? ` · by ${assignment.author.name}` : ''}
            </Text>
          </Group>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} mt={4}>
            {assignment.title}
          </Title>
        </div>
        <Group gap="xs">
          <CopyAssignmentButton code={assignment.code} />
          {mayCancel && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => setCancelling(true)}
            >
              Cancel {assignment.type === 'ASSESSMENT' ? 'assessment' : 'assignment'}
            </Button>
          )}
        </Group>
      </Group>
      <Tabs
        value={current?.value ?? null}
        onChange={(value) =>
          setParams(
            (old) => {
              const next = new URLSearchParams(old);
              if (value && value !== tabs[0]?.value) next.set('tab', value);
              else next.delete('tab');
              return next;
            },
            { replace: true },
          )
        }
      >
        <Tabs.List aria-label="Sections">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {current && (
          <Tabs.Panel value={current.value} pt="md">
            <Suspense fallback={<Skeleton h={200} radius="md" />}>
              <current.Panel assignment={assignment} />
            </Suspense>
          </Tabs.Panel>
        )}
      </Tabs>
      <ConfirmDialog
        opened={cancelling}
        title={`Cancel “${assignment.title}”?`}
        confirmLabel="Cancel it"
        color="red"
        loading={cancel.isPending}
        onClose={() => setCancelling(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setCancelling(false);
              notifications.show({ color: 'teal', message: `“${assignment.title}” was cancelled.` });
            },
            onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
          })
        }
      >
        Nobody has started it. Students will no longer see it; a repeating one stops repeating.
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * `/assessment-details/{assignmentCode}` for the school's staff: a draft opens in the editor; a published one shows
 * its summary and tabs (the grading and face parts add theirs in staff-assignment-tabs.tsx).
 */
export default function StaffAssignmentPage() {
  const { assignmentCode = '' } = useParams();
  const code = assignmentCode.toUpperCase();
  const assignment = useAssignment(code);
  const [generation, setGeneration] = useState(0);
  if (assignment.isError) {
    if (isApiError(assignment.error) && assignment.error.statusCode === 404) {
      return (
        <Alert color="gray" variant="light" title={ASSESSMENT_AUTHORING_MESSAGES.notFound}>
          <Anchor component={Link} to={assignmentsPagePath('ASSESSMENT')}>
            Go to assessments
          </Anchor>
        </Alert>
      );
    }
    return (
      <FetchError
        error={assignment.error}
        fallback="Failed to fetch the assignment"
        onRetry={() => void assignment.refetch()}
      />
    );
  }
  if (!assignment.data) return <Skeleton h={320} radius="md" aria-label="Loading the assignment" />;
  if (assignment.data.state === 'DRAFT') {
    return (
      <DraftEditor
        key={`${assignment.data.code}-${generation}`}
        assignment={assignment.data}
        onReload={() => void assignment.refetch().then(() => setGeneration((value) => value + 1))}
      />
    );
  }
  return <PublishedView assignment={assignment.data} />;
}
