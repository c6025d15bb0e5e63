import type { ApiError } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error';
import { AnswerSaver, isSettled, type SaveState, submitWithRetry } from './answer-saver';

const noWait = () => Promise.resolve();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('AnswerSaver', () => {
  it('retries a failed save until it lands and ends saved', async () => {
    const sent: Array<number | null> = [];
    const states: SaveState[] = [];
    let failuresLeft = 2;
    const saver = new AnswerSaver({
      send: async (_id, value) => {
        sent.push(value);
        if (failuresLeft-- > 0) throw new ApiRequestError(0, null);
      },
      onState: (_id, state) => states.push(state),
      onRefused: () => undefined,
      wait: noWait,
    });
    saver.save('q1', 2);
    await flush();
    expect(sent).toEqual([2, 2, 2]);
    expect(states.at(-1)).toBe('saved');
    expect(states).toContain('retrying');
    expect(saver.busy).toBe(false);
  });

  it('sends the newest choice made while a save was in flight, and only that', async () => {
    const sent: Array<number | null> = [];
    const first = deferred();
    const saver = new AnswerSaver({
      send: async (_id, value) => {
        sent.push(value);
        if (sent.length === 1) await first.promise;
      },
      onState: () => undefined,
      onRefused: () => undefined,
      wait: noWait,
    });
    saver.save('q1', 0);
    saver.save('q1', 1);
    saver.save('q1', 3);
    first.resolve();
    await flush();
    expect(sent).toEqual([0, 3]);
  });

  it('stops and reports on a refusal instead of retrying it', async () => {
    const refused: unknown[] = [];
    let calls = 0;
    const saver = new AnswerSaver({
      send: async () => {
        calls += 1;
        throw new ApiRequestError(409, {
          statusCode: 409,
          error: 'Conflict',
          message: 'Time is up for this quiz',
          code: 'QUIZ_TIME_UP',
        });
      },
      onState: () => undefined,
      onRefused: (error) => refused.push(error),
      wait: noWait,
    });
    saver.save('q1', 1);
    await flush();
    expect(calls).toBe(1);
    expect(refused).toHaveLength(1);
  });
});

describe('submitWithRetry', () => {
  it('repeats the same submission after network failures', async () => {
    const bodies: string[] = [];
    const body = { submissionKey: 'key-12345' };
    let failuresLeft = 2;
    const answer = await submitWithRetry(
      async () => {
        bodies.push(body.submissionKey);
        if (failuresLeft-- > 0) throw new ApiRequestError(503, null);
        return 'stored';
      },
      4,
      noWait,
    );
    expect(answer).toBe('stored');
    expect(bodies).toEqual(['key-12345', 'key-12345', 'key-12345']);
  });

  it('gives up after the last attempt and does not retry a refusal', async () => {
    let calls = 0;
    await expect(
      submitWithRetry(
        async () => {
          calls += 1;
          throw new ApiRequestError(0, null);
        },
        3,
        noWait,
      ),
    ).rejects.toThrow();
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      submitWithRetry(
        async () => {
          calls += 1;
          throw new ApiRequestError(400, { statusCode: 400, error: 'Bad Request', message: 'no', code: 'BAD_REQUEST' });
        },
        3,
        noWait,
      ),
    ).rejects.toThrow('no');
    expect(calls).toBe(1);
  });
});

describe('isSettled', () => {
  const refusal = (code: ApiError['code'], message: string) =>
    new ApiRequestError(409, { statusCode: 409, error: 'Conflict', message, code });

  it('decides on the code, whatever the message says', () => {
    expect(isSettled(refusal('QUIZ_ALREADY_SUBMITTED', 'Reworded'))).toBe(true);
    expect(isSettled(refusal('QUIZ_TIME_UP', 'Reworded'))).toBe(true);
    expect(isSettled(refusal('CONFLICT', 'This quiz has already been submitted'))).toBe(false);
    expect(isSettled(new Error('QUIZ_TIME_UP'))).toBe(false);
  });
});
