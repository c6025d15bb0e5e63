import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { QUESTION_BANK_TYPES, type QuestionBankType } from '@noticeboard/shared';
import { IconPlus } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BANK_HOME_PATH, bankTypePath } from '../api/bank-paths';
import type { QuestionListFilter } from '../api/questions';
import { BankHeader } from '../components/bank-nav';
import { CreateQuestion } from '../components/create-question';
import { EditAction } from '../components/edit-action';
import { EditQuestionDrawer } from '../components/edit-question-drawer';
import { QuestionBrowser } from '../components/question-browser';
import { SuggestionList } from '../components/suggestion-list';

type ListType = Exclude<QuestionBankType, 'create' | 'suggestions'>;

const LISTS: Record<ListType, { title: string; subtitle: string; fixed: QuestionListFilter; empty: string }> = {
  'my-questions': {
    title: 'My questions',
    subtitle: 'What you wrote, with its review status. Editing an approved question sends it back for review.',
    fixed: { mine: true },
    empty: 'You have not added a question yet.',
  },
  school: {
    title: 'School bank',
    subtitle: 'Every question written at your school.',
    fixed: { source: 'OWN' },
    empty: 'No questions match these filters.',
  },
  adopted: {
    title: 'Adopted questions',
    subtitle: 'Approved questions of the schools whose banks your school adopted.',
    fixed: { source: 'ADOPTED' },
    empty: 'Your school has not adopted another school’s bank yet.',
  },
};

const isType = (value: string | undefined): value is QuestionBankType =>
  QUESTION_BANK_TYPES.includes(value as QuestionBankType);

const addButton = (
  <Button component={Link} to={bankTypePath('create')} leftSection={<IconPlus size={16} />}>
    Add question
  </Button>
);

function QuestionListOfType({ type }: { type: ListType }) {
  const list = LISTS[type];
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const closeEdit = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      <BankHeader title={list.title} subtitle={list.subtitle} action={addButton} />
      <QuestionBrowser
        key={type}
        fixed={list.fixed}
        label={list.title}
        emptyText={list.empty}
        withPapers
        actions={(question) => <EditAction question={question} />}
      />
      <EditQuestionDrawer questionId={editing} onClose={closeEdit} />
    </Stack>
  );
}

/** `/question-bank/{questionBankType}` (faculty): own, school and adopted lists, suggestions, or a new question. */
export default function QuestionBankTypePage() {
  const { questionBankType } = useParams();
  // An unknown section is said in place (the address stays, as for any page that is not there).
  if (!isType(questionBankType)) {
    return (
      <Alert color="gray" variant="light" title="This part of the question bank does not exist">
        <Anchor component={Link} to={BANK_HOME_PATH}>
          Go to the question bank
        </Anchor>
      </Alert>
    );
  }
  switch (questionBankType) {
    case 'create':
      return (
        <Stack gap="lg">
          <BankHeader title="Add a question" subtitle="It waits for review by your school before students see it." />
          <CreateQuestion />
        </Stack>
      );
    case 'suggestions':
      return (
        <Stack gap="lg">
          <BankHeader title="Suggestions" subtitle="Questions made from recent news. Add the good ones to your bank." />
          <SuggestionList />
        </Stack>
      );
    default:
      return <QuestionListOfType type={questionBankType} />;
  }
}
