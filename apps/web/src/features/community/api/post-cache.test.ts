import type { Post, Reaction } from '@noticeboard/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type PostPages, postsOf } from './feed';
import { applyReaction, moveCommentCount, optimisticLike, updatePostEverywhere } from './post-cache';

const ID = '0f5d3c1e-7a2b-4c8d-9e0f-1a2b3c4d5e6f';
const OTHER = '1a2b3c4d-5e6f-4a0b-8c1d-2e3f4a5b6c7d';

function post(id: string, overrides: Partial<Post> = {}): Post {
  return {
    id,
    slug: `science-fair-${id.slice(0, 4)}`,
    title: null,
    collabId: null,
    description: '<p>Our science fair volcano</p>',
    category: 'events',
    categorySlug: 'events',
    topic: null,
    postType: 'PHOTOS',
    feedKind: 'community',
    audience: 'EVERYONE',
    postVisibility: 'GLOBAL',
    globalvisibility: true,
    canChangeVisibility: false,
    requestStatus: 'PUBLISHED',
    attachmentIds: [],
    linkPreview: null,
    author: { id: OTHER, name: 'Asha Student', customUrl: 'asha', role: 'STUDENT', avatarUrl: null, institute: null },
    likesCount: 4,
    likeEvent: false,
    liked: false,
    commentCount: 2,
    historyExists: false,
    appealAllowed: false,
    removed: false,
    featuredPost: false,
    featuredEntity: false,
    saveMagazineEntity: false,
    canEdit: false,
    canDelete: false,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

const page = (content: Post[], index: number, last: boolean) => ({
  content,
  page: index,
  size: 2,
  totalElements: 5,
  totalPages: 3,
  last,
});

describe('the reaction update (spec §4)', () => {
  it('replaces likesCount, likeEvent, liked and commentCount in feeds and details, and nothing else', () => {
    const client = new QueryClient();
    const untouched = post(OTHER);
    const feed: PostPages = { pages: [page([untouched, post(ID)], 0, false)], pageParams: [0] };
    client.setQueryData(['community', 'feed', 'anonymous', {}], feed);
    client.setQueryData(['community', 'post', 'me', 'slug'], post(ID));

    const reaction: Reaction = { postId: ID, likesCount: 9, likeEvent: true, liked: true, commentCount: 3 };
    client.setQueriesData({ queryKey: ['community'] }, (data: unknown) =>
      updatePostEverywhere(data, ID, applyReaction(reaction)),
    );

    const updated = client.getQueryData<PostPages>(['community', 'feed', 'anonymous', {}]);
    expect(updated?.pages[0]?.content[1]).toMatchObject({
      likesCount: 9,
      likeEvent: true,
      liked: true,
      commentCount: 3,
    });
    expect(updated?.pages[0]?.content[1]?.description).toBe('<p>Our science fair volcano</p>');
    expect(updated?.pages[0]?.content[0]).toBe(untouched);
    expect(client.getQueryData(['community', 'post', 'me', 'slug'])).toMatchObject({ likesCount: 9, liked: true });
  });

  it('the server has the last word over the optimistic guess', () => {
    const guessed = optimisticLike(true)(post(ID, { likesCount: 4 }));
    expect(guessed).toMatchObject({ liked: true, likeEvent: true, likesCount: 5 });
    // Someone else liked it meanwhile: the server's count wins.
    const settled = applyReaction({ postId: ID, likesCount: 7, likeEvent: true, liked: true, commentCount: 2 })(
      guessed,
    );
    expect(settled).toMatchObject({ likesCount: 7, liked: true });
  });

  it('an unlike never goes below zero, and liking twice changes nothing', () => {
    expect(optimisticLike(false)(post(ID, { liked: true, likesCount: 0 })).likesCount).toBe(0);
    const liked = post(ID, { liked: true, likesCount: 3 });
    expect(optimisticLike(true)(liked)).toBe(liked);
  });

  it('keeps the same object when the post is not there or nothing changed', () => {
    const data = { pages: [page([post(OTHER)], 0, true)], pageParams: [0] };
    expect(updatePostEverywhere(data, ID, optimisticLike(true))).toBe(data);
    const same = post(ID);
    expect(applyReaction({ postId: ID, likesCount: 4, likeEvent: false, liked: false, commentCount: 2 })(same)).toBe(
      same,
    );
  });

  it('moves the comment count and removes a post from every list', () => {
    const data = { pages: [page([post(ID), post(OTHER)], 0, true)], pageParams: [0] };
    const counted = updatePostEverywhere(data, ID, moveCommentCount(1));
    expect(counted.pages[0]?.content[0]?.commentCount).toBe(3);
    const removed = updatePostEverywhere(data, ID, () => null);
    expect(removed.pages[0]?.content.map((item) => item.id)).toEqual([OTHER]);
  });
});

describe('load more appends (spec §4)', () => {
  it('lists page after page in order, each post once even when pages shift', () => {
    const first = post('00000000-0000-4000-8000-000000000001');
    const second = post('00000000-0000-4000-8000-000000000002');
    const third = post('00000000-0000-4000-8000-000000000003');
    const data: PostPages = {
      // A new post on top pushed `second` onto page 1 as well.
      pages: [page([first, second], 0, false), page([second, third], 1, true)],
      pageParams: [0, 1],
    };
    expect(postsOf(data).map((item) => item.id)).toEqual([first.id, second.id, third.id]);
    expect(postsOf(undefined)).toEqual([]);
  });
});
