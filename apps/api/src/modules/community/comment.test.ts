import { COMMUNITY_PATHS, roleOf } from '@noticeboard/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalCommitteeMembers, postComments, postLikes, posts, users } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import {
  aPost,
  buildPostsWorld,
  commentPath,
  commentsPath,
  FEED_PEOPLE,
  likePath,
  type PostsWorld,
  postsCaller,
  WORLD_TIMEOUT_MS,
} from './post-test-kit';
import { visiblePostScope } from './post-visibility';

const signedIn = FEED_PEOPLE;
let w: PostsWorld<(typeof signedIn)[number]>;
let call: ReturnType<typeof postsCaller>;
/** A school-only post of school A, and a public post. */
let schoolPost: string;
let publicPost: string;

beforeAll(async () => {
  w = await buildPostsWorld(signedIn);
  call = postsCaller(w.t);
  schoolPost = (await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost())).body.id;
  publicPost = (await call('POST', COMMUNITY_PATHS.posts, w.as.individual, aPost())).body.id;
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

const countsOf = async (id: string) => {
  const [row] = await w.t.db
    .select({ likesCount: posts.likesCount, commentCount: posts.commentCount })
    .from(posts)
    .where(eq(posts.id, id));
  return row;
};

describe('likes', () => {
  it('likes once however often it is sent, and unlikes the same way; the count stays exact', async () => {
    const like = (who = w.as.studentA, liked = true) => call('POST', likePath(schoolPost), who, { liked });
    const first = await like();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ postId: schoolPost, likesCount: 1, likeEvent: true, liked: true, commentCount: 0 });
    expect((await like()).body.likesCount).toBe(1);
    expect((await like(w.as.studentA2)).body.likesCount).toBe(2);
    const [both] = await Promise.all([like(w.as.adminA), like(w.as.adminA)]);
    expect(both?.status).toBe(200);
    expect((await countsOf(schoolPost))?.likesCount).toBe(3);
    const unliked = await like(w.as.studentA, false);
    expect(unliked.body).toMatchObject({ likesCount: 2, liked: false, likeEvent: false });
    expect((await like(w.as.studentA, false)).body.likesCount).toBe(2);
    const rows = await w.t.db.select().from(postLikes).where(eq(postLikes.postId, schoolPost));
    expect(rows).toHaveLength(2);
  });

  it('shows the caller’s like in the feed and details', async () => {
    const feed = await call('GET', COMMUNITY_PATHS.newsfeed, w.as.studentA2);
    const post = feed.body.content.find((entry: { id: string }) => entry.id === schoolPost);
    expect(post).toMatchObject({ liked: true, likesCount: 2 });
  });

  it('refuses visitors (401), another school’s post (404) and bad bodies (400); nothing changes', async () => {
    expect((await call('POST', likePath(schoolPost), undefined, { liked: true })).status).toBe(401);
    expect((await call('POST', likePath(schoolPost), w.as.studentB, { liked: true })).status).toBe(404);
    expect((await call('POST', likePath(schoolPost), w.as.studentA, { liked: 'yes' })).status).toBe(400);
    expect((await call('POST', likePath(schoolPost), w.as.studentA, {})).status).toBe(400);
    expect((await call('POST', likePath('not-a-uuid'), w.as.studentA, { liked: true })).status).toBe(400);
    expect((await call('POST', likePath(crypto.randomUUID()), w.as.studentA, { liked: true })).status).toBe(404);
    expect((await countsOf(schoolPost))?.likesCount).toBe(2);
    // A public post can be liked by another school's member.
    expect((await call('POST', likePath(publicPost), w.as.studentB, { liked: true })).body.likesCount).toBe(1);
  });
});

describe('a like is written in one statement with the visibility rule in SQL', () => {
  it('is allowed exactly where canSeePost (with the moderators) lets the viewer see the post', async () => {
    const visibilities = ['GLOBAL', 'INSTITUTE', 'SPECIFIC_GROUP', 'SELF'] as const;
    const audiences = ['EVERYONE', 'INSTITUTE', 'ADMIN', 'FACULTIES', 'CANDIDATES'] as const;
    const made: Array<{ id: string; label: string }> = [];
    for (const author of [w.people.studentA, w.people.individual]) {
      for (const visibility of visibilities) {
        for (const audience of audiences) {
          for (const removed of [false, true]) {
            const [row] = await w.t.db
              .insert(posts)
              .values({
                slug: `matrix-${made.length}-${crypto.randomUUID().slice(0, 8)}`,
                authorId: author.id,
                instituteId: author.instituteId,
                postType: 'TEXT',
                category: 'Events',
                categorySlug: 'events',
                descriptionHtml: '<p>matrix</p>',
                descriptionText: 'matrix',
                visibility,
                requestedVisibility: visibility,
                audience,
                requestStatus: visibility === 'SELF' ? 'PENDING' : 'PUBLISHED',
                publishedAt: visibility === 'SELF' ? null : new Date(),
                removedAt: removed ? new Date() : null,
              })
              .returning({ id: posts.id });
            made.push({ id: row?.id ?? '', label: `${author.type} ${visibility} ${audience} removed=${removed}` });
          }
        }
      }
    }
    // facultyA sits on school A's committee: a moderator by seat.
    await w.t.db
      .insert(approvalCommitteeMembers)
      .values({ instituteId: w.schoolA.institute.id, userId: w.people.facultyA.id });
    for (const name of signedIn) {
      const [user] = await w.t.db.select().from(users).where(eq(users.id, w.people[name].id));
      if (!user) throw new Error(name);
      const actor: Actor = {
        id: user.id,
        type: user.type,
        userType: user.userType,
        instituteId: user.instituteId,
        customUrl: user.customUrl,
        role: roleOf(user),
        familyId: 'test',
      };
      for (const post of made) {
        const sees = await visiblePostScope(w.t.db, actor, post.id).then(
          () => true,
          () => false,
        );
        const liked = await call('POST', likePath(post.id), w.as[name], { liked: true });
        expect(liked.status, `${name} likes ${post.label}`).toBe(sees ? 200 : 404);
        const unliked = await call('POST', likePath(post.id), w.as[name], { liked: false });
        expect(unliked.status, `${name} unlikes ${post.label}`).toBe(sees ? 200 : 404);
      }
    }
    const left = await w.t.db
      .select()
      .from(postLikes)
      .where(
        inArray(
          postLikes.postId,
          made.map((post) => post.id),
        ),
      );
    expect(left).toEqual([]);
    const counts = await w.t.db
      .select({ likes: posts.likesCount })
      .from(posts)
      .where(
        inArray(
          posts.id,
          made.map((post) => post.id),
        ),
      );
    expect(counts.every((row) => row.likes === 0)).toBe(true);
  }, 120_000);
});

describe('comments', () => {
  it('adds comments (trimmed), lists them oldest first and keeps the count exact', async () => {
    const first = await call('POST', commentsPath(schoolPost), w.as.studentA, { text: '  Lovely garden!  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      postId: schoolPost,
      text: 'Lovely garden!',
      edited: false,
      canEdit: true,
      canDelete: true,
      author: { id: w.people.studentA.id, role: 'CANDIDATE', institute: { id: w.schoolA.institute.id } },
    });
    await call('POST', commentsPath(schoolPost), w.as.studentA2, { text: 'Can I help next time?' });
    await call('POST', commentsPath(schoolPost), w.as.adminA, { text: 'Of course!' });
    const list = await call('GET', `${commentsPath(schoolPost)}?size=2`, w.as.studentA2);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ totalElements: 3, totalPages: 2, last: false });
    expect(list.body.content.map((c: { text: string }) => c.text)).toEqual(['Lovely garden!', 'Can I help next time?']);
    expect(list.body.content[0]).toMatchObject({ canEdit: false, canDelete: false });
    expect((await countsOf(schoolPost))?.commentCount).toBe(3);
    const moderator = await call('GET', commentsPath(schoolPost), w.as.adminA);
    expect(moderator.body.content[0]).toMatchObject({ canEdit: false, canDelete: true });
  });

  it('lets only the author edit a comment', async () => {
    const created = await call('POST', commentsPath(schoolPost), w.as.studentA, { text: 'Frist!' });
    const id = created.body.id;
    expect((await call('PATCH', commentPath(id), w.as.studentA2, { text: 'Hacked' })).status).toBe(403);
    expect((await call('PATCH', commentPath(id), w.as.studentB, { text: 'Hacked' })).status).toBe(404);
    expect((await call('PATCH', commentPath(id), undefined, { text: 'Hacked' })).status).toBe(401);
    expect((await call('PATCH', commentPath(id), w.as.studentA, { text: '   ' })).status).toBe(400);
    const edited = await call('PATCH', commentPath(id), w.as.studentA, { text: 'First!' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ text: 'First!', edited: true });
    const [row] = await w.t.db.select().from(postComments).where(eq(postComments.id, id));
    expect(row?.text).toBe('First!');
  });

  it('deletes softly by the author or the school’s moderators; the count follows once', async () => {
    const before = (await countsOf(schoolPost))?.commentCount ?? 0;
    const mine = (await call('POST', commentsPath(schoolPost), w.as.studentA2, { text: 'Oops' })).body.id;
    const theirs = (await call('POST', commentsPath(schoolPost), w.as.studentA2, { text: 'Rude words' })).body.id;
    expect((await countsOf(schoolPost))?.commentCount).toBe(before + 2);
    expect((await call('DELETE', commentPath(mine), w.as.studentA)).status).toBe(403);
    expect((await call('DELETE', commentPath(mine), w.as.instituteB)).status).toBe(404);
    expect((await call('DELETE', commentPath(mine), w.as.studentA2)).status).toBe(200);
    expect((await call('DELETE', commentPath(mine), w.as.studentA2)).status).toBe(404);
    expect((await call('DELETE', commentPath(theirs), w.as.adminA)).status).toBe(200);
    expect((await countsOf(schoolPost))?.commentCount).toBe(before);
    const [row] = await w.t.db.select().from(postComments).where(eq(postComments.id, mine));
    expect(row?.deletedAt).not.toBeNull();
    const list = await call('GET', `${commentsPath(schoolPost)}?size=100`, w.as.studentA);
    expect(list.body.totalElements).toBe(before);
    expect(list.body.content.map((c: { id: string }) => c.id)).not.toContain(mine);
    expect((await call('PATCH', commentPath(mine), w.as.studentA2, { text: 'back' })).status).toBe(404);
  });

  it('keeps another school’s post closed (404) and lets visitors read public comments', async () => {
    expect((await call('GET', commentsPath(schoolPost), w.as.studentB)).status).toBe(404);
    expect((await call('GET', commentsPath(schoolPost))).status).toBe(404);
    expect((await call('POST', commentsPath(schoolPost), w.as.studentB, { text: 'Hi' })).status).toBe(404);
    expect((await call('POST', commentsPath(publicPost), undefined, { text: 'Hi' })).status).toBe(401);
    const before = (await countsOf(schoolPost))?.commentCount;
    expect((await call('POST', commentsPath(schoolPost), w.as.studentA, { text: 'x'.repeat(1_001) })).status).toBe(400);
    expect((await countsOf(schoolPost))?.commentCount).toBe(before);
    const added = await call('POST', commentsPath(publicPost), w.as.studentB, { text: 'Great idea' });
    expect(added.status).toBe(201);
    const open = await call('GET', commentsPath(publicPost));
    expect(open.body.content).toHaveLength(1);
    expect(open.body.content[0]).toMatchObject({ text: 'Great idea', canEdit: false, canDelete: false });
    const reaction = await call('POST', likePath(publicPost), w.as.individual, { liked: false });
    expect(reaction.body).toMatchObject({ commentCount: 1 });
  });
});
