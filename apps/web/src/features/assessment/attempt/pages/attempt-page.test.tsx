import {
  ASSESSMENT_ATTEMPT_PATHS,
  type AttemptView,
  attemptPath,
  attemptResultSchema,
  attemptViewSchema,
  saveAnswerResponseSchema,
  submitAttemptResponseSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studentUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { answer, answerAndRecord, okBody, server } from '../../../../test/server';
import AttemptPage from './attempt-page';

const customUrl = 'science-test-abcd1234';
const attemptId = '7a000000-0000-4000-8000-000000000001';
const q = ['7a000000-0000-4000-8000-0000000000a1', '7a000000-0000-4000-8000-0000000000a2'];
const MINUTE = 60_000;

function runningView(options: { serverOffsetMs?: number; minutesLeft?: number } = {}): AttemptView {
  const serverNow = Date.now() + (options.serverOffsetMs ?? 0);
  return attemptViewSchema.parse({
    assignment: {
      id: '7a000000-0000-4000-8000-0000000000f1',
      code: 'ABCD1234',
      customUrl,
      type: 'ASSESSMENT',
      title: 'Science test',
      instructions: 'Answer both.',
      subjectName: 'Science',
      opensAt: new Date(serverNow - 60 * MINUTE).toISOString(),
      closesAt: new Date(serverNow + 120 * MINUTE).toISOString(),
      timeLimitMinutes: 20,
      extraMinutes: 0,
      questionCount: 2,
      totalMarks: 4,
      resultRelease: 'AFTER_CLOSE',
      faceCheckRequired: false,
      faceRecheckMinutes: null,
      status: 'IN_PROGRESS',
    },
    attempt: {
      id: attemptId,
      status: 'IN_PROGRESS',
      identityCheck: 'NOT_REQUIRED',
      clockStarted: true,
      startedAt: new Date(serverNow).toISOString(),
      deadlineAt: new Date(serverNow + (options.minutesLeft ?? 20) * MINUTE).toISOString(),
      submittedAt: null,
      submittedBy: null,
      answersVersion: 0,
    },
    needsFaceCheck: false,
    questions: [
      {
        id: q[0],
        position: 1,
        kind: 'MCQ',
        prompt: 'Which planet is closest to the Sun?',
        options: [
          { id: 0, text: 'Venus' },
          { id: 1, text: 'Mercury' },
          { id: 2, text: 'Mars' },
        ],
        marks: 2,
        allowFile: false,
      },
      {
        id: q[1],
        position: 2,
        kind: 'MCQ',
        prompt: 'Which gas do plants take in?',
        options: [
          { id: 0, text: 'Oxygen' },
          { id: 1, text: 'Carbon dioxide' },
        ],
        marks: 2,
        allowFile: false,
      },
    ],
    answers: [],
    resultReleased: false,
    serverNow: new Date(serverNow).toISOString(),
  });
}

const savedBody = (questionId: string, selectedOptionId: number, clientSeq: number) => ({
  applied: true,
  deadlineAt: new Date(Date.now() + 20 * MINUTE).toISOString(),
  answer: { questionId, selectedOptionId, text: null, fileName: null, clientSeq, savedAt: new Date().toISOString() },
});

function waitingResult(view: AttemptView) {
  return attemptResultSchema.parse({
    assignment: { ...view.assignment, status: 'SUBMITTED' },
    attempt: { ...view.attempt, status: 'SUBMITTED', submittedAt: new Date().toISOString(), submittedBy: 'STUDENT' },
    released: false,
    releaseAt: view.assignment.closesAt,
    score: null,
    maxScore: 4,
    timeTakenSeconds: null,
    feedback: null,
    questions: [],
    serverNow: new Date().toISOString(),
  });
}

function renderPage() {
  return renderWithProviders(<AttemptPage />, {
    route: `/attempt-assignment/${customUrl}`,
    path: '/attempt-assignment/:customUrl',
    user: studentUser,
  });
}

afterEach(() => {
  localStorage.clear();
});

describe('Attempt page', () => {
  it('counts down from the server’s deadline whatever the device’s clock says', async () => {
    // The device is 30 minutes slow: a device-only clock would show 50 minutes left.
    answer('get', attemptPath('view', { customUrl }), attemptViewSchema, runningView({ serverOffsetMs: 30 * MINUTE }));
    renderPage();
    const clock = await screen.findByRole('timer');
    expect(clock.textContent).toMatch(/^(20:00|19:59)$/);
  });

  it('says when it is offline and sends the saved answer in order once back, the sequence growing', async () => {
    const view = runningView();
    answer('get', attemptPath('view', { customUrl }), attemptViewSchema, view);
    let online = false;
    const received: unknown[] = [];
    server.use(
      http.put(`/api${attemptPath('answer', { customUrl, questionId: q[0] as string })}`, async ({ request }) => {
        if (!online) return HttpResponse.error();
        const body = (await request.json()) as { selectedOptionId: number; clientSeq: number };
        received.push(body);
        return HttpResponse.json(
          okBody(saveAnswerResponseSchema, savedBody(q[0] as string, body.selectedOptionId, body.clientSeq)),
        );
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Mercury/ }));
    expect(await screen.findByText('Offline — your answers will be sent when you’re back')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Venus/ }));
    // Kept for a reload, newest only.
    expect(JSON.parse(localStorage.getItem(`attemptSaves:${attemptId}`) ?? '{}')).toEqual({
      [q[0] as string]: { seq: 2, value: { selectedOptionId: 0 } },
    });
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(received).toEqual([{ selectedOptionId: 0, clientSeq: 2 }]);
    expect(localStorage.getItem(`attemptSaves:${attemptId}`)).toBeNull();
  });

  it('lists the questions without an answer and hands in once, however often Hand in is pressed', async () => {
    const view = runningView();
    answer('get', attemptPath('view', { customUrl }), attemptViewSchema, view);
    answer(
      'put',
      attemptPath('answer', { customUrl, questionId: q[0] as string }),
      saveAnswerResponseSchema,
      savedBody(q[0] as string, 1, 1),
    );
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const submissions: unknown[] = [];
    server.use(
      http.post(`/api${attemptPath('submit', { customUrl })}`, async ({ request }) => {
        submissions.push(await request.json());
        await gate;
        return HttpResponse.json(
          okBody(submitAttemptResponseSchema, {
            attempt: {
              ...view.attempt,
              status: 'SUBMITTED',
              submittedAt: new Date().toISOString(),
              submittedBy: 'STUDENT',
            },
            firstSubmission: true,
            late: false,
            resultReleased: false,
          } as never),
        );
      }),
    );
    answer('get', ASSESSMENT_ATTEMPT_PATHS.result, attemptResultSchema, waitingResult(view));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Mercury/ }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hand in now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand in your answers?' });
    expect(within(dialog).getByTestId('submit-unanswered')).toHaveTextContent('Question 2 has no answer yet.');
    const confirm = within(dialog).getByTestId('submit-confirm');
    await user.click(confirm);
    await user.click(confirm);
    await user.dblClick(confirm);
    release();
    expect(await screen.findByText('Your answers are in. Well done!')).toBeInTheDocument();
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toEqual({ submissionKey: expect.any(String) });
  });

  it('shows no answer key before the result is released: only when it will be', async () => {
    const view = runningView();
    const handedIn = {
      ...view,
      attempt: { ...view.attempt, status: 'SUBMITTED', submittedAt: new Date().toISOString(), submittedBy: 'STUDENT' },
      questions: [],
    };
    answer('get', attemptPath('view', { customUrl }), attemptViewSchema, handedIn as never);
    const results = answerAndRecord('get', ASSESSMENT_ATTEMPT_PATHS.result, attemptResultSchema, waitingResult(view));
    renderPage();
    expect(await screen.findByText('Your answers are in')).toBeInTheDocument();
    expect(screen.getByTestId('result-waiting')).toHaveTextContent(/Results will be shown after/);
    expect(screen.queryByText(/correct answer/i)).toBeNull();
    expect(screen.queryByText(/Why:/)).toBeNull();
    expect(screen.queryByText('Which planet is closest to the Sun?')).toBeNull();
    await vi.waitFor(() => expect(results.length).toBeGreaterThan(0));
  });
});
