import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QUESTION_STATUS_LABELS } from '@noticeboard/shared';
import { useNavigate } from 'react-router';
import { bankTypePath } from '../api/bank-paths';
import { useCreateQuestion } from '../api/questions';
import { QuestionForm } from './question-form';

/** The new-question form; once saved the author lands on their list, where it waits for review. */
export function CreateQuestion() {
  const create = useCreateQuestion();
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={760}>
      <QuestionForm
        saving={create.isPending}
        submitLabel="Add to bank"
        onCancel={() => void navigate(bankTypePath('my-questions'))}
        onSubmit={(body, { onError }) =>
          create.mutate(body, {
            onSuccess: (saved) => {
              notifications.show({
                color: 'teal',
                message: `Question added: ${QUESTION_STATUS_LABELS[saved.status].toLowerCase()}.`,
              });
              void navigate(bankTypePath('my-questions'));
            },
            onError,
          })
        }
      />
    </Paper>
  );
}
