import type { SaveAnswerResponse } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, networkError } from '../../../../lib/api-error';
import { MemoryStorage } from '../../../../test/memory-storage';
import { type AnswerValue, type QueueSnapshot, SaveQueue, storageKeyOf } from './save-queue';

type Sent = { questionId: string; clientSeq: number } & AnswerValue;

/** A server that is offline until `online` is set, storing the newest sequence per question as the API does. */
function fakeServer() {
  const state = { online: true, sent: [] as Sent[], stored: new Map<string, Sent>() };
  const send = async (questionId: string, body: AnswerValue & { clientSeq: number }): Promise<SaveAnswerResponse> => {
    await Promise.resolve();
    if (!state.online) throw networkError();
    const sent = { questionId, ...body };
    state.sent.push(sent);
    const current = state.stored.get(questionId);
    const applied = !current || current.clientSeq < body.clientSeq;
    if (applied) state.stored.set(questionId, sent);
    const kept = state.stored.get(questionId) as Sent;
    return {
      applied,
      deadlineAt: '2026-12-01T10:00:00.000Z',
      answer: {
        questionId,
        selectedOptionId: 'selectedOptionId' in kept ? kept.selectedOptionId : null,
        text: 'text' in kept ? kept.text : null,
        fileName: null,
        clientSeq: kept.clientSeq,
        savedAt: '2026-12-01T09:00:00.000Z',
      },
    };
  };
  return { state, send };
}

/** Waits that end only when the test wakes them (or the queue's own wake-up): the test decides when retries happen. */
function manualWaits() {
  const waiting: Array<() => void> = [];
  return {
    wait: (_ms: number, wake: AbortSignal) =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        wake.addEventListener('abort', () => resolve(), { once: true });
      }),
    count: () => waiting.length,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SaveQueue', () => {
  it('keeps answers given offline and sends them in order, each question’s newest, once back online', async () => {
    const server = fakeServer();
    const waits = manualWaits();
    const storage = new MemoryStorage();
    const snapshots: QueueSnapshot[] = [];
    server.state.online = false;
    const queue = new SaveQueue({
      attemptId: 'attempt-1',
      send: server.send,
      storedSeqs: { q1: 3 },
      onChange: (snapshot) => snapshots.push(snapshot),
      storage,
      wait: waits.wait,
    });
    queue.enqueue('q1', { selectedOptionId: 1 });
    queue.enqueue('q2', { selectedOptionId: 0 });
    queue.enqueue('q3', { text: 'first draft' });
    queue.enqueue('q1', { selectedOptionId: 2 });
    await tick();
    expect(snapshots.at(-1)).toEqual({ status: 'offline', pending: 3 });
    expect(JSON.parse(storage.getItem(storageKeyOf('attempt-1')) ?? '{}')).toEqual({
      q2: { seq: 1, value: { selectedOptionId: 0 } },
      q3: { seq: 1, value: { text: 'first draft' } },
      q1: { seq: 5, value: { selectedOptionId: 2 } },
    });

    server.state.online = true;
    queue.retryNow();
    await queue.flush();
    expect(server.state.sent).toEqual([
      { questionId: 'q2', selectedOptionId: 0, clientSeq: 1 },
      { questionId: 'q3', text: 'first draft', clientSeq: 1 },
      { questionId: 'q1', selectedOptionId: 2, clientSeq: 5 },
    ]);
    expect(snapshots.at(-1)).toEqual({ status: 'saved', pending: 0 });
    expect(storage.getItem(storageKeyOf('attempt-1'))).toBeNull();
  });

  it('re-sends after a reload what had not landed, unless the server already holds newer', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      storageKeyOf('attempt-2'),
      JSON.stringify({ q1: { seq: 2, value: { selectedOptionId: 3 } }, q2: { seq: 4, value: { text: 'old' } } }),
    );
    const server = fakeServer();
    const queue = new SaveQueue({
      attemptId: 'attempt-2',
      send: server.send,
      // q2 was saved as seq 6 from another device meanwhile.
      storedSeqs: { q1: 1, q2: 6 },
      onChange: () => undefined,
      storage,
    });
    expect([...queue.queuedValues().keys()]).toEqual(['q1']);
    await queue.flush();
    expect(server.state.sent).toEqual([{ questionId: 'q1', selectedOptionId: 3, clientSeq: 2 }]);
    // The next answer of q2 goes above the server's 6.
    queue.enqueue('q2', { text: 'new' });
    await queue.flush();
    expect(server.state.sent.at(-1)).toEqual({ questionId: 'q2', text: 'new', clientSeq: 7 });
  });

  it('sends the newest of the answers given while one is in flight right after it, with growing sequences', async () => {
    const server = fakeServer();
    const queue = new SaveQueue({
      attemptId: 'attempt-3',
      send: server.send,
      storedSeqs: {},
      onChange: () => undefined,
      storage: new MemoryStorage(),
    });
    queue.enqueue('q1', { selectedOptionId: 0 });
    queue.enqueue('q1', { selectedOptionId: 1 });
    queue.enqueue('q1', { selectedOptionId: 2 });
    await queue.flush();
    expect(server.state.sent.map((sent) => sent.clientSeq)).toEqual([1, 3]);
    expect(server.state.stored.get('q1')).toMatchObject({ selectedOptionId: 2, clientSeq: 3 });
  });

  it('stops when the server says the time is up, and drops only a save refused for its content', async () => {
    const refusedFor: string[] = [];
    let closedWith: string | null = null;
    const queue = new SaveQueue({
      attemptId: 'attempt-4',
      send: async (questionId) => {
        if (questionId === 'bad') {
          throw new ApiRequestError(400, {
            statusCode: 400,
            error: 'Bad Request',
            message: 'That option does not exist',
            code: 'BAD_REQUEST',
          });
        }
        throw new ApiRequestError(409, {
          statusCode: 409,
          error: 'Conflict',
          message: 'Time is up',
          code: 'ASSIGNMENT_TIME_UP',
        });
      },
      storedSeqs: {},
      onChange: () => undefined,
      onRefused: (questionId) => refusedFor.push(questionId),
      onClosed: (code) => {
        closedWith = code;
      },
      storage: new MemoryStorage(),
    });
    queue.enqueue('bad', { selectedOptionId: 9 });
    queue.enqueue('late', { selectedOptionId: 1 });
    await queue.flush();
    expect(refusedFor).toEqual(['bad']);
    expect(closedWith).toBe('ASSIGNMENT_TIME_UP');
    queue.enqueue('later', { selectedOptionId: 1 });
    expect(queue.size).toBe(1);
  });
});
