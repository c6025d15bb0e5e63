/**
 * Face verification through the API on a fresh database, with the real analyser on the face-api sample photos:
 * consent decides enrolment, the server's own verdict decides checks, pictures are kept only for failed checks and
 * shown only to the school's reviewers, decisions and attestations, retention, schools apart.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ASSESSMENT_FACE_PATHS, type FaceReviewItem } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentAttempts, assignments, faceChecks, faceEnrolments, notifications, users } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildInstitute, buildMember } from '../../../test/factories';
import { type SignedIn, signIn } from '../../../test/session';
import { answerParentConsent } from '../../consent/consent-test-kit';
import { cutFace, emptyRoom, postPicture, SAMPLE_FACES, sameFaceOtherwise, samplePhoto } from './face-test-kit';

const DAY = 86_400_000;
let now = new Date();
const clock = { now: () => now };

let t: TestApp;
let school: Awaited<ReturnType<typeof buildInstitute>>;
let otherSchool: Awaited<ReturnType<typeof buildInstitute>>;
const as = {} as Record<'school' | 'author' | 'otherTeacher' | 'outsider' | 'asha' | 'ravi' | 'adult', SignedIn>;
const ids: Record<string, string> = {};
let customUrl = '';
let assignmentId = '';

const enrolUrl = `/api${ASSESSMENT_FACE_PATHS.enrolment}`;
const checkUrl = (url: string) => `/api${ASSESSMENT_FACE_PATHS.check.replace(':customUrl', url)}`;
const reviewUrl = (attemptId: string) => `/api${ASSESSMENT_FACE_PATHS.review.replace(':attemptId', attemptId)}`;
const get = (who: SignedIn | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const post = (who: SignedIn, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });

async function student(
  name: 'asha' | 'ravi' | 'adult',
  consent: 'FACE' | 'PLAIN' | 'NONE',
  dateOfBirth = '2013-04-02',
) {
  const user = await buildMember(t.db, school.institute.id, 'CANDIDATE');
  await t.db.update(users).set({ dateOfBirth }).where(eq(users.id, user.id));
  if (consent !== 'NONE') {
    await answerParentConsent(t.db, {
      instituteId: school.institute.id,
      studentId: user.id,
      faceChecks: consent === 'FACE',
    });
  }
  ids[name] = user.id;
  as[name] = await signIn(t.app, 'user', user.email);
}

/** An attempt waiting at the start, as the attempt's initiate leaves it when face checks are asked. */
async function attemptOf(name: string): Promise<string> {
  const [row] = await t.db
    .insert(assignmentAttempts)
    .values({
      assignmentId,
      instituteId: school.institute.id,
      candidateId: ids[name] as string,
      studentClass: 'EIGHT',
      section: 'A',
      deadlineAt: new Date(now.getTime() + DAY),
      questionOrder: [],
      identityCheck: 'PENDING',
    })
    .returning({ id: assignmentAttempts.id });
  return (row as { id: string }).id;
}

const identityOf = async (attemptId: string) =>
  (await t.db.select().from(assignmentAttempts).where(eq(assignmentAttempts.id, attemptId)))[0];
const checksOf = (attemptId: string) => t.db.select().from(faceChecks).where(eq(faceChecks.attemptId, attemptId));
const stored = (key: string | null) => key !== null && existsSync(path.join(t.config.filesDir, key));

beforeAll(async () => {
  t = await buildTestApp({ clock });
  school = await buildInstitute(t.db, 'Greenfield');
  otherSchool = await buildInstitute(t.db, 'Riverside');
  const author = await buildMember(t.db, school.institute.id, 'FACULTY');
  const otherTeacher = await buildMember(t.db, school.institute.id, 'FACULTY');
  const outsider = await buildMember(t.db, otherSchool.institute.id, 'ADMIN');
  as.school = await signIn(t.app, 'institute', school.account.email);
  as.author = await signIn(t.app, 'faculty', author.email);
  as.otherTeacher = await signIn(t.app, 'faculty', otherTeacher.email);
  as.outsider = await signIn(t.app, 'faculty', outsider.email);
  await student('asha', 'FACE');
  await student('ravi', 'PLAIN');
  await student('adult', 'NONE', '2006-01-15');
  const [row] = await t.db
    .insert(assignments)
    .values({
      instituteId: school.institute.id,
      code: 'FACE2345',
      customUrl: 'weekly-science-check-face2345',
      type: 'ASSESSMENT',
      title: 'Weekly science check',
      state: 'PUBLISHED',
      opensAt: new Date(now.getTime() - 60_000),
      closesAt: new Date(now.getTime() + DAY),
      faceCheckRequired: true,
      createdBy: author.id,
    })
    .returning({ id: assignments.id, customUrl: assignments.customUrl });
  assignmentId = (row as { id: string }).id;
  customUrl = (row as { customUrl: string }).customUrl;
}, 120_000);

afterAll(() => t?.close());

describe('face check enrolment', { timeout: 120_000 }, () => {
  it('says whether the student may enrol, and refuses without consent for this purpose', async () => {
    const ravi = await get(as.ravi, enrolUrl);
    expect(ravi.json().body).toEqual({ enrolled: false, enrolledAt: null, consent: 'NONE' });
    const refused = await postPicture(t.app, as.ravi, enrolUrl, await cutFace(SAMPLE_FACES.lookAlikeA));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FACE_CONSENT_REQUIRED');
    expect(
      await t.db
        .select()
        .from(faceEnrolments)
        .where(eq(faceEnrolments.candidateId, ids.ravi as string)),
    ).toEqual([]);
  });

  it('refuses a picture without exactly one face, and keeps nothing', async () => {
    const group = await postPicture(t.app, as.asha, enrolUrl, await samplePhoto(5));
    expect(group.statusCode).toBe(400);
    expect(group.json().details[0].message).toBe('MULTIPLE_FACES');
    const nobody = await postPicture(t.app, as.asha, enrolUrl, await emptyRoom());
    expect(nobody.json().details[0].message).toBe('NO_FACE');
    const notAPicture = await postPicture(t.app, as.asha, enrolUrl, Buffer.from('%PDF-1.4 not a photo'));
    expect(notAPicture.statusCode).toBe(400);
    expect((await get(as.asha, enrolUrl)).json().body.enrolled).toBe(false);
  });

  it("enrols with the parent's yes and keeps the reference picture without its metadata", async () => {
    const withGps = await sharp(await cutFace(SAMPLE_FACES.curlyBlonde))
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
      .jpeg()
      .toBuffer();
    const response = await postPicture(t.app, as.asha, enrolUrl, withGps);
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toMatchObject({ enrolled: true, consent: 'PARENT' });
    const [row] = await t.db
      .select()
      .from(faceEnrolments)
      .where(eq(faceEnrolments.candidateId, ids.asha as string));
    expect(row?.descriptor).toHaveLength(128);
    expect(stored(row?.pictureKey ?? null)).toBe(true);
    const kept = await sharp(path.join(t.config.filesDir, row?.pictureKey as string)).metadata();
    expect(kept.exif).toBeUndefined();
  });

  it('lets a student of 18 or over say yes themselves, and only when they tick it', async () => {
    const picture = await cutFace(SAMPLE_FACES.lookAlikeB);
    const unticked = await postPicture(t.app, as.adult, enrolUrl, picture);
    expect(unticked.statusCode).toBe(400);
    const ticked = await postPicture(t.app, as.adult, enrolUrl, picture, { selfConsent: 'true' });
    expect(ticked.json().body).toMatchObject({ enrolled: true, consent: 'ADULT' });
  });

  it('is for students only', async () => {
    expect((await get(undefined, enrolUrl)).statusCode).toBe(401);
    expect((await get(as.author, enrolUrl)).statusCode).toBe(403);
  });
});

describe('face checks of an attempt', { timeout: 120_000 }, () => {
  it('passes the enrolled student and keeps no picture', async () => {
    const attemptId = await attemptOf('asha');
    const response = await postPicture(
      t.app,
      as.asha,
      checkUrl(customUrl),
      await sameFaceOtherwise(SAMPLE_FACES.curlyBlonde),
      { stage: 'START', deviceOutcome: 'PASS' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toMatchObject({ outcome: 'PASS', identityCheck: 'VERIFIED', mayContinue: true });
    expect((await identityOf(attemptId))?.identityCheck).toBe('VERIFIED');
    const [check] = await checksOf(attemptId);
    expect(check).toMatchObject({ outcome: 'PASS', deviceOutcome: 'PASS', pictureKey: null, reviewState: 'NONE' });
    // Start is done: a second start check is refused.
    const again = await postPicture(t.app, as.asha, checkUrl(customUrl), await cutFace(SAMPLE_FACES.curlyBlonde), {
      stage: 'START',
    });
    expect(again.statusCode).toBe(409);
    // A check during the attempt by someone else flags it, and the attempt goes on.
    const during = await postPicture(t.app, as.asha, checkUrl(customUrl), await cutFace(SAMPLE_FACES.lookAlikeA), {
      stage: 'DURING',
    });
    expect(during.json().body).toMatchObject({ outcome: 'FAIL', identityCheck: 'FLAGGED', mayContinue: true });
    await t.db.delete(assignmentAttempts).where(eq(assignmentAttempts.id, attemptId));
  });

  it('gives three tries at the start, keeps each failed picture, then goes on flagged', async () => {
    const attemptId = await attemptOf('asha');
    const someoneElse = await cutFace(SAMPLE_FACES.lookAlikeA);
    const first = await postPicture(t.app, as.asha, checkUrl(customUrl), someoneElse, { stage: 'START' });
    expect(first.json().body).toMatchObject({ outcome: 'FAIL', identityCheck: 'PENDING', triesLeft: 2 });
    const second = await postPicture(t.app, as.asha, checkUrl(customUrl), await emptyRoom(), { stage: 'START' });
    expect(second.json().body).toMatchObject({ outcome: 'NO_FACE', triesLeft: 1, mayContinue: false });
    const third = await postPicture(t.app, as.asha, checkUrl(customUrl), await samplePhoto(5), { stage: 'START' });
    expect(third.json().body).toMatchObject({ outcome: 'MULTIPLE_FACES', identityCheck: 'FLAGGED', mayContinue: true });
    const checks = await checksOf(attemptId);
    expect(checks.map((check) => check.outcome)).toEqual(['FAIL', 'NO_FACE', 'MULTIPLE_FACES']);
    expect(checks.every((check) => stored(check.pictureKey) && check.reviewState === 'PENDING')).toBe(true);
    ids.flagged = attemptId;
  });

  it('asks for enrolment first, and knows nothing of other schools', async () => {
    await attemptOf('ravi');
    const notEnrolled = await postPicture(t.app, as.ravi, checkUrl(customUrl), await cutFace(SAMPLE_FACES.lookAlikeA), {
      stage: 'START',
    });
    expect(notEnrolled.statusCode).toBe(409);
    expect(notEnrolled.json()).toMatchObject({
      code: 'FACE_VERIFICATION_REQUIRED',
      message: 'Please complete your face verification before attempting the assessment.',
    });
    const stranger = await buildMember(t.db, otherSchool.institute.id, 'CANDIDATE');
    const strangerIn = await signIn(t.app, 'user', stranger.email);
    const outside = await postPicture(t.app, strangerIn, checkUrl(customUrl), await emptyRoom(), { stage: 'START' });
    expect(outside.statusCode).toBe(404);
    const bad = await postPicture(t.app, as.asha, checkUrl(customUrl), await emptyRoom(), { stage: 'LATER' });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the school's review", { timeout: 120_000 }, () => {
  const reviews = (who: SignedIn, kind = 'FLAGGED') =>
    get(who, `/api${ASSESSMENT_FACE_PATHS.reviews}?kind=${kind}`).then(
      (response) => response.json().body?.content as FaceReviewItem[] | undefined,
    );

  it('lists the flagged attempt with its pictures for the school and the author, nobody else', async () => {
    const [item] = (await reviews(as.school)) ?? [];
    expect(item).toMatchObject({ attemptId: ids.flagged, identityCheck: 'FLAGGED', hasReferencePicture: true });
    expect(item?.checks.map((check) => check.hasPicture)).toEqual([true, true, true]);
    expect((await reviews(as.author))?.map((row) => row.attemptId)).toContain(ids.flagged);
    expect(await reviews(as.otherTeacher)).toEqual([]);
    expect(await reviews(as.outsider)).toEqual([]);
    expect((await get(as.asha, `/api${ASSESSMENT_FACE_PATHS.reviews}`)).statusCode).toBe(403);

    const checkId = item?.checks[0]?.id as string;
    const picture = await get(as.school, `/api${ASSESSMENT_FACE_PATHS.checkPicture.replace(':checkId', checkId)}`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['cache-control']).toBe('private, no-store');
    const reference = `/api${ASSESSMENT_FACE_PATHS.referencePicture.replace(':attemptId', ids.flagged as string)}`;
    expect((await get(as.author, reference)).statusCode).toBe(200);
    for (const who of [as.otherTeacher, as.outsider]) {
      expect((await get(who, reference)).statusCode).toBe(404);
      expect(
        (await get(who, `/api${ASSESSMENT_FACE_PATHS.checkPicture.replace(':checkId', checkId)}`)).statusCode,
      ).toBe(404);
    }
  });

  it('rejects with a reason only, un-scores the attempt, tells the student, and dates the pictures', async () => {
    const attemptId = ids.flagged as string;
    await t.db.update(assignmentAttempts).set({ score: 7 }).where(eq(assignmentAttempts.id, attemptId));
    const noReason = await post(as.school, reviewUrl(attemptId), { decision: 'REJECT' });
    expect(noReason.statusCode).toBe(400);
    expect((await identityOf(attemptId))?.identityCheck).toBe('FLAGGED');
    expect((await post(as.otherTeacher, reviewUrl(attemptId), { decision: 'APPROVE' })).statusCode).toBe(404);
    expect((await post(as.outsider, reviewUrl(attemptId), { decision: 'APPROVE' })).statusCode).toBe(404);

    const rejected = await post(as.school, reviewUrl(attemptId), {
      decision: 'REJECT',
      reason: 'Someone else sat the test',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await identityOf(attemptId)).toMatchObject({ identityCheck: 'REJECTED', score: null });
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, ids.asha as string));
    expect(told.map((row) => row.kind)).toContain('ASSIGNMENT_REJECTED');
    const checks = await checksOf(attemptId);
    expect(checks.every((check) => check.reviewState === 'REJECTED')).toBe(true);
    const deleteAfter = checks[0]?.pictureDeleteAfter?.getTime() ?? 0;
    expect(Math.round((deleteAfter - now.getTime()) / DAY)).toBe(30);
    expect((await post(as.school, reviewUrl(attemptId), { decision: 'APPROVE' })).statusCode).toBe(409);
    expect((await reviews(as.school, 'DECIDED'))?.[0]).toMatchObject({
      attemptId,
      note: 'Someone else sat the test',
    });
  });

  it('deletes the kept pictures once their time after review has passed', async () => {
    const before = await checksOf(ids.flagged as string);
    now = new Date(now.getTime() + 29 * DAY);
    const job = t.app.backgroundJobs.find((candidate) => candidate.name === 'face-picture-retention');
    await job?.run();
    expect((await checksOf(ids.flagged as string)).every((check) => stored(check.pictureKey))).toBe(true);
    now = new Date(now.getTime() + 2 * DAY);
    await job?.run();
    const after = await checksOf(ids.flagged as string);
    expect(after.every((check) => check.pictureKey === null)).toBe(true);
    expect(before.every((check) => !stored(check.pictureKey))).toBe(true);
  });

  it("takes a teacher's word for a student without consent for face checks", async () => {
    const [row] = await t.db
      .select({ id: assignmentAttempts.id })
      .from(assignmentAttempts)
      .where(eq(assignmentAttempts.candidateId, ids.ravi as string));
    const attemptId = row?.id as string;
    expect((await reviews(as.school, 'ATTEST'))?.map((item) => item.attemptId)).toEqual([attemptId]);
    const attestUrl = `/api${ASSESSMENT_FACE_PATHS.attest.replace(':attemptId', attemptId)}`;
    expect((await post(as.otherTeacher, attestUrl, {})).statusCode).toBe(404);
    expect((await post(as.author, attestUrl, { note: 'In class, seat 4' })).statusCode).toBe(200);
    expect(await identityOf(attemptId)).toMatchObject({ identityCheck: 'ATTESTED', identityNote: 'In class, seat 4' });
    expect((await post(as.author, attestUrl, {})).statusCode).toBe(409);
  });

  it('forgets the enrolment and its picture when the student withdraws', async () => {
    const [row] = await t.db
      .select()
      .from(faceEnrolments)
      .where(eq(faceEnrolments.candidateId, ids.asha as string));
    const response = await t.app.inject({ method: 'DELETE', url: enrolUrl, headers: { cookie: as.asha?.cookie } });
    expect(response.json().body).toMatchObject({ enrolled: false, consent: 'PARENT' });
    expect(stored(row?.pictureKey ?? null)).toBe(false);
  });
});
