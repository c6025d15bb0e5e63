import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { FetchError } from '../../../../components/fetch-error';
import { useGradingOrder } from '../api/grading-order';
import { QuestionGrader } from './question-grader';
import { ReleaseGrades } from './release-grades';
import { StudentGrader } from './student-grader';

export interface GradingTabProps {
  assignmentCode: string;
  /** The attempt to open first (from the Attempts tab). */
  attemptId?: string | null;
  onAttemptChange?: (attemptId: string) => void;
}

/** Staff: mark written answers one student after another or one question across students, then release the grades. */
export function GradingTab({ assignmentCode, attemptId = null, onAttemptChange }: GradingTabProps) {
  const order = useGradingOrder(assignmentCode);
  const [mode, setMode] = useState<'student' | 'question'>('student');
  const [chosenAttempt, setChosenAttempt] = useState<string | null>(attemptId);
  const [questionId, setQuestionId] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  // Opening another attempt from the Attempts tab moves the grader to it.
  useEffect(() => {
    if (attemptId) setChosenAttempt(attemptId);
  }, [attemptId]);
  const current = chosenAttempt ?? attemptId;

  if (order.isError) {
    return (
      <FetchError error={order.error} fallback="Could not load the attempts" onRetry={() => void order.refetch()} />
    );
  }
  if (!order.data) return <Text c="dimmed">Loading…</Text>;
  const data = order.data;
  return (
    <Stack gap="md">
      <ReleaseGrades assignmentCode={assignmentCode} order={data} />
      {data.attempts.length === 0 ? (
        <EmptyState title="Nothing to grade yet" order={3}>
          Submitted attempts appear here. Multiple-choice answers are marked automatically; written answers wait for
          your marks.
        </EmptyState>
      ) : (
        <>
          <SegmentedControl
            aria-label="Grade"
            value={mode}
            onChange={(value) => setMode(value as 'student' | 'question')}
            data={[
              { value: 'student', label: 'By student' },
              { value: 'question', label: 'By question' },
            ]}
            w={{ base: '100%', xs: 'auto' }}
          />
          {mode === 'student' ? (
            <StudentGrader
              assignmentCode={assignmentCode}
              order={data}
              attemptId={current}
              onChoose={(id) => {
                setChosenAttempt(id);
                onAttemptChange?.(id);
              }}
            />
          ) : (
            <QuestionGrader
              assignmentCode={assignmentCode}
              order={data}
              questionId={questionId}
              onChoose={setQuestionId}
              page={page}
              onPage={setPage}
            />
          )}
        </>
      )}
    </Stack>
  );
}
