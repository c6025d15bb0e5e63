import { Alert, Drawer, Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messageOf } from '../../../lib/api-error';
import { useQuestion, useUpdateQuestion } from '../api/questions';
import { QuestionForm } from './question-form';

/** The edit form in a drawer, for the question named by `?edit=` (full screen on phones). */
export function EditQuestionDrawer({ questionId, onClose }: { questionId: string | null; onClose: () => void }) {
  const question = useQuestion(questionId);
  const update = useUpdateQuestion();
  return (
    <Drawer
      opened={questionId !== null}
      onClose={onClose}
      title="Edit question"
      position="right"
      size="lg"
      styles={{ content: { maxWidth: '100vw' } }}
    >
      {question.isPending ? (
        <Skeleton height={320} role="status" aria-label="Loading the question" />
      ) : question.isError ? (
        <Alert color="red" variant="light" role="alert">
          {messageOf(question.error)}
        </Alert>
      ) : (
        <QuestionForm
          key={question.data.id}
          question={question.data}
          saving={update.isPending}
          submitLabel="Save changes"
          onCancel={onClose}
          onSubmit={(body, { onError }) =>
            update.mutate(
              { questionId: question.data.id, body },
              {
                onSuccess: (saved) => {
                  notifications.show({
                    color: 'teal',
                    message: saved.status === 'PENDING_REVIEW' ? 'Saved. It is waiting for review again.' : 'Saved.',
                  });
                  onClose();
                },
                onError,
              },
            )
          }
        />
      )}
    </Drawer>
  );
}
