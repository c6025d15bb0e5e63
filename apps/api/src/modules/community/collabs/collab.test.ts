/**
 * Collabs through the API on a fresh database: who creates and edits, every transition allowed and refused (a
 * second evaluation at the same moment gets 409), who sees each state, the team's rules, updates as posts, the
 * lists and the emails.
 */
import { COLLAB_LIMITS, COLLAB_MESSAGES, COLLAB_PATHS, COMMUNITY_MESSAGES, COMMUNITY_PATHS } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, collabEvaluations, collabMembers, communitySettings, subscriptions } from '../../../db/schema';
import { buildMember } from '../../../test/factories';
import type { SignedIn } from '../../../test/session';
import { aPost, uploaded } from '../post-test-kit';
import {
  aCollab,
  buildCollabWorld,
  type CollabPerson,
  type CollabWorld,
  collabIn,
  collabPath,
  WORLD_TIMEOUT_MS,
} from './collab-test-kit';

let w: CollabWorld;
beforeAll(async () => {
  w = await buildCollabWorld();
}, WORLD_TIMEOUT_MS);
afterAll(async () => {
  await w.t.close();
});

const byId = (id: string, who?: SignedIn) => w.call('GET', collabPath(COLLAB_PATHS.collab, id), who);
const act = (path: string, id: string, who: SignedIn, payload?: object) =>
  w.call('POST', collabPath(path, id), who, payload);
const approve = { decision: 'APPROVED', score: 88, feedback: 'Careful measurements, well explained' };
const askChanges = { decision: 'CHANGES_REQUESTED', feedback: 'Please add the rainfall table' };

describe('creating and editing', () => {
  it('lets a student of a school start a draft they own, with a sanitised summary', async () => {
    const created = await w.call(
      'POST',
      COLLAB_PATHS.create,
      w.as.owner,
      aCollab({ summary: '<p>Rain <b>counts</b></p><script>alert(1)</script>' }),
    );
    expect(created.status).toBe(201);
    const collab = created.body;
    expect(collab).toMatchObject({
      status: 'DRAFT',
      visibility: null,
      owner: { id: w.people.owner.id, kind: 'OWNER' },
      participants: [],
      faculty: [],
      category: 'Innovations',
      categorySlug: 'innovations',
      canEdit: true,
      canPost: true,
      canEvaluate: false,
      canPublish: false,
      canManageTeam: true,
      canSendForApproval: true,
      nextStatuses: ['IN_PROGRESS', 'ARCHIVED'],
    });
    expect(collab.summary).toContain('<b>counts</b>');
    expect(collab.summary).not.toContain('script');
    expect(collab.slug).toMatch(/^rainwater-for-the-school-garden-[0-9a-f]{8}$/);
    const bySlug = await w.call('GET', `${COLLAB_PATHS.bySlug}?slug=${collab.slug}`, w.as.owner);
    expect(bySlug.body.id).toBe(collab.id);
  });

  it('refuses individuals, unknown categories and an empty summary', async () => {
    const individual = await w.call('POST', COLLAB_PATHS.create, w.as.individual, aCollab());
    expect(individual.status).toBe(403);
    expect(individual.json.message).toBe(COLLAB_MESSAGES.schoolMembersOnly);
    expect((await w.call('POST', COLLAB_PATHS.create, undefined, aCollab())).status).toBe(401);
    expect((await w.call('POST', COLLAB_PATHS.create, w.as.owner, aCollab({ category: 'nope' }))).status).toBe(400);
    expect((await w.call('POST', COLLAB_PATHS.create, w.as.owner, aCollab({ summary: '<p> </p>' }))).status).toBe(400);
  });

  it('refuses a student without a parent’s consent with the consent dialog', async () => {
    const refused = await w.call('POST', COLLAB_PATHS.create, w.as.noConsent, aCollab());
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'CONSENT_REQUIRED', message: COMMUNITY_MESSAGES.consentRequired });
  });

  it('lets the team edit while it works, and nobody else', async () => {
    const id = await collabIn(w, 'IN_PROGRESS');
    const edit = (who: SignedIn) =>
      w.call('PATCH', collabPath(COLLAB_PATHS.collab, id), who, aCollab({ title: 'Rainwater, measured' }));
    expect((await edit(w.as.participant)).body.title).toBe('Rainwater, measured');
    expect((await edit(w.as.mentor)).status).toBe(200);
    const outsider = await edit(w.as.classmate);
    expect(outsider.status).toBe(404);
    const moderator = await edit(w.as.adminA);
    expect(moderator.status).toBe(403);
    expect(moderator.json.message).toBe(COLLAB_MESSAGES.notOnTeam);
  });
});

describe('states', () => {
  it('moves from draft through approval to published, refusing what the states do not allow', async () => {
    const created = await w.call('POST', COLLAB_PATHS.create, w.as.owner, aCollab());
    const id = created.body.id as string;
    expect((await act(COLLAB_PATHS.status, id, w.as.owner, { status: 'IN_PROGRESS' })).body.status).toBe('IN_PROGRESS');
    const noMentor = await act(COLLAB_PATHS.sendForApproval, id, w.as.owner);
    expect(noMentor.status).toBe(400);
    expect(noMentor.json.message).toBe(COLLAB_MESSAGES.mentorNeeded);
    await act(COLLAB_PATHS.participants, id, w.as.owner, { userId: w.people.participant.id });
    await act(COLLAB_PATHS.faculty, id, w.as.owner, { userId: w.people.mentor.id });
    expect((await byId(id, w.as.participant)).body).toMatchObject({ canManageTeam: false, canSendForApproval: false });
    expect((await byId(id, w.as.mentor)).body).toMatchObject({ canManageTeam: false, canSendForApproval: true });
    expect((await act(COLLAB_PATHS.sendForApproval, id, w.as.participant)).status).toBe(403);
    expect((await act(COLLAB_PATHS.evaluation, id, w.as.mentor, approve)).status).toBe(409);

    const sent = await act(COLLAB_PATHS.sendForApproval, id, w.as.owner);
    expect(sent.status).toBe(200);
    expect(sent.json.message).toBe(COLLAB_MESSAGES.sentForApproval);
    expect(sent.body).toMatchObject({ status: 'SUBMITTED', canEdit: false, nextStatuses: [] });
    expect(sent.body.submittedAt).not.toBeNull();
    const mentorMail = (await w.t.outbox.list()).find((mail) => mail.to === w.people.mentor.email);
    expect(mentorMail?.subject).toContain('waiting for your evaluation');
    expect(mentorMail?.text).toContain(`/collab/details/${sent.body.slug}`);

    expect((await act(COLLAB_PATHS.sendForApproval, id, w.as.owner)).status).toBe(409);
    expect((await act(COLLAB_PATHS.status, id, w.as.owner, { status: 'DRAFT' })).status).toBe(409);
    const editing = await w.call('PATCH', collabPath(COLLAB_PATHS.collab, id), w.as.owner, aCollab());
    expect(editing.status).toBe(409);
    const byParticipant = await act(COLLAB_PATHS.evaluation, id, w.as.participant, approve);
    expect(byParticipant.status).toBe(403);
    expect(byParticipant.json.message).toBe(COLLAB_MESSAGES.notEvaluator);
    expect((await act(COLLAB_PATHS.evaluation, id, w.as.owner, approve)).status).toBe(403);
    expect((await act(COLLAB_PATHS.evaluation, id, w.as.faculty2, approve)).status).toBe(404);
    expect((await byId(id, w.as.mentor)).body).toMatchObject({ canEvaluate: true, canPublish: false });

    const changes = await act(COLLAB_PATHS.evaluation, id, w.as.mentor, askChanges);
    expect(changes.body).toMatchObject({
      status: 'CHANGES_REQUESTED',
      canEdit: true,
      evaluation: { decision: 'CHANGES_REQUESTED', score: null, feedback: askChanges.feedback },
    });
    const ownerMail = (await w.t.outbox.list()).find((mail) => mail.to === w.people.owner.email);
    expect(ownerMail?.subject).toContain('Changes requested');
    expect((await act(COLLAB_PATHS.publish, id, w.as.mentor)).status).toBe(409);
    expect((await act(COLLAB_PATHS.status, id, w.as.owner, { status: 'IN_PROGRESS' })).status).toBe(200);
    expect((await act(COLLAB_PATHS.sendForApproval, id, w.as.mentor)).status).toBe(200);

    const approved = await act(COLLAB_PATHS.evaluation, id, w.as.mentor, approve);
    expect(approved.body).toMatchObject({
      status: 'APPROVED',
      canPublish: true,
      evaluation: { decision: 'APPROVED', score: 88 },
    });
    expect((await act(COLLAB_PATHS.publish, id, w.as.participant)).json.message).toBe(COLLAB_MESSAGES.notPublisher);
    const published = await act(COLLAB_PATHS.publish, id, w.as.mentor);
    expect(published.body).toMatchObject({
      status: 'PUBLISHED',
      visibility: 'INSTITUTE',
      nextStatuses: [],
      canManageTeam: false,
      canSendForApproval: false,
    });
    expect(published.body.publishedAt).not.toBeNull();
    for (const status of ['DRAFT', 'IN_PROGRESS', 'ARCHIVED']) {
      expect((await act(COLLAB_PATHS.status, id, w.as.owner, { status })).status).toBe(409);
    }
    expect((await act(COLLAB_PATHS.publish, id, w.as.mentor)).status).toBe(409);
    const evaluations = await w.t.db.select().from(collabEvaluations).where(eq(collabEvaluations.collabId, id));
    expect(evaluations).toHaveLength(2);
  });

  it('archives and restores as a draft; an approved collab can go back to work', async () => {
    const id = await collabIn(w, 'DRAFT');
    const archived = await act(COLLAB_PATHS.status, id, w.as.participant, { status: 'ARCHIVED' });
    expect(archived.body).toMatchObject({ status: 'ARCHIVED', canPost: false, nextStatuses: ['DRAFT'] });
    expect((await act(COLLAB_PATHS.status, id, w.as.owner, { status: 'IN_PROGRESS' })).status).toBe(409);
    expect((await act(COLLAB_PATHS.status, id, w.as.owner, { status: 'DRAFT' })).body.status).toBe('DRAFT');
    const approvedId = await collabIn(w, 'APPROVED');
    expect((await act(COLLAB_PATHS.status, approvedId, w.as.owner, { status: 'ARCHIVED' })).status).toBe(409);
    expect((await act(COLLAB_PATHS.status, approvedId, w.as.owner, { status: 'IN_PROGRESS' })).status).toBe(200);
  });

  it('lets only one of two evaluators acting at once decide; the other gets 409', async () => {
    const id = await collabIn(w, 'SUBMITTED');
    const results = await Promise.all([
      act(COLLAB_PATHS.evaluation, id, w.as.mentor, approve),
      act(COLLAB_PATHS.evaluation, id, w.as.adminA, askChanges),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const rows = await w.t.db.select().from(collabEvaluations).where(eq(collabEvaluations.collabId, id));
    expect(rows).toHaveLength(1);
  });

  it("lets the school's moderators evaluate and publish (audited); a faculty owner cannot judge their own", async () => {
    const id = await collabIn(w, 'SUBMITTED');
    expect((await act(COLLAB_PATHS.evaluation, id, w.as.committeeA, approve)).status).toBe(200);
    await w.t.db
      .update(communitySettings)
      .set({ globalVisibility: true })
      .where(eq(communitySettings.instituteId, w.schoolA.institute.id));
    const published = await act(COLLAB_PATHS.publish, id, w.as.instituteA);
    expect(published.body).toMatchObject({ status: 'PUBLISHED', visibility: 'GLOBAL' });
    await w.t.db
      .update(communitySettings)
      .set({ globalVisibility: false })
      .where(eq(communitySettings.instituteId, w.schoolA.institute.id));
    const audit = await w.t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'collab'), eq(auditEvents.entityId, id)));
    expect(audit.map((row) => row.action).sort()).toEqual(['collab.evaluated', 'collab.published']);

    const own = await w.call('POST', COLLAB_PATHS.create, w.as.mentor, aCollab({ title: 'Our weather station' }));
    const ownId = own.body.id as string;
    await act(COLLAB_PATHS.faculty, ownId, w.as.mentor, { userId: w.people.faculty2.id });
    await act(COLLAB_PATHS.sendForApproval, ownId, w.as.mentor);
    expect((await byId(ownId, w.as.mentor)).body.canEvaluate).toBe(false);
    expect((await act(COLLAB_PATHS.evaluation, ownId, w.as.mentor, approve)).status).toBe(403);
    expect((await act(COLLAB_PATHS.evaluation, ownId, w.as.faculty2, approve)).status).toBe(200);
  });
});

describe('who sees a collab', () => {
  const viewers: Array<CollabPerson | 'anonymous'> = [
    'anonymous',
    'studentB',
    'adminB',
    'classmate',
    'participant',
    'mentor',
    'adminA',
    'committeeA',
    'instituteA',
  ];
  const team = ['participant', 'mentor', 'adminA', 'committeeA', 'instituteA'];
  const sees = (who: string, state: string) => {
    if (team.includes(who)) return true;
    if (state === 'GLOBAL') return true;
    return state === 'INSTITUTE' && who === 'classmate';
  };

  it('shows each state only to those allowed; everyone else gets the same 404', async () => {
    const ids: Record<string, string> = {
      DRAFT: await collabIn(w, 'DRAFT'),
      SUBMITTED: await collabIn(w, 'SUBMITTED'),
      APPROVED: await collabIn(w, 'APPROVED'),
      INSTITUTE: await collabIn(w, 'PUBLISHED'),
    };
    await w.t.db
      .update(communitySettings)
      .set({ globalVisibility: true })
      .where(eq(communitySettings.instituteId, w.schoolA.institute.id));
    ids.GLOBAL = await collabIn(w, 'PUBLISHED');
    await w.t.db
      .update(communitySettings)
      .set({ globalVisibility: false })
      .where(eq(communitySettings.instituteId, w.schoolA.institute.id));
    for (const [state, id] of Object.entries(ids)) {
      for (const who of viewers) {
        const as = who === 'anonymous' ? undefined : w.as[who];
        const response = await byId(id, as);
        const expected = sees(who, state) ? 200 : 404;
        expect({ state, who, status: response.status }).toEqual({ state, who, status: expected });
        if (expected === 404) expect(response.json.message).toBe(COLLAB_MESSAGES.collabNotFound);
        const posts = await w.call('GET', collabPath(COLLAB_PATHS.posts, id), as);
        expect({ state, who, posts: posts.status }).toEqual({ state, who, posts: expected });
      }
    }
    expect((await w.call('GET', collabPath(COLLAB_PATHS.collab, crypto.randomUUID()), w.as.adminA)).status).toBe(404);
    expect((await act(COLLAB_PATHS.evaluation, ids.SUBMITTED as string, w.as.adminB, approve)).status).toBe(404);
  });
});

describe('the team', () => {
  it('takes students of the school as participants and its staff as mentors, within the limits', async () => {
    const id = await collabIn(w, 'DRAFT');
    const other = await act(COLLAB_PATHS.participants, id, w.as.owner, { userId: w.people.studentB.id });
    expect(other.status).toBe(403);
    expect(other.json.message).toBe(COLLAB_MESSAGES.sameSchoolOnly);
    expect((await act(COLLAB_PATHS.faculty, id, w.as.owner, { userId: w.people.adminB.id })).status).toBe(403);
    expect((await act(COLLAB_PATHS.participants, id, w.as.owner, { userId: w.people.faculty2.id })).status).toBe(400);
    expect((await act(COLLAB_PATHS.faculty, id, w.as.owner, { userId: w.people.classmate.id })).status).toBe(400);
    const again = await act(COLLAB_PATHS.participants, id, w.as.owner, { userId: w.people.participant.id });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(COLLAB_MESSAGES.alreadyOnTeam);
    const byParticipant = await act(COLLAB_PATHS.participants, id, w.as.participant, {
      userId: w.people.classmate.id,
    });
    expect(byParticipant.status).toBe(403);
    const byAdmin = await act(COLLAB_PATHS.faculty, id, w.as.adminA, { userId: w.people.faculty2.id });
    expect(byAdmin.body.faculty.map((person: { id: string }) => person.id)).toEqual([
      w.people.mentor.id,
      w.people.faculty2.id,
    ]);

    for (let k = 2; k < COLLAB_LIMITS.facultyMax; k++) {
      const extra = await buildMember(w.t.db, w.schoolA.institute.id, 'FACULTY');
      await w.t.db.insert(collabMembers).values({ collabId: id, userId: extra.id, kind: 'FACULTY' });
    }
    const full = await act(COLLAB_PATHS.faculty, id, w.as.owner, { userId: w.people.adminA.id });
    expect(full.status).toBe(409);
    expect(full.json.message).toBe(COLLAB_MESSAGES.tooManyFaculty);
  });

  it('keeps the owner; lets the owner remove people and anyone leave', async () => {
    const id = await collabIn(w, 'DRAFT');
    const ownerGone = await w.call('DELETE', collabPath(COLLAB_PATHS.participant, id, w.people.owner.id), w.as.adminA);
    expect(ownerGone.status).toBe(403);
    expect(ownerGone.json.message).toBe(COLLAB_MESSAGES.ownerStays);
    expect(
      (await w.call('DELETE', collabPath(COLLAB_PATHS.facultyMember, id, w.people.mentor.id), w.as.participant)).status,
    ).toBe(403);
    const left = await w.call(
      'DELETE',
      collabPath(COLLAB_PATHS.participant, id, w.people.participant.id),
      w.as.participant,
    );
    expect(left.status).toBe(200);
    expect(left.body).toBeNull();
    expect((await byId(id, w.as.participant)).status).toBe(404);
    const removed = await w.call('DELETE', collabPath(COLLAB_PATHS.facultyMember, id, w.people.mentor.id), w.as.owner);
    expect(removed.body.faculty).toEqual([]);
    expect(
      (await w.call('DELETE', collabPath(COLLAB_PATHS.facultyMember, id, w.people.mentor.id), w.as.owner)).status,
    ).toBe(404);
  });

  it('lists the members who may be added, by name, for the owner only', async () => {
    const id = await collabIn(w, 'DRAFT');
    const path = `${collabPath(COLLAB_PATHS.candidates, id)}?kind=PARTICIPANT`;
    const students = await w.call('GET', path, w.as.owner);
    const studentIds = students.body.map((member: { id: string }) => member.id);
    expect(studentIds).toContain(w.people.classmate.id);
    expect(studentIds).not.toContain(w.people.participant.id);
    expect(studentIds).not.toContain(w.people.owner.id);
    expect(studentIds).not.toContain(w.people.studentB.id);
    expect(students.body.find((member: { id: string }) => member.id === w.people.classmate.id).detail).toBe(
      'Class 8 A',
    );
    const named = await w.call('GET', `${path}&q=${encodeURIComponent(w.people.classmate.name)}`, w.as.owner);
    expect(named.body.map((member: { id: string }) => member.id)).toEqual([w.people.classmate.id]);
    const staff = await w.call('GET', `${collabPath(COLLAB_PATHS.candidates, id)}?kind=FACULTY`, w.as.owner);
    const staffIds = staff.body.map((member: { id: string }) => member.id);
    expect(staffIds).toEqual(expect.arrayContaining([w.people.faculty2.id, w.people.adminA.id]));
    expect(staffIds).not.toContain(w.people.mentor.id);
    expect((await w.call('GET', path, w.as.participant)).status).toBe(403);
  });
});

describe('updates and lists', () => {
  it('takes updates from the team only, pages them and shows them on the card', async () => {
    const id = await collabIn(w, 'PUBLISHED', { title: 'Updates collab', category: 'awareness' });
    const update = (who: SignedIn, text: string, attachmentIds: string[] = []) =>
      w.call(
        'POST',
        COMMUNITY_PATHS.posts,
        who,
        aPost({ feedKind: 'collab', collabId: id, description: `<p>${text}</p>`, attachmentIds }),
      );
    const picture = await uploaded(w.t, w.people.participant.id);
    expect((await update(w.as.participant, 'Week one: we measured the roof', [picture.id])).status).toBe(201);
    expect((await update(w.as.mentor, 'Week two: barrels arrived')).status).toBe(201);
    expect((await update(w.as.owner, 'Week three: first full barrel')).status).toBe(201);
    const outsider = await update(w.as.classmate, 'Can I join?');
    expect(outsider.status).toBe(403);
    expect(outsider.json.message).toBe(COLLAB_MESSAGES.notOnTeam);
    expect((await update(w.as.studentB, 'Hello from Brookside')).status).toBe(404);

    const first = await w.call('GET', `${collabPath(COLLAB_PATHS.posts, id)}?size=2&loginSuccess=true`, w.as.owner);
    expect(first.body).toMatchObject({ totalElements: 3, last: false });
    expect(first.body.content.map((post: { collabId: string }) => post.collabId)).toEqual([id, id]);
    const second = await w.call('GET', `${collabPath(COLLAB_PATHS.posts, id)}?size=2&page=1`, w.as.classmate);
    expect(second.body).toMatchObject({ totalElements: 3, last: true });
    expect(second.body.content).toHaveLength(1);

    const list = await w.call('GET', `${COLLAB_PATHS.list}?category=awareness`, w.as.classmate);
    const card = list.body.content.find((entry: { id: string }) => entry.id === id);
    expect(card).toMatchObject({
      postCount: 3,
      participantCount: 1,
      facultyNames: [w.people.mentor.name],
      excerpt: 'We collect rain from the roof and measure how much the garden needs.',
    });
    expect(card.coverUrl).toContain(picture.storageKey);
    expect((await byId(id, w.as.classmate)).body.postCount).toBe(3);
  });

  it('lists published collabs by who may see them, newest first, with filters', async () => {
    const institute = await collabIn(w, 'PUBLISHED', { title: 'School only collab', topic: 'school-only' });
    await w.t.db
      .update(communitySettings)
      .set({ globalVisibility: true })
      .where(eq(communitySettings.instituteId, w.schoolA.institute.id));
    const global = await collabIn(w, 'PUBLISHED', { title: 'Everyone collab', topic: 'for-all' });
    await w.t.db
      .update(communitySettings)
      .set({ globalVisibility: false })
      .where(eq(communitySettings.instituteId, w.schoolA.institute.id));
    const draft = await collabIn(w, 'DRAFT');
    const ids = async (query: string, who?: SignedIn) =>
      (await w.call('GET', `${COLLAB_PATHS.list}${query}`, who)).body.content.map((card: { id: string }) => card.id);

    const anonymous = await ids('?loginSuccess=false&size=100');
    expect(anonymous).toContain(global);
    expect(anonymous).not.toContain(institute);
    expect(anonymous).not.toContain(draft);
    const classmate = await ids('?loginSuccess=true&size=100', w.as.classmate);
    expect(classmate.indexOf(global)).toBeLessThan(classmate.indexOf(institute));
    expect(classmate).not.toContain(draft);
    expect(await ids('?size=100', w.as.studentB)).not.toContain(institute);
    expect(await ids(`?customUrl=${w.schoolA.institute.customUrl}&topic=for-all`)).toEqual([global]);
    expect(await ids(`?customUrl=${w.schoolB.institute.customUrl}`)).toEqual([]);
    expect((await w.call('GET', `${COLLAB_PATHS.list}?customUrl=no-such-school`)).status).toBe(404);
    const paged = await w.call('GET', `${COLLAB_PATHS.list}?size=1&page=1`, w.as.classmate);
    expect(paged.body.content).toHaveLength(1);
    expect(paged.body.totalElements).toBe(classmate.length);
  });

  it("lists the caller's own collabs and the school's tracker for the school account", async () => {
    const draft = await collabIn(w, 'DRAFT', { title: 'Freshest draft' });
    const mine = await w.call('GET', COLLAB_PATHS.mine, w.as.participant);
    expect(mine.body.content[0].id).toBe(draft);
    const classmateMine = await w.call('GET', COLLAB_PATHS.mine, w.as.classmate);
    expect(classmateMine.body.totalElements).toBe(0);
    expect((await w.call('GET', COLLAB_PATHS.mine)).status).toBe(401);

    const tracker = await w.call('GET', `${COLLAB_PATHS.tracker}?status=DRAFT&size=100`, w.as.instituteA);
    expect(tracker.body.content.map((card: { id: string }) => card.id)).toContain(draft);
    expect(tracker.body.content.every((card: { status: string }) => card.status === 'DRAFT')).toBe(true);
    // Spec §6: /collaboration-tracker is the school account's; admins judge collabs from their own pages.
    expect((await w.call('GET', COLLAB_PATHS.tracker, w.as.adminA)).status).toBe(403);
    expect((await w.call('GET', COLLAB_PATHS.tracker, w.as.mentor)).status).toBe(403);
    expect((await w.call('GET', COLLAB_PATHS.tracker, w.as.individual)).status).toBe(403);
    const otherSchool = await w.call('GET', COLLAB_PATHS.tracker, w.as.instituteB);
    expect(otherSchool.body.totalElements).toBe(0);
  });
});

describe('subscription', () => {
  it('refuses creating and editing without a valid subscription, with the dialog', async () => {
    const id = await collabIn(w, 'DRAFT');
    await w.t.db.delete(subscriptions).where(eq(subscriptions.instituteId, w.schoolA.institute.id));
    const created = await w.call('POST', COLLAB_PATHS.create, w.as.owner, aCollab());
    expect(created.status).toBe(403);
    expect(created.json).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      message: COMMUNITY_MESSAGES.subscriptionInstitute,
    });
    const edited = await w.call('PATCH', collabPath(COLLAB_PATHS.collab, id), w.as.owner, aCollab());
    expect(edited.json.code).toBe('SUBSCRIPTION_REQUIRED');
  });
});
