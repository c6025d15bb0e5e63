import type { Post, ReportedPost } from '@noticeboard/shared';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../../lib/session';
import { jsonResponse, studentUser } from '../../../../test/fixtures';
import { MemoryStorage } from '../../../../test/memory-storage';
import { moderationKeys } from './keys';
import { pendingActionOptions } from './pending-posts';
import { reportActionOptions } from './reported-posts';

const A = '0f5d3c1e-7a2b-4c8d-9e0f-1a2b3c4d5e6f';
const B = '1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c7d';

function post(id: string): Post {
  return {
    id,
    slug: `post-${id}`,
    title: null,
    collabId: null,
    description: '<p>Our class planted a tiny garden</p>',
    category: 'Events',
    categorySlug: 'events',
    topic: null,
    postType: 'PHOTOS',
    feedKind: 'community',
    audience: 'EVERYONE',
    postVisibility: 'SELF',
    globalvisibility: false,
    canChangeVisibility: false,
    requestStatus: 'PENDING',
    attachmentIds: [],
    linkPreview: null,
    author: { id: B, name: 'Asha Student', customUrl: 'asha', role: 'CANDIDATE', avatarUrl: null, institute: null },
    likesCount: 0,
    likeEvent: false,
    liked: false,
    commentCount: 0,
    historyExists: false,
    appealAllowed: false,
    removed: false,
    featuredPost: false,
    featuredEntity: false,
    saveMagazineEntity: false,
    canEdit: false,
    canDelete: true,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
  };
}

function report(id: string): ReportedPost {
  return {
    id,
    entityId: A,
    post: { ...post(A), requestStatus: 'PUBLISHED', postVisibility: 'INSTITUTE' },
    reason: 'SPAM',
    details: null,
    reportCount: 1,
    status: 'OPEN',
    actionAllowed: true,
    actionTakenByUserName: null,
    createdAt: '2026-11-20T09:00:00.000Z',
  };
}

const pageOf = <T>(content: T[]) => ({
  content,
  page: 0,
  size: 10,
  totalElements: content.length,
  totalPages: 1,
  last: true,
});
const envelope = (body: unknown) => jsonResponse(200, { statusCode: 200, message: 'OK', body });
const failure = () =>
  jsonResponse(409, { statusCode: 409, error: 'Conflict', message: 'This post has already been reviewed' });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let client: QueryClient;

beforeEach(() => {
  globalThis.localStorage = new MemoryStorage();
  saveSession({ ...studentUser, name: 'Greenfield Public School' }, 'refresh-token-0123456789abcdef');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  // No observers: invalidation marks the lists stale without fetching them again.
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Starts the mutation and waits until its optimistic update has run (fetch called), without waiting for the answer. */
function deferredAnswer() {
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
  return (response: Response) => answer(response);
}

describe('acting on a pending post', () => {
  const key = moderationKeys.pendingList('PHOTOS', 'PENDING', 0);

  it('takes the post off the list before the server answers and keeps it off after', async () => {
    client.setQueryData(key, pageOf([post(A), post(B)]));
    const answer = deferredAnswer();
    const observer = new MutationObserver(client, pendingActionOptions(client));
    const done = observer.mutate({ postId: A, action: 'BLOCKED' });

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(client.getQueryData<ReturnType<typeof pageOf<Post>>>(key)?.content.map((item) => item.id)).toEqual([B]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/community/pending-posts/${A}/status`);
    expect(init?.body).toBe(JSON.stringify({ action: 'BLOCKED' }));

    answer(envelope({ postId: A, action: 'BLOCKED', post: { ...post(A), requestStatus: 'DECLINED' } }));
    await done;
    expect(client.getQueryData<ReturnType<typeof pageOf<Post>>>(key)?.content.map((item) => item.id)).toEqual([B]);
    // The lists are fetched again, so the declined post shows under Rejected.
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('puts the post back when the server refuses', async () => {
    const before = pageOf([post(A), post(B)]);
    client.setQueryData(key, before);
    fetchMock.mockResolvedValue(failure());
    const observer = new MutationObserver(client, pendingActionOptions(client));
    await expect(observer.mutate({ postId: A, action: 'ANYONE' })).rejects.toThrow(
      'This post has already been reviewed',
    );
    expect(client.getQueryData(key)).toEqual(before);
  });
});

describe('acting on a report', () => {
  const key = moderationKeys.reportedList('OPEN', 0);

  it('marks the report acted on at once, with the moderator name, and disables further actions', async () => {
    client.setQueryData(key, pageOf([report(A), report(B)]));
    const answer = deferredAnswer();
    const observer = new MutationObserver(client, reportActionOptions(client));
    const done = observer.mutate({ reportId: A, action: 'remove' });

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const cached = client.getQueryData<ReturnType<typeof pageOf<ReportedPost>>>(key)?.content ?? [];
    // Both reports are on the same post: removing it settles both.
    expect(cached.map((item) => [item.status, item.actionAllowed, item.actionTakenByUserName])).toEqual([
      ['REMOVED', false, 'Greenfield Public School'],
      ['REMOVED', false, 'Greenfield Public School'],
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/community/reported-posts/${A}/remove`);

    answer(
      envelope({
        ...report(A),
        status: 'REMOVED',
        actionAllowed: false,
        actionTakenByUserName: 'Greenfield Public School',
      }),
    );
    await done;
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('rolls back when the report was already acted on elsewhere', async () => {
    const before = pageOf([report(A)]);
    client.setQueryData(key, before);
    fetchMock.mockResolvedValue(failure());
    const observer = new MutationObserver(client, reportActionOptions(client));
    await expect(observer.mutate({ reportId: A, action: 'ignore' })).rejects.toThrow();
    expect(client.getQueryData(key)).toEqual(before);
  });
});
