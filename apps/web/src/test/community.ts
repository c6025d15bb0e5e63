/** Community fixtures: posts and the lists around the feed, each parsed by the contract's schemas. */
import {
  COMMUNITY_PATHS,
  communityMemberPageSchema,
  communityStatsSchema,
  MEMBER_LISTS,
  type Post,
  type PostTypeCounts,
  pageOf,
  postSchema,
  postTypeCountsSchema,
  topSchoolPageSchema,
  type topSchoolSchema,
  topUserPageSchema,
  type topUserSchema,
} from '@noticeboard/shared';
import type { z } from 'zod';
import { answer } from './server';

let serial = 0;

/** A published photo post by a Greenfield student; `overrides` change any field. */
export function makePost(overrides: Partial<z.input<typeof postSchema>> = {}): Post {
  serial += 1;
  return postSchema.parse({
    id: `7c1f0e2a-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    slug: `post-${serial}`,
    title: null,
    description: `<p>Post number ${serial}</p>`,
    category: 'Science',
    categorySlug: 'science',
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
    collabId: null,
    author: {
      id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
      name: 'Meera Rao',
      customUrl: 'meera-rao',
      role: 'CANDIDATE',
      avatarUrl: null,
      institute: {
        id: '0b8a6f5e-95d3-4a36-a0d5-6b1e2f3c4d5e',
        name: 'Greenfield Public School',
        customUrl: 'greenfield',
      },
    },
    likesCount: 3,
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
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  });
}

export const postPageSchema = pageOf(postSchema);

/** One page of posts (the last unless `last` says otherwise). */
export function postPage(posts: Post[], { page = 0, last = true } = {}) {
  return postPageSchema.parse({
    content: posts,
    page,
    size: 10,
    totalElements: posts.length,
    totalPages: last ? page + 1 : page + 2,
    last,
  });
}

/** Post-type counts: every type 0 unless given, ALL their sum. */
export function typeCounts(counts: Partial<Omit<PostTypeCounts, 'ALL'>> = {}): PostTypeCounts {
  const { PHOTOS = 0, VIDEOS = 0, DOCUMENTS = 0, TEXT = 0 } = counts;
  return { ALL: PHOTOS + VIDEOS + DOCUMENTS + TEXT, PHOTOS, VIDEOS, DOCUMENTS, TEXT };
}

/**
 * The side widgets' lists (top schools, top members, stats), answered empty unless given, and the feed's
 * post-type counts (0 unless given).
 */
export function answerSideWidgets({
  schools = [],
  users = [],
  counts = typeCounts(),
}: {
  schools?: z.input<typeof topSchoolSchema>[];
  users?: z.input<typeof topUserSchema>[];
  counts?: PostTypeCounts;
} = {}) {
  answer('get', COMMUNITY_PATHS.newsfeedCounts, postTypeCountsSchema, counts);
  const page = <T>(content: T[]) => ({
    content,
    page: 0,
    size: 5,
    totalElements: content.length,
    totalPages: 1,
    last: true,
  });
  answer('get', COMMUNITY_PATHS.topSchools, topSchoolPageSchema, page(schools));
  answer('get', COMMUNITY_PATHS.topUsers, topUserPageSchema, page(users));
  // A school community's people widget (any list): nobody listed unless a test answers otherwise.
  for (const list of MEMBER_LISTS) {
    answer('get', COMMUNITY_PATHS.members.replace(':list', list), communityMemberPageSchema, page([]));
  }
  answer('get', COMMUNITY_PATHS.stats, communityStatsSchema, {
    posts: 42,
    schools: 3,
    members: 120,
    likesThisMonth: 9,
  });
}
