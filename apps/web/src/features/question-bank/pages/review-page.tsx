import { Alert, Button, Stack, Tabs } from '@mantine/core';
import { QUESTION_STATUSES, type QuestionStatus } from '@noticeboard/shared';
import { Link } from 'react-router';
import { CountedLabel } from '../../../components/counted-label';
import { useFacultyDetails } from '../api/analytics';
import { QUESTION_DETAILS_PATH } from '../api/bank-paths';
import { useQuestionCounts } from '../api/questions';
import { statusLabel } from '../components/bank-format';
import { BankHeader } from '../components/bank-nav';
import { QuestionBrowser } from '../components/question-browser';
import { ReviewActions } from '../components/review-actions';
import { useListFilter } from '../components/use-list-filter';

/** The queue opens on what waits for review. */
const DEFAULT_STATUS: QuestionStatus = 'PENDING_REVIEW';

/** "Showing the questions of …" with a way back to everyone's, when opened from the faculty table. */
function AuthorNote({ authorId }: { authorId: string }) {
  const faculty = useFacultyDetails();
  const name = faculty.data?.find((row) => row.facultyId === authorId)?.name ?? 'one faculty member';
  return (
    <Alert variant="light" color="blue" py="xs">
      Showing the questions of {name}.{' '}
      <Button component={Link} to={QUESTION_DETAILS_PATH} variant="subtle" size="compact-xs">
        Show everyone’s
      </Button>
    </Alert>
  );
}

/** `/question-bank/question-details` (school or admin): the review queue by status, answers shown, Approve / Reject. */
export default function QuestionDetailsPage() {
  const { filter, change } = useListFilter();
  const status = filter.status ?? DEFAULT_STATUS;
  // Each status tab's number for the filters chosen (issue 17 §4).
  const { status: _status, ...others } = filter;
  const counts = useQuestionCounts({ ...others, source: 'OWN' }).data;
  return (
    <Stack gap="lg">
      <BankHeader title="Question details" subtitle="Check each question and its answer before students see it." />
      {filter.authorId && <AuthorNote authorId={filter.authorId} />}
      {/* Wraps on a phone, so every status and its count stays in sight. */}
      <Tabs value={status} onChange={(value) => change({ status: value ?? undefined })} variant="pills">
        <Tabs.List aria-label="Status">
          {QUESTION_STATUSES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              <CountedLabel label={statusLabel(value)} count={counts?.[value]} noun="questions" one="question" />
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QuestionBrowser
        fixed={{ status, source: 'OWN' }}
        label={`${statusLabel(status)} questions`}
        emptyText={status === 'PENDING_REVIEW' ? 'Nothing is waiting for review.' : 'No questions here yet.'}
        withStatus={false}
        answersOpen
        actions={status === 'PENDING_REVIEW' ? (question) => <ReviewActions question={question} /> : undefined}
      />
    </Stack>
  );
}
