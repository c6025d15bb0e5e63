import { COMMUNITY_MESSAGES, COMMUNITY_PATHS } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  communitySettings,
  postAttachments,
  postHistory,
  postingRestrictions,
  posts,
  subscriptions,
} from '../../db/schema';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { signIn } from '../../test/session';
import {
  aPost,
  buildPostsWorld,
  commentsPath,
  likePath,
  type PostsWorld,
  postPath,
  postsCaller,
  uploaded,
  WORLD_TIMEOUT_MS,
} from './post-test-kit';

const signedIn = ['studentA', 'studentA2', 'studentB', 'adminA', 'instituteA', 'instituteB', 'individual'] as const;
let w: PostsWorld<(typeof signedIn)[number]>;
let call: ReturnType<typeof postsCaller>;

beforeAll(async () => {
  w = await buildPostsWorld(signedIn);
  call = postsCaller(w.t);
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

const rowOf = async (id: string) => (await w.t.db.select().from(posts).where(eq(posts.id, id)))[0];
const setAutoApproval = async (instituteId: string, autoApproval: boolean) => {
  await w.t.db
    .insert(communitySettings)
    .values({ instituteId, autoApproval })
    .onConflictDoUpdate({ target: communitySettings.instituteId, set: { autoApproval } });
};

describe('creating a post', () => {
  it('sends a student’s post for approval (SELF) when the school does not approve automatically', async () => {
    const created = await call('POST', COMMUNITY_PATHS.posts, w.as.studentA, aPost({ topic: 'garden' }));
    expect(created.status).toBe(201);
    expect(created.json.message).toBe(COMMUNITY_MESSAGES.pendingApproval);
    expect(created.body).toMatchObject({
      requestStatus: 'PENDING',
      postVisibility: 'SELF',
      category: 'Events',
      categorySlug: 'events',
      topic: 'garden',
      postType: 'TEXT',
      audience: 'EVERYONE',
      canEdit: true,
      canDelete: true,
      author: { id: w.people.studentA.id, institute: { id: w.schoolA.institute.id } },
    });
    expect(created.body.slug).toMatch(/^our-class-planted-a-small-garden-[0-9a-f]{8}$/);
    const row = await rowOf(created.body.id);
    expect(row).toMatchObject({ requestedVisibility: 'INSTITUTE', publishedAt: null });
    expect(row?.descriptionText).toBe('Our class planted a small garden today');
  });

  it('publishes at once for the school’s admin and account (GLOBAL stays in the school without global visibility)', async () => {
    const admin = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost({ audience: 'FACULTIES' }));
    expect(admin.status).toBe(201);
    expect(admin.json.message).toBe('Post published');
    expect(admin.body).toMatchObject({
      requestStatus: 'PUBLISHED',
      postVisibility: 'INSTITUTE',
      audience: 'FACULTIES',
    });
    const school = await call('POST', COMMUNITY_PATHS.posts, w.as.instituteA, aPost({ postVisibility: 'GLOBAL' }));
    expect(school.body).toMatchObject({ requestStatus: 'PUBLISHED', postVisibility: 'INSTITUTE' });
    expect((await rowOf(school.body.id))?.requestedVisibility).toBe('GLOBAL');
  });

  it('publishes a student’s post at once when the school approves automatically', async () => {
    await setAutoApproval(w.schoolA.institute.id, true);
    try {
      const created = await call(
        'POST',
        COMMUNITY_PATHS.posts,
        w.as.studentA,
        aPost({ category: 'Student Spotlights' }),
      );
      expect(created.body).toMatchObject({
        requestStatus: 'PUBLISHED',
        postVisibility: 'INSTITUTE',
        category: 'Student Spotlights',
        categorySlug: 'student-spotlights',
      });
    } finally {
      await setAutoApproval(w.schoolA.institute.id, false);
    }
  });

  it('publishes an individual’s post to the global community, for everyone', async () => {
    const created = await call('POST', COMMUNITY_PATHS.posts, w.as.individual, aPost({ audience: 'ADMIN' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      requestStatus: 'PUBLISHED',
      postVisibility: 'GLOBAL',
      globalvisibility: true,
      audience: 'EVERYONE',
      author: { institute: null },
    });
  });

  it('cleans the rich text on the server', async () => {
    const description =
      '<p onclick="steal()">Hello <script>alert(1)</script><strong>friends</strong> ' +
      '<a href="javascript:alert(1)">trap</a> <a href="https://example.org/x" onmouseover="x()">site</a></p>' +
      '<img src="x" onerror="alert(1)"><iframe src="https://evil.test"></iframe><h1>Title</h1>';
    const created = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost({ description }));
    expect(created.status).toBe(201);
    const html: string = created.body.description;
    expect(html).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|<img|<iframe|alert/);
    expect(html).toContain('<strong>friends</strong>');
    expect(html).toContain('trap');
    expect(html).toContain(
      '<a href="https://example.org/x" rel="nofollow noopener noreferrer" target="_blank">site</a>',
    );
    expect(html).toContain('<h3>Title</h3>');
    expect((await rowOf(created.body.id))?.descriptionText).toBe('Hello friends trap site\nTitle');
  });

  it('refuses bad input and changes nothing', async () => {
    const before = (await w.t.db.select().from(posts)).length;
    const cases = [
      aPost({ category: 'gossip' }),
      aPost({ description: '' }),
      aPost({ description: '<script>only()</script>' }),
      aPost({ postVisibility: 'SELF' }),
      aPost({ attachmentIds: ['not-a-uuid'] }),
      aPost({ extra: true }),
      aPost({ description: 'x'.repeat(5_001) }),
    ];
    for (const body of cases) {
      const answer = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await call('POST', COMMUNITY_PATHS.posts, undefined, aPost())).status).toBe(401);
    expect((await w.t.db.select().from(posts)).length).toBe(before);
  });

  it('accepts the school’s own category by name', async () => {
    const { instituteCategories } = await import('../../db/schema');
    await w.t.db
      .insert(instituteCategories)
      .values({ instituteId: w.schoolA.institute.id, name: 'Robotics Club', slug: 'robotics-club' });
    const created = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost({ category: 'Robotics Club' }));
    expect(created.body).toMatchObject({ category: 'Robotics Club', categorySlug: 'robotics-club' });
    // Another school's category is not one of B's.
    const other = await call('POST', COMMUNITY_PATHS.posts, w.as.instituteB, aPost({ category: 'robotics-club' }));
    expect(other.status).toBe(400);
  });
});

describe('attachments', () => {
  it('links the author’s own uploads in order, titles the first and infers the type', async () => {
    const image = await uploaded(w.t, w.people.adminA.id, 'IMAGE');
    const pdf = await uploaded(w.t, w.people.adminA.id, 'PDF');
    const created = await call(
      'POST',
      COMMUNITY_PATHS.posts,
      w.as.adminA,
      aPost({ description: '', attachmentIds: [pdf.id, image.id], attachmentTitle: 'Our poster' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.postType).toBe('PHOTOS');
    expect(created.body.attachmentIds.map((a: { id: string }) => a.id)).toEqual([pdf.id, image.id]);
    expect(created.body.attachmentIds[0]).toMatchObject({ attachmentType: 'PDF', title: 'Our poster' });
    expect(created.body.attachmentIds[0].attachmentUrl).toBe(`/api/community/files/${pdf.storageKey}`);

    const video = await uploaded(w.t, w.people.adminA.id, 'VIDEO');
    const named = await call(
      'POST',
      COMMUNITY_PATHS.posts,
      w.as.adminA,
      aPost({ attachmentIds: [video.id], postType: 'TEXT' }),
    );
    expect(named.body.postType).toBe('TEXT');
    const doc = await uploaded(w.t, w.people.adminA.id, 'PDF');
    const inferred = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost({ attachmentIds: [doc.id] }));
    expect(inferred.body.postType).toBe('DOCUMENTS');
  });

  it('refuses another user’s upload and one already on a post, and changes nothing', async () => {
    const theirs = await uploaded(w.t, w.people.studentA.id);
    const before = (await w.t.db.select().from(posts)).length;
    const stolen = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost({ attachmentIds: [theirs.id] }));
    expect(stolen.status).toBe(400);
    const mine = await uploaded(w.t, w.people.adminA.id);
    const first = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost({ attachmentIds: [mine.id] }));
    expect(first.status).toBe(201);
    const again = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost({ attachmentIds: [mine.id] }));
    expect(again.status).toBe(400);
    expect((await w.t.db.select().from(posts)).length).toBe(before + 1);
    const [row] = await w.t.db.select().from(postAttachments).where(eq(postAttachments.id, theirs.id));
    expect(row?.postId).toBeNull();
  });
});

describe('who may post', () => {
  it('asks a school without a subscription to contact its administrator', async () => {
    const schoolC = await buildInstitute(w.t.db, 'School C');
    await w.t.db.delete(subscriptions).where(eq(subscriptions.instituteId, schoolC.institute.id));
    const faculty = await buildMember(w.t.db, schoolC.institute.id, 'FACULTY');
    const session = await signIn(w.t.app, 'faculty', faculty.email);
    const refused = await call('POST', COMMUNITY_PATHS.posts, session, aPost());
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      statusCode: 403,
      code: 'SUBSCRIPTION_REQUIRED',
      message: COMMUNITY_MESSAGES.subscriptionInstitute,
    });
  });

  it('asks an individual without a subscription to contact their account administrator', async () => {
    const reader = await buildIndividual(w.t.db);
    const session = await signIn(w.t.app, 'individual', reader.email);
    const refused = await call('POST', COMMUNITY_PATHS.posts, session, aPost());
    expect(refused.json).toMatchObject({
      statusCode: 403,
      code: 'SUBSCRIPTION_REQUIRED',
      message: COMMUNITY_MESSAGES.subscriptionOther,
    });
  });

  it('needs a parent’s consent before a student posts or comments', async () => {
    const student = await buildMember(w.t.db, w.schoolA.institute.id, 'CANDIDATE');
    const session = await signIn(w.t.app, 'user', student.email);
    const refused = await call('POST', COMMUNITY_PATHS.posts, session, aPost());
    expect(refused.json).toMatchObject({ statusCode: 403, code: 'CONSENT_REQUIRED' });
    const post = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost());
    const comment = await call('POST', commentsPath(post.body.id), session, { text: 'Nice!' });
    expect(comment.json).toMatchObject({ statusCode: 403, code: 'CONSENT_REQUIRED' });
  });

  it('refuses posting and commenting while a restriction is in force, but not liking', async () => {
    const post = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost());
    const until = new Date(Date.now() + 3 * 86_400_000);
    await w.t.db.insert(postingRestrictions).values({ userId: w.people.studentA2.id, reason: 'reports', until });
    try {
      const refused = await call('POST', COMMUNITY_PATHS.posts, w.as.studentA2, aPost());
      expect(refused.json).toMatchObject({
        statusCode: 403,
        code: 'POSTING_RESTRICTED',
        message: COMMUNITY_MESSAGES.postingRestricted,
        until: until.toISOString(),
      });
      const comment = await call('POST', commentsPath(post.body.id), w.as.studentA2, { text: 'Hello' });
      expect(comment.json).toMatchObject({ statusCode: 403, code: 'POSTING_RESTRICTED' });
      const like = await call('POST', likePath(post.body.id), w.as.studentA2, { liked: true });
      expect(like.status).toBe(200);
    } finally {
      await w.t.db.delete(postingRestrictions).where(eq(postingRestrictions.userId, w.people.studentA2.id));
    }
    const lifted = await call('POST', COMMUNITY_PATHS.posts, w.as.studentA2, aPost());
    expect(lifted.status).toBe(201);
  });
});

describe('editing', () => {
  it('lets only the author edit; another school gets 404', async () => {
    const created = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost());
    const edit = aPost({ description: '<p>Updated words</p>' });
    expect((await call('PATCH', postPath(created.body.id), w.as.instituteA, edit)).status).toBe(403);
    expect((await call('PATCH', postPath(created.body.id), w.as.studentB, edit)).status).toBe(404);
    expect((await call('PATCH', postPath(created.body.id), undefined, edit)).status).toBe(401);
    expect((await rowOf(created.body.id))?.descriptionText).toBe('Our class planted a small garden today');
    const updated = await call('PATCH', postPath(created.body.id), w.as.adminA, edit);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      description: '<p>Updated words</p>',
      requestStatus: 'PUBLISHED',
      historyExists: true,
    });
  });

  it('sends a student’s published post back to approval and keeps the history', async () => {
    await setAutoApproval(w.schoolA.institute.id, true);
    const created = await call('POST', COMMUNITY_PATHS.posts, w.as.studentA, aPost());
    await setAutoApproval(w.schoolA.institute.id, false);
    expect(created.body.requestStatus).toBe('PUBLISHED');
    const updated = await call(
      'PATCH',
      postPath(created.body.id),
      w.as.studentA,
      aPost({ description: 'A new text', category: 'fun' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.json.message).toBe(COMMUNITY_MESSAGES.pendingApproval);
    expect(updated.body).toMatchObject({ requestStatus: 'PENDING', postVisibility: 'SELF', category: 'Fun' });
    const history = await w.t.db.select().from(postHistory).where(eq(postHistory.postId, created.body.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'post.edited',
      actorId: w.people.studentA.id,
      before: { category: 'Events', visibility: 'INSTITUTE' },
      after: { category: 'Fun', visibility: 'SELF', description: 'A new text' },
    });
  });

  it('replaces attachments: new own uploads linked, dropped ones deleted', async () => {
    const first = await uploaded(w.t, w.people.adminA.id);
    const created = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost({ attachmentIds: [first.id] }));
    const second = await uploaded(w.t, w.people.adminA.id, 'VIDEO');
    const updated = await call('PATCH', postPath(created.body.id), w.as.adminA, aPost({ attachmentIds: [second.id] }));
    expect(updated.status).toBe(200);
    expect(updated.body.attachmentIds.map((a: { id: string }) => a.id)).toEqual([second.id]);
    expect(updated.body.postType).toBe('VIDEOS');
    expect(await w.t.db.select().from(postAttachments).where(eq(postAttachments.id, first.id))).toHaveLength(0);
  });
});

describe('deleting', () => {
  it('lets the author delete their post', async () => {
    const created = await call('POST', COMMUNITY_PATHS.posts, w.as.studentA, aPost());
    const attachment = await uploaded(w.t, w.people.studentA.id);
    await w.t.db.update(postAttachments).set({ postId: created.body.id }).where(eq(postAttachments.id, attachment.id));
    expect((await call('DELETE', postPath(created.body.id), w.as.studentA)).status).toBe(200);
    expect(await rowOf(created.body.id)).toBeUndefined();
    expect(await w.t.db.select().from(postAttachments).where(eq(postAttachments.id, attachment.id))).toHaveLength(0);
    expect((await call('DELETE', postPath(created.body.id), w.as.studentA)).status).toBe(404);
  });

  it('lets the school’s moderators delete a member’s post, recorded in the audit log', async () => {
    const created = await call('POST', COMMUNITY_PATHS.posts, w.as.studentA, aPost());
    expect((await call('DELETE', postPath(created.body.id), w.as.studentA2)).status).toBe(404);
    expect((await call('DELETE', postPath(created.body.id), w.as.adminA)).status).toBe(200);
    expect(await rowOf(created.body.id)).toBeUndefined();
    const audit = await w.t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, created.body.id), eq(auditEvents.action, 'community-post.deleted')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ instituteId: w.schoolA.institute.id, actorId: w.people.adminA.id });
  });

  it('refuses another school’s admin (404) and a classmate (403 on a post they can see); nothing changes', async () => {
    const created = await call('POST', COMMUNITY_PATHS.posts, w.as.adminA, aPost());
    expect((await call('DELETE', postPath(created.body.id), w.as.instituteB)).status).toBe(404);
    expect((await call('DELETE', postPath(created.body.id), w.as.studentA)).status).toBe(403);
    expect((await call('DELETE', postPath(created.body.id), undefined)).status).toBe(401);
    expect(await rowOf(created.body.id)).toBeDefined();
  });
});
