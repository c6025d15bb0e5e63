/**
 * FaceGate's decisions with the real API client against msw. FaceCapture (the camera and face-api: the outside world)
 * is replaced by a button that hands over a picture, as the real one does once it sees exactly one face.
 */
import {
  ASSESSMENT_FACE_PATHS,
  FACE_MESSAGES,
  type FaceCheckResult,
  type FaceEnrolment,
  faceCheckResultSchema,
  faceEnrolmentSchema,
} from '@noticeboard/shared';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer, okBody, server } from '../../../test/server';
import { FACE_GATE_TEXT, FaceGate } from './face-gate';

vi.mock('./face-capture', () => ({
  FaceCapture: ({ purpose, onCaptured }: { purpose: string; onCaptured: (picture: Blob, device: object) => void }) => (
    <button type="button" onClick={() => onCaptured(new Blob(['jpeg']), { faceCount: 1, descriptor: null })}>
      {`Take ${purpose} picture`}
    </button>
  ),
}));

const CUSTOM_URL = 'science-check-abcd2345';
const enrolment = (over: Partial<FaceEnrolment>): FaceEnrolment => ({
  enrolled: false,
  enrolledAt: null,
  consent: 'PARENT',
  ...over,
});

/** Answers the check with each result in turn and records the stage each request sent. */
function answerChecks(results: FaceCheckResult[]) {
  const stages: string[] = [];
  server.use(
    http.post(`/api${ASSESSMENT_FACE_PATHS.check.replace(':customUrl', CUSTOM_URL)}`, async ({ request }) => {
      stages.push(String((await request.formData()).get('stage')));
      const result = results[Math.min(stages.length - 1, results.length - 1)] as FaceCheckResult;
      return HttpResponse.json(okBody(faceCheckResultSchema, result));
    }),
  );
  return stages;
}

function renderGate(identityCheck: 'PENDING' | 'REJECTED' = 'PENDING') {
  const onSettled = vi.fn();
  const onRecheck = vi.fn();
  const view = renderWithProviders(
    <FaceGate customUrl={CUSTOM_URL} identityCheck={identityCheck} onSettled={onSettled} onRecheck={onRecheck} />,
  );
  return { ...view, onSettled, onRecheck };
}

describe('FaceGate', () => {
  it('asks a student with consent to enrol first (the spec words), then checks them at the start', async () => {
    answer('get', ASSESSMENT_FACE_PATHS.enrolment, faceEnrolmentSchema, enrolment({}));
    answer(
      'post',
      ASSESSMENT_FACE_PATHS.enrolment,
      faceEnrolmentSchema,
      enrolment({ enrolled: true, enrolledAt: '2026-11-29T06:00:00.000Z' }),
    );
    const stages = answerChecks([
      { outcome: 'PASS', identityCheck: 'VERIFIED', triesLeft: 0, mayContinue: true, message: 'Thank you.' },
    ]);
    const { user, onSettled } = renderGate();
    expect(await screen.findByText(FACE_MESSAGES.verificationRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take enrol picture' }));
    await user.click(await screen.findByRole('button', { name: 'Take verify picture' }));
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(stages).toEqual(['START']);
  });

  it('tells the child what to fix and how many tries are left, and goes on once the attempt may continue', async () => {
    answer('get', ASSESSMENT_FACE_PATHS.enrolment, faceEnrolmentSchema, enrolment({ enrolled: true }));
    answerChecks([
      {
        outcome: 'NO_FACE',
        identityCheck: 'PENDING',
        triesLeft: 2,
        mayContinue: false,
        message: "We couldn't see your face.",
      },
      { outcome: 'FAIL', identityCheck: 'FLAGGED', triesLeft: 0, mayContinue: true, message: 'You can go on.' },
    ]);
    const { user, onSettled } = renderGate();
    await user.click(await screen.findByRole('button', { name: 'Take verify picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't see your face. 2 more tries.");
    expect(onSettled).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Take verify picture' }));
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
  });

  it('lets an adult enrol only after ticking their own yes', async () => {
    answer('get', ASSESSMENT_FACE_PATHS.enrolment, faceEnrolmentSchema, enrolment({ consent: 'ADULT' }));
    const { user } = renderGate();
    const yes = await screen.findByRole('checkbox', { name: FACE_GATE_TEXT.adultConsent });
    expect(screen.queryByRole('button', { name: 'Take enrol picture' })).not.toBeInTheDocument();
    await user.click(yes);
    expect(screen.getByRole('button', { name: 'Take enrol picture' })).toBeInTheDocument();
  });

  it('waits for the teacher without consent, asking again every few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      answer('get', ASSESSMENT_FACE_PATHS.enrolment, faceEnrolmentSchema, enrolment({ consent: 'NONE' }));
      const { onRecheck } = renderGate();
      expect(await screen.findByText(FACE_GATE_TEXT.teacherConfirms)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Take/ })).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(11_000);
      expect(onRecheck).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the school rejected the attempt', async () => {
    answer('get', ASSESSMENT_FACE_PATHS.enrolment, faceEnrolmentSchema, enrolment({ enrolled: true }));
    renderGate('REJECTED');
    expect(await screen.findByRole('alert')).toHaveTextContent(FACE_GATE_TEXT.rejected);
  });
});
