import { Button, Stack, Title } from '@mantine/core';
import type { BankQuestion } from '@noticeboard/shared';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../lib/use-session';
import { bankTypePath } from '../api/bank-paths';
import { BankInsights } from '../components/bank-insights';
import { BankHeader, useIsFaculty } from '../components/bank-nav';
import { EditAction } from '../components/edit-action';
import { EmptyBank } from '../components/empty-bank';
import { QuestionBrowser } from '../components/question-browser';
import { ReviewActions } from '../components/review-actions';

function Actions({ question }: { question: BankQuestion }) {
  return (
    <>
      <EditAction question={question} />
      <ReviewActions question={question} />
    </>
  );
}

/** `/question-bank` (school, faculty, admin): counts and charts, then every question of the bank with filters. */
export default function QuestionBankPage() {
  const faculty = useIsFaculty();
  const school = useSessionUser()?.type === 'INSTITUTE';
  return (
    <Stack gap="lg">
      <BankHeader
        title="Question bank"
        subtitle={
          faculty
            ? 'Write questions, use your school’s and adopted ones, and make question papers.'
            : 'Your school’s questions: review what faculty add and make question papers.'
        }
        action={
          faculty && (
            <Button component={Link} to={bankTypePath('create')} leftSection={<IconPlus size={16} />}>
              Add question
            </Button>
          )
        }
      />
      <BankInsights />
      <Stack gap="sm">
        <Title order={2} fz="h3">
          Questions
        </Title>
        <QuestionBrowser
          label="Questions of the bank"
          emptyText="No questions match these filters."
          emptyState={<EmptyBank faculty={faculty} school={school} />}
          withPapers
          actions={(question) => <Actions question={question} />}
        />
      </Stack>
    </Stack>
  );
}
