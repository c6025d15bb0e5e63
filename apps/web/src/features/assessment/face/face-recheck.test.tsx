/**
 * FaceRecheck with the real API client against msw; the camera and the video frame (the outside world) are stubbed.
 */
import { ASSESSMENT_FACE_PATHS, type FaceCheckResult, faceCheckResultSchema } from '@noticeboard/shared';
import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { okBody, server } from '../../../test/server';
import { FaceRecheck } from './face-recheck';

const camera = vi.hoisted(() => ({ state: 'ready' as 'ready' | 'denied' }));
vi.mock('./use-camera', () => ({
  useCamera: () => ({ state: camera.state, stream: null, request: () => undefined }),
}));
vi.mock('./camera-frame', () => ({
  frameOf: () => ({}),
  jpegOf: async () => new Blob(['jpeg']),
}));

const CUSTOM_URL = 'term-check-abcd2345';

function answerChecks(result: FaceCheckResult) {
  const stages: string[] = [];
  server.use(
    http.post(`/api${ASSESSMENT_FACE_PATHS.check.replace(':customUrl', CUSTOM_URL)}`, async ({ request }) => {
      stages.push(String((await request.formData()).get('stage')));
      return HttpResponse.json(okBody(faceCheckResultSchema, result));
    }),
  );
  return stages;
}

describe('FaceRecheck', () => {
  beforeEach(() => {
    camera.state = 'ready';
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('sends a check during the attempt every N minutes, and tells the child kindly when it did not match', async () => {
    const stages = answerChecks({
      outcome: 'FAIL',
      identityCheck: 'FLAGGED',
      triesLeft: 0,
      mayContinue: true,
      message: 'You can go on. Your school will look at the pictures.',
    });
    renderWithProviders(<FaceRecheck customUrl={CUSTOM_URL} everyMinutes={5} />);
    expect(screen.getByText('Your camera checks it is you every 5 minutes.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
    expect(stages).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(stages).toEqual(['DURING']);
    expect(await screen.findByText('You can go on. Your school will look at the pictures.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(stages).toEqual(['DURING', 'DURING']);
  });

  it('says how to turn the camera back on when it is blocked, and sends nothing', async () => {
    camera.state = 'denied';
    const stages = answerChecks({
      outcome: 'PASS',
      identityCheck: 'VERIFIED',
      triesLeft: 0,
      mayContinue: true,
      message: '',
    });
    renderWithProviders(<FaceRecheck customUrl={CUSTOM_URL} everyMinutes={2} />);
    expect(screen.getByText('Please enable camera access in your browser settings to proceed.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(stages).toEqual([]);
  });
});
