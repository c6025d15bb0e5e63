/**
 * The school's face check review (issue 18 §3): flagged attempts with the student's reference picture beside the
 * pictures of the checks that did not pass, approve or reject with a reason; attempts waiting for a teacher's word
 * (no consent for face checks, or no camera) with "I confirm it's them"; and what was decided.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  type FaceOutcome,
  type FaceReviewItem,
  type FaceReviewKind,
  formatDateTime,
  STUDENT_CLASS_INFO,
  type StudentClass,
} from '@noticeboard/shared';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { messageOf } from '../../../lib/api-error';
import {
  checkPictureUrl,
  referencePictureUrl,
  useAttestIdentity,
  useDecideFaceReview,
  useFaceReviews,
} from './api/face-reviews';

const KIND_LABELS: Record<FaceReviewKind, string> = {
  FLAGGED: 'To review',
  ATTEST: "Waiting for a teacher's word",
  DECIDED: 'Decided',
};

const OUTCOME_LABELS: Record<FaceOutcome, string> = {
  PASS: 'Matched',
  FAIL: 'Did not match',
  NO_FACE: 'No face seen',
  MULTIPLE_FACES: 'More than one face',
};

const DECISION_LABELS: Partial<Record<FaceReviewItem['identityCheck'], string>> = {
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  ATTESTED: 'Confirmed by a teacher',
};

const classOf = (item: FaceReviewItem) => {
  if (!item.studentClass) return null;
  const label = STUDENT_CLASS_INFO[item.studentClass as StudentClass]?.label ?? item.studentClass;
  return item.section && item.section !== 'NA' ? `${label} ${item.section}` : label;
};

function Pictures({ item }: { item: FaceReviewItem }) {
  const kept = item.checks.filter((check) => check.hasPicture);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {item.hasReferencePicture && (
        <Stack gap={4}>
          <Image
            src={referencePictureUrl(item.attemptId)}
            alt={`${item.studentName}'s enrolled picture`}
            radius="md"
            fit="contain"
            h={140}
            bg="gray.1"
          />
          <Text size="sm" fw={600}>
            Enrolled picture
          </Text>
        </Stack>
      )}
      {kept.map((check) => (
        <Stack gap={4} key={check.id}>
          <Image
            src={checkPictureUrl(check.id)}
            alt={`Check ${check.stage === 'START' ? 'at the start' : 'during the attempt'}, ${formatDateTime(check.takenAt)}`}
            radius="md"
            fit="contain"
            h={140}
            bg="gray.1"
          />
          <Text size="sm">
            {OUTCOME_LABELS[check.outcome]} · {check.stage === 'START' ? 'start' : 'during'}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(check.takenAt)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function ReviewCard({ item, kind }: { item: FaceReviewItem; kind: FaceReviewKind }) {
  const decide = useDecideFaceReview();
  const attest = useAttestIdentity();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const error = decide.error ?? attest.error;
  const className = classOf(item);
  const passed = item.checks.filter((check) => check.outcome === 'PASS').length;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={item.studentName}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={3} size="h5">
              {item.studentName}
            </Title>
            <Text size="sm" c="dimmed">
              {[className, item.assignmentTitle].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          {DECISION_LABELS[item.identityCheck] && (
            <Badge variant="light" color={item.identityCheck === 'REJECTED' ? 'red' : 'green'}>
              {DECISION_LABELS[item.identityCheck]}
            </Badge>
          )}
        </Group>
        {kind !== 'ATTEST' && (
          <>
            <Text size="sm">
              {item.checks.length} {item.checks.length === 1 ? 'check' : 'checks'}, {passed} matched.
            </Text>
            <Pictures item={item} />
          </>
        )}
        {kind === 'DECIDED' && (item.decidedByName || item.note) && (
          <Text size="sm">
            {item.decidedByName ? `${item.decidedByName}, ${item.decidedAt ? formatDateTime(item.decidedAt) : ''}` : ''}
            {item.note ? ` — “${item.note}”` : ''}
          </Text>
        )}
        {kind === 'FLAGGED' && (
          <Stack gap="xs">
            {rejecting && (
              <Textarea
                label="Why is the attempt rejected?"
                description="The student reads this. The attempt is not marked."
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                maxLength={500}
                autosize
                minRows={2}
              />
            )}
            <Group gap="sm">
              {!rejecting && (
                <Button
                  size="md"
                  loading={decide.isPending}
                  onClick={() => decide.mutate({ attemptId: item.attemptId, decision: 'APPROVE', reason: '' })}
                >
                  It's them: approve
                </Button>
              )}
              <Button
                size="md"
                color="red"
                variant={rejecting ? 'filled' : 'default'}
                loading={decide.isPending}
                disabled={rejecting && reason.trim().length < 3}
                onClick={() =>
                  rejecting
                    ? decide.mutate({ attemptId: item.attemptId, decision: 'REJECT', reason: reason.trim() })
                    : setRejecting(true)
                }
              >
                {rejecting ? 'Reject the attempt' : 'Not them: reject'}
              </Button>
              {rejecting && (
                <Button size="md" variant="subtle" onClick={() => setRejecting(false)}>
                  Cancel
                </Button>
              )}
            </Group>
          </Stack>
        )}
        {kind === 'ATTEST' && (
          <Stack gap="xs">
            <Text size="sm">
              This student has no face checks (no consent for them, or no camera). Confirm it is them before they start.
            </Text>
            <Textarea
              label="Note (optional)"
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={1}
            />
            <Group>
              <Button
                size="md"
                loading={attest.isPending}
                onClick={() => attest.mutate({ attemptId: item.attemptId, note: note.trim() })}
              >
                I confirm it's them
              </Button>
            </Group>
          </Stack>
        )}
        {error && (
          <Alert color="red" role="alert">
            {messageOf(error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

const EMPTY_TEXT: Record<FaceReviewKind, { title: string; description: string }> = {
  FLAGGED: { title: 'Nothing to review', description: 'Attempts whose face check did not match appear here.' },
  ATTEST: {
    title: 'Nobody is waiting',
    description: 'Students without face checks wait here for a teacher to confirm it is them.',
  },
  DECIDED: { title: 'No decisions yet', description: 'Approved, rejected and confirmed attempts appear here.' },
};

export function FaceReviewsTab({ assignmentCode }: { assignmentCode?: string }) {
  const [kind, setKind] = useState<FaceReviewKind>('FLAGGED');
  const [page, setPage] = useState(1);
  const reviews = useFaceReviews(kind, assignmentCode, page - 1);
  return (
    <Stack gap="md">
      <SegmentedControl
        value={kind}
        onChange={(value) => {
          setKind(value as FaceReviewKind);
          setPage(1);
        }}
        data={(Object.keys(KIND_LABELS) as FaceReviewKind[]).map((value) => ({ value, label: KIND_LABELS[value] }))}
        fullWidth
        aria-label="Which attempts"
      />
      {reviews.isError && (
        <Alert color="red" role="alert">
          {messageOf(reviews.error)}
        </Alert>
      )}
      {reviews.data && reviews.data.content.length === 0 && (
        <EmptyState title={EMPTY_TEXT[kind].title} order={3}>
          {EMPTY_TEXT[kind].description}
        </EmptyState>
      )}
      {reviews.data?.content.map((item) => (
        <ReviewCard key={`${kind}-${item.attemptId}`} item={item} kind={kind} />
      ))}
      {reviews.data && reviews.data.totalPages > 1 && (
        <Pagination value={page} onChange={setPage} total={reviews.data.totalPages} aria-label="Pages" />
      )}
    </Stack>
  );
}
