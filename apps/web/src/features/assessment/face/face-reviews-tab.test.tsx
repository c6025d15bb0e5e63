import {
  ASSESSMENT_FACE_PATHS,
  emptyResultSchema,
  type FaceReviewItem,
  faceReviewPageSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord } from '../../../test/server';
import { FaceReviewsTab } from './face-reviews-tab';

const ATTEMPT_ID = '5b0c6a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d';
const flagged: FaceReviewItem = {
  attemptId: ATTEMPT_ID,
  assignmentCode: 'ABCD2345',
  assignmentTitle: 'Weekly science check',
  studentName: 'Anaya Rao',
  studentClass: 'EIGHT',
  section: 'A',
  identityCheck: 'FLAGGED',
  hasReferencePicture: true,
  checks: [
    {
      id: '0f1e2d3c-4b5a-4697-8877-665544332211',
      stage: 'START',
      outcome: 'FAIL',
      deviceOutcome: null,
      distance: 0.61,
      takenAt: '2026-11-29T04:00:00.000Z',
      hasPicture: true,
    },
    {
      id: '1f1e2d3c-4b5a-4697-8877-665544332211',
      stage: 'START',
      outcome: 'PASS',
      deviceOutcome: null,
      distance: 0.2,
      takenAt: '2026-11-29T04:01:00.000Z',
      hasPicture: false,
    },
  ],
  decidedByName: null,
  decidedAt: null,
  note: null,
};
const page = (content: FaceReviewItem[]) => ({
  content,
  page: 0,
  size: 10,
  totalElements: content.length,
  totalPages: 1,
  last: true,
});
const reviewPath = ASSESSMENT_FACE_PATHS.review.replace(':attemptId', ATTEMPT_ID);

describe('FaceReviewsTab', () => {
  it('shows the enrolled picture beside the kept one, and rejects only with a reason', async () => {
    answer('get', ASSESSMENT_FACE_PATHS.reviews, faceReviewPageSchema, page([flagged]));
    const decided = answerAndRecord('post', reviewPath, emptyResultSchema, null);
    const { user } = renderWithProviders(<FaceReviewsTab assignmentCode="ABCD2345" />);
    const card = await screen.findByRole('article', { name: 'Anaya Rao' });
    expect(within(card).getByText('Class 8 A · Weekly science check')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: "Anaya Rao's enrolled picture" })).toBeInTheDocument();
    expect(within(card).getAllByRole('img')).toHaveLength(2);
    expect(within(card).getByText('2 checks, 1 matched.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Not them: reject' }));
    const confirm = within(card).getByRole('button', { name: 'Reject the attempt' });
    expect(confirm).toBeDisabled();
    await user.type(within(card).getByLabelText(/Why is the attempt rejected/), 'Someone else sat it');
    await user.click(confirm);
    await screen.findByRole('article', { name: 'Anaya Rao' });
    expect(decided).toEqual([{ decision: 'REJECT', reason: 'Someone else sat it' }]);
  });

  it('says when nothing waits', async () => {
    answer('get', ASSESSMENT_FACE_PATHS.reviews, faceReviewPageSchema, page([]));
    renderWithProviders(<FaceReviewsTab />);
    expect(await screen.findByRole('region', { name: 'Nothing to review' })).toBeInTheDocument();
  });
});
