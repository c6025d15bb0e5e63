import { Divider, Pagination, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { GradingOrder } from '@noticeboard/shared';
import { answerFileUrl } from '@noticeboard/shared';
import { FetchError } from '../../../../components/fetch-error';
import { useQuestionAnswers } from '../api/question-answers';
import { useSaveGrades } from '../api/save-grades';
import { AnswerGradeForm } from './answer-grade-form';
import { AnswerView, QuestionKey } from './answer-view';
import { classLabel } from './grading-format';

interface QuestionGraderProps {
  assignmentCode: string;
  order: GradingOrder;
  questionId: string | null;
  onChoose: (questionId: string) => void;
  page: number;
  onPage: (page: number) => void;
}

/** One question across students: the key once, then each student's answer with its marks. */
export function QuestionGrader({ assignmentCode, order, questionId, onChoose, page, onPage }: QuestionGraderProps) {
  const written = order.questions.filter((question) => question.kind === 'WRITTEN');
  const current = questionId ?? written[0]?.id ?? order.questions[0]?.id ?? null;
  const answers = useQuestionAnswers(assignmentCode, current, page);
  const save = useSaveGrades(assignmentCode);
  const number = order.questions.findIndex((question) => question.id === current) + 1;
  const data = answers.data;

  return (
    <Stack gap="md">
      <Select
        label="Question"
        data={order.questions.map((question, index) => ({
          value: question.id,
          label: `Q${index + 1} · ${question.kind === 'MCQ' ? 'Multiple choice' : 'Written'} · ${question.prompt.slice(0, 60)}`,
        }))}
        value={current}
        onChange={(value) => {
          if (value) {
            onChoose(value);
            onPage(0);
          }
        }}
        allowDeselect={false}
        w={{ base: '100%', sm: 480 }}
      />
      {answers.isError ? (
        <FetchError
          error={answers.error}
          fallback="Could not load the answers"
          onRetry={() => void answers.refetch()}
        />
      ) : !data ? (
        <Text c="dimmed">Loading the answers…</Text>
      ) : (
        <Stack gap="md" style={{ opacity: answers.isPlaceholderData ? 0.6 : 1 }}>
          <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" bg="var(--mantine-color-default-hover)">
            <QuestionKey question={data.question} number={number} />
          </Paper>
          {data.content.map((row) => (
            <Paper key={row.attemptId} withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
              <Stack gap="sm">
                <Title order={3} size="h5">
                  {row.name}{' '}
                  <Text span size="sm" c="dimmed" fw={400}>
                    {classLabel(row.studentClass, row.section)}
                  </Text>
                </Title>
                <AnswerView
                  question={data.question}
                  answer={row.answer}
                  fileUrl={answerFileUrl(assignmentCode, row.attemptId, data.question.id)}
                />
                <Divider />
                {data.question.kind === 'MCQ' ? (
                  <Text size="sm" c="dimmed">
                    Marked automatically: {row.answer.marksAwarded ?? 0} of {data.question.marks}
                  </Text>
                ) : (
                  <AnswerGradeForm
                    key={`${row.attemptId}-${data.question.id}`}
                    question={data.question}
                    answer={row.answer}
                    context={`${row.name}, question ${number}`}
                    onSave={(grade) => save.mutateAsync({ attemptId: row.attemptId, body: { answers: [grade] } })}
                  />
                )}
              </Stack>
            </Paper>
          ))}
          {data.totalPages > 1 && (
            <Pagination
              total={data.totalPages}
              value={page + 1}
              onChange={(value) => onPage(value - 1)}
              aria-label="Pages of answers"
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
