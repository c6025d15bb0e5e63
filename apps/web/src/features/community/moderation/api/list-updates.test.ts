import type { Post, ReportedPost } from '@noticeboard/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { moderationKeys } from './keys';
import { withoutPost, withReportActed } from './list-updates';

const A = '0f5d3c1e-7a2b-4c8d-9e0f-1a2b3c4d5e6f';
const B = '1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c7d';
const C = '2b3c4d5e-6f7a-4b1c-9d2e-3f4a5b6c7d8e';

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
    author: { id: C, name: 'Asha Student', customUrl: 'asha', role: 'CANDIDATE', avatarUrl: null, institute: null },
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

const pageOf = <T>(content: T[]) => ({
  content,
  page: 0,
  size: 10,
  totalElements: content.length,
  totalPages: 1,
  last: true,
});

function report(id: string, postId: string, actionAllowed = true): ReportedPost {
  return {
    id,
    entityId: postId,
    post: post(postId),
    reason: 'SPAM',
    details: null,
    reportCount: 2,
    status: actionAllowed ? 'OPEN' : 'IGNORED',
    actionAllowed,
    actionTakenByUserName: actionAllowed ? null : 'Someone',
    createdAt: '2026-11-20T09:00:00.000Z',
  };
}

describe('withoutPost', () => {
  it('drops the acted-on post from every cached pending page and lowers the count', () => {
    const client = new QueryClient();
    const photos = moderationKeys.pendingList('PHOTOS', 'PENDING', 0);
    const text = moderationKeys.pendingList('TEXT', 'PENDING', 0);
    const untouched = pageOf([post(B)]);
    client.setQueryData(photos, pageOf([post(A), post(B)]));
    client.setQueryData(text, untouched);

    client.setQueriesData({ queryKey: moderationKeys.pending }, (data: unknown) => withoutPost<Post>(data, A));

    const after = client.getQueryData<ReturnType<typeof pageOf<Post>>>(photos);
    expect(after?.content.map((item) => item.id)).toEqual([B]);
    expect(after?.totalElements).toBe(1);
    // Lists without the post keep their identity, so they do not re-render.
    expect(client.getQueryData(text)).toBe(untouched);
  });

  it('leaves anything that is not a page alone', () => {
    expect(withoutPost(undefined, A)).toBeUndefined();
    const odd = { content: 'nope' };
    expect(withoutPost(odd, A)).toBe(odd);
  });
});

describe('withReportActed', () => {
  it('ignoring marks only that report as acted on, with the moderator name', () => {
    const data = pageOf([report(A, C), report(B, C)]);
    const next = withReportActed(data, A, 'ignore', 'Greenfield') as typeof data;
    expect(next.content[0]).toMatchObject({
      status: 'IGNORED',
      actionAllowed: false,
      actionTakenByUserName: 'Greenfield',
    });
    expect(next.content[1]).toBe(data.content[1]);
  });

  it('removing settles every open report on the same post, but not reports already acted on', () => {
    const settled = report(C, C, false);
    const other = report(B, A);
    const data = pageOf([report(A, C), settled, other]);
    const next = withReportActed(data, A, 'remove', 'Greenfield') as typeof data;
    expect(next.content[0]).toMatchObject({ status: 'REMOVED', actionAllowed: false });
    expect(next.content[1]).toBe(settled);
    expect(next.content[2]).toBe(other);
  });

  it('keeps the same page when the report is not on it', () => {
    const data = pageOf([report(A, C)]);
    expect(withReportActed(data, B, 'remove', null)).toBe(data);
  });
});
