import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ASSESSMENT_AUTHORING_MESSAGES, type StaffAssignment } from '@noticeboard/shared';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { messageOf } from '../../../../lib/api-error';
import { useDeleteDraft } from '../api/delete-draft';
import { assignmentsPagePath } from '../api/keys';
import { CopyAssignmentButton } from './copy-assignment-button';
import { type EditorValues, valuesOf } from './editor-values';
import { ExtraTimeCard } from './extra-time-card';
import { QuestionsCard } from './questions-card';
import { SaveStatusLine } from './save-status';
import { SettingsCard } from './settings-card';
import { StatusBadge } from './status-badge';
import { useAutosave } from './use-autosave';

const PublishDialog = lazy(() => import('./publish-dialog'));

interface DraftEditorProps {
  assignment: StaffAssignment;
  /** Fetch the latest version and start the editor again from it (after another tab saved). */
  onReload: () => void;
  /** The autosave's pause (tests shorten it). */
  delayMs?: number;
}

/**
 * A draft being written: details saved as they are typed, questions, extra time, and Publish (its dialog's choices
 * are saved as they are made too). Another teacher's draft is shown read-only.
 */
export function DraftEditor({ assignment, onReload, delayMs }: DraftEditorProps) {
  const autosave = useAutosave(assignment, delayMs);
  const [values, setValues] = useState<EditorValues>(() => valuesOf(assignment));
  const [publishing, setPublishing] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteDraft(assignment.code);
  const navigate = useNavigate();
  const editable = assignment.canManage;
  const kind = assignment.type === 'ASSESSMENT' ? 'assessment' : 'Q&A assignment';
  const set = (fields: Partial<EditorValues>) => {
    setValues((old) => ({ ...old, ...fields }));
    autosave.change(fields);
  };
  const status = conflict ? 'conflict' : autosave.status;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Group gap="xs">
              <StatusBadge status="DRAFT" />
              <Text size="sm" c="dimmed">
                {kind === 'assessment' ? 'Assessment' : 'Q&A assignment'} · code {assignment.code}
              </Text>
            </Group>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }} mt={4}>
              {values.title || 'Untitled'}
            </Title>
          </div>
          <Group gap="xs">
            {editable && (
              <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setPublishing(true)}>
                Publish…
              </Button>
            )}
            <CopyAssignmentButton code={assignment.code} />
            {editable && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(true)}
              >
                Delete draft
              </Button>
            )}
          </Group>
        </Group>
        {editable ? (
          <SaveStatusLine status={status} kind={kind} onReload={onReload} />
        ) : (
          <Alert color="gray" variant="light">
            {ASSESSMENT_AUTHORING_MESSAGES.notYours}. You can copy it and change the copy.
          </Alert>
        )}
      </Stack>
      <SettingsCard values={values} errors={autosave.errors} set={set} disabled={!editable} />
      <QuestionsCard assignment={assignment} editable={editable} />
      {editable && <ExtraTimeCard assignment={assignment} editable />}
      {publishing && (
        <Suspense fallback={null}>
          <PublishDialog
            assignment={assignment}
            opened={publishing}
            values={values}
            set={set}
            autosave={autosave}
            onClose={() => setPublishing(false)}
            onConflict={() => {
              setPublishing(false);
              setConflict(true);
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        opened={deleting}
        title="Delete this draft?"
        confirmLabel="Delete draft"
        color="red"
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: `“${values.title}” was deleted.` });
              navigate(assignmentsPagePath(assignment.type));
            },
            onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
          })
        }
      >
        Its questions go with it. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
