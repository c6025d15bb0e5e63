/**
 * Birthdays and wishes (Monday 30 Nov 2026 in India): who is shown (students as consent allows, staff who share),
 * names only to members of the school (absent from the response for visitors and other schools, not hidden),
 * yesterday's quiz toppers the same way, wishes once per sender and birthday, moderated like comments (removed by
 * the birthday child or the school's moderators, never across schools), refused
 * when the school turns birthdays off and from other schools; the birthday child reads their wishes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, postingRestrictions, quizDailyScores, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { CONSENT_CHANGED } from '../consent/consent-events';
import { prepareAllBulletins } from './assembly.job';
import {
  type AssemblySchool,
  assemblySchool,
  call,
  grantConsent,
  movableClock,
  SETTINGS,
  setBirth,
  someNews,
  student,
} from './assembly-test-kit';

const MONDAY_7AM = new Date('2026-11-30T01:30:00Z');

describe('birthdays', () => {
  let t: TestApp;
  let a: AssemblySchool;
  let b: AssemblySchool;
  let asha: SignedIn;
  let kabirId: string;
  let zoyaId: string;
  let ashaId: string;
  let facultyId: string;
  const clock = movableClock(MONDAY_7AM);

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    await someNews(t.db, 4);
    a = await assemblySchool(t.app, t.db, 'Hillside School');
    b = await assemblySchool(t.app, t.db, 'Riverside School');
    const ashaRow = await student(t.db, a.instituteId, 'Asha Verma', '2014-11-30', 'GRANTED');
    ashaId = ashaRow.id;
    asha = await signIn(t.app, 'user', ashaRow.email);
    kabirId = (await student(t.db, a.instituteId, 'Kabir Shah', '2013-11-30', 'PENDING')).id;
    // 18 and over: no parent's consent needed.
    zoyaId = (await student(t.db, a.instituteId, 'Zoya Mirza', '2006-11-30')).id;
    // Another day's birthday, and a Riverside student born today.
    await student(t.db, a.instituteId, 'Dev Rao', '2014-12-01', 'GRANTED');
    await student(t.db, b.instituteId, 'Ira Sen', '2014-11-30', 'GRANTED');
    facultyId = a.faculty.userId;
    await setBirth(t.db, facultyId, '1990-11-30', 'Priya Nair');
    // Yesterday's quiz: Asha topped it.
    await t.db.insert(quizDailyScores).values([
      { userId: ashaId, day: '2026-11-29', instituteId: a.instituteId, score: 90, lastSubmittedAt: new Date() },
      { userId: zoyaId, day: '2026-11-29', instituteId: a.instituteId, score: 70, lastSubmittedAt: new Date() },
    ]);
    expect((await call(t.app, 'PUT', '/assembly/settings', a.school, SETTINGS)).status).toBe(200);
    await call(t.app, 'PUT', '/assembly/settings', b.school, SETTINGS);
  });
  afterAll(() => t.close());

  const names = (people: Array<{ firstName: string }>) => people.map((person) => person.firstName).sort();

  it('show students as consent allows and staff only when they share, first name and class only', async () => {
    const today = await call(t.app, 'GET', '/assembly/birthdays', a.classmate);
    expect(today.status).toBe(200);
    expect(today.body).toMatchObject({ enabled: true, day: '2026-11-30', canWish: true });
    expect(names(today.body.people)).toEqual(['Asha', 'Zoya']);
    expect(today.body.people.find((person: { userId: string }) => person.userId === ashaId)).toMatchObject({
      firstName: 'Asha',
      classLabel: 'Class 8 A',
      isMe: false,
    });
    expect(today.raw).not.toContain('2014');
    expect(today.raw).not.toContain('Verma');
    expect(today.raw).not.toContain(kabirId);
    expect((await call(t.app, 'GET', '/assembly/birthday-sharing', a.student)).status).toBe(403);
    expect((await call(t.app, 'GET', '/assembly/birthday-sharing', a.faculty)).body).toEqual({ shareBirthday: false });
    await call(t.app, 'PUT', '/assembly/birthday-sharing', a.faculty, { shareBirthday: true });
    const withStaff = await call(t.app, 'GET', '/assembly/birthdays', a.classmate);
    expect(withStaff.body.people.find((person: { userId: string }) => person.userId === facultyId)).toMatchObject({
      firstName: 'Priya',
      classLabel: 'Staff',
    });
    expect((await call(t.app, 'GET', '/assembly/birthdays')).status).toBe(401);
    // Riverside sees its own birthdays, never Hillside's.
    expect(names((await call(t.app, 'GET', '/assembly/birthdays', b.student)).body.people)).toEqual(['Ira']);
  });

  it("name children on the bulletin to the school's members only; visitors and other schools get counts", async () => {
    await prepareAllBulletins(t.db, clock.now());
    clock.set(new Date('2026-11-30T02:31:00Z'));
    const member = await call(t.app, 'GET', '/assembly/bulletin', a.student);
    expect(names(member.body.current.birthdays)).toEqual(['Asha', 'Priya', 'Zoya']);
    expect(member.body.current.toppers).toEqual([
      { userId: ashaId, firstName: 'Asha', classLabel: 'Class 8 A', score: 90, position: 1 },
      { userId: zoyaId, firstName: 'Zoya', classLabel: 'Class 8 A', score: 70, position: 2 },
    ]);
    for (const outsider of [undefined, b.student, b.school]) {
      const seen = await call(t.app, 'GET', `/assembly/bulletin?customUrl=${a.customUrl}`, outsider);
      expect(seen.status).toBe(200);
      expect(seen.body.current.birthdayCount).toBe(3);
      expect(seen.body.current).not.toHaveProperty('birthdays');
      expect(seen.body.current).not.toHaveProperty('toppers');
      expect(seen.body.current.audio).toBeNull();
      expect(seen.body.current.pdfUrl).toBeNull();
      expect(seen.raw).not.toContain('Asha');
      expect(seen.raw).not.toContain(ashaId);
    }
    expect((await call(t.app, 'GET', '/assembly/bulletin?customUrl=no-such-school')).status).toBe(404);
  });

  it('drop a child from a bulletin already made once consent is withdrawn', async () => {
    await grantConsent(t.db, a.instituteId, zoyaId, 'PENDING');
    await t.db.update(users).set({ dateOfBirth: '2012-11-30' }).where(eq(users.id, zoyaId));
    // Written straight into the database: announced as the consent module does.
    t.bus.emit(CONSENT_CHANGED, zoyaId);
    const member = await call(t.app, 'GET', '/assembly/bulletin', a.student);
    expect(names(member.body.current.birthdays)).toEqual(['Asha', 'Priya']);
    await t.db.update(users).set({ dateOfBirth: '2006-11-30' }).where(eq(users.id, zoyaId));
  });

  describe('wishes', () => {
    const wish = (who: SignedIn | undefined, userId: string, body: object) =>
      call(t.app, 'POST', `/assembly/birthdays/${userId}/wishes`, who, body);

    it('arrive once per sender and birthday, with the sender named by first name and class', async () => {
      expect((await wish(a.classmate, ashaId, { message: 'Happy birthday, Asha! 🎉' })).status).toBe(201);
      const again = await wish(a.classmate, ashaId, { sticker: 'CAKE' });
      expect(again.status).toBe(409);
      expect((await wish(a.faculty, ashaId, { sticker: 'STAR' })).status).toBe(201);
      const mine = await call(t.app, 'GET', '/assembly/wishes/mine', asha);
      expect(mine.body.birthdayToday).toBe(true);
      expect(mine.body.wishes).toHaveLength(2);
      expect(mine.body.wishes.map((entry: { sticker: string | null }) => entry.sticker).sort()).toEqual(['STAR', null]);
      const fromClassmate = mine.body.wishes.find((entry: { message: string | null }) => entry.message);
      expect(fromClassmate).toMatchObject({ fromLabel: 'Class 8 A', message: 'Happy birthday, Asha! 🎉' });
      // Each wish that arrived rang Asha's bell once; the refused second wish rang nothing.
      const bell = await t.db.select().from(notifications).where(eq(notifications.recipientId, ashaId));
      expect(bell.filter((entry) => entry.kind === 'BIRTHDAY_WISH')).toHaveLength(2);
      const bellBodies = bell.map((entry) => entry.body).join(' ');
      expect(bellBodies).toContain('Happy birthday, Asha!');
      expect(bellBodies).toContain('Shining star');
      const list = await call(t.app, 'GET', '/assembly/birthdays', a.classmate);
      expect(list.body.people.find((person: { userId: string }) => person.userId === ashaId)).toMatchObject({
        wishedByMe: true,
        wishCount: 2,
      });
      // Someone else's birthday list shows no wishes of theirs.
      expect((await call(t.app, 'GET', '/assembly/wishes/mine', a.classmate)).body).toEqual({
        birthdayToday: false,
        wishes: [],
      });
    });

    it('are refused to oneself, to children consent hides, off their birthday, and empty', async () => {
      expect((await wish(asha, ashaId, { sticker: 'CAKE' })).status).toBe(400);
      expect((await wish(a.classmate, kabirId, { sticker: 'CAKE' })).status).toBe(404);
      const devId = (await t.db.select({ id: users.id }).from(users).where(eq(users.name, 'Dev Rao')))[0]?.id ?? '';
      expect((await wish(a.classmate, devId, { sticker: 'CAKE' })).status).toBe(409);
      expect((await wish(a.student, ashaId, {})).status).toBe(400);
      expect((await wish(a.student, ashaId, { message: 'x'.repeat(141) })).status).toBe(400);
      expect((await wish(a.student, ashaId, { sticker: 'DRAGON' })).status).toBe(400);
      expect((await wish(undefined, ashaId, { sticker: 'CAKE' })).status).toBe(401);
    });

    it('never cross schools', async () => {
      const foreign = await wish(b.student, ashaId, { sticker: 'CAKE' });
      expect(foreign.status).toBe(404);
      expect((await wish(b.school, ashaId, { message: 'Hello' })).status).toBe(404);
    });

    it("are removed by the birthday child or the school's moderators; anyone else, or another school, finds none", async () => {
      const mine = await call(t.app, 'GET', '/assembly/wishes/mine', asha);
      const byId = (sticker: string | null) =>
        mine.body.wishes.find((entry: { sticker: string | null }) => entry.sticker === sticker).id as string;
      const fromClassmate = byId(null);
      const fromTeacher = byId('STAR');
      const remove = (who: SignedIn | undefined, id: string) => call(t.app, 'DELETE', `/assembly/wishes/${id}`, who);

      // The school's moderators read a birthday person's wishes; a classmate may not; to another school she is not found.
      expect((await call(t.app, 'GET', '/assembly/birthdays', a.school)).body.canModerate).toBe(true);
      expect((await call(t.app, 'GET', '/assembly/birthdays', a.classmate)).body.canModerate).toBe(false);
      const read = await call(t.app, 'GET', `/assembly/birthdays/${ashaId}/wishes`, a.admin);
      expect(read.status).toBe(200);
      expect(read.body.wishes).toHaveLength(2);
      expect((await call(t.app, 'GET', `/assembly/birthdays/${ashaId}/wishes`, a.classmate)).status).toBe(403);
      const foreignRead = await call(t.app, 'GET', `/assembly/birthdays/${ashaId}/wishes`, b.school);
      expect(foreignRead.status).toBe(404);
      expect(foreignRead.body).toBeNull();

      for (const outsider of [b.school, b.admin, a.student, a.faculty]) {
        expect((await remove(outsider, fromClassmate)).status).toBe(404);
      }
      expect((await remove(undefined, fromClassmate)).status).toBe(401);
      expect((await call(t.app, 'DELETE', '/assembly/wishes/not-an-id', asha)).status).toBe(400);

      // Asha removes the classmate's message: gone from her wishes, the count and her bell; it cannot be sent again.
      expect((await remove(asha, fromClassmate)).status).toBe(200);
      expect((await remove(asha, fromClassmate)).status).toBe(404);
      const after = await call(t.app, 'GET', '/assembly/wishes/mine', asha);
      expect(after.body.wishes.map((entry: { id: string }) => entry.id)).toEqual([fromTeacher]);
      const bell = await t.db.select().from(notifications).where(eq(notifications.recipientId, ashaId));
      expect(bell.map((entry) => entry.body).join(' ')).not.toContain('Happy birthday, Asha!');
      expect(bell.map((entry) => entry.body).join(' ')).toContain('Shining star');
      const list = await call(t.app, 'GET', '/assembly/birthdays', a.classmate);
      expect(list.body.people.find((person: { userId: string }) => person.userId === ashaId)).toMatchObject({
        wishedByMe: true,
        wishCount: 1,
      });
      expect((await wish(a.classmate, ashaId, { message: 'Again!' })).status).toBe(409);

      // The school's admin removes the teacher's.
      expect((await remove(a.admin, fromTeacher)).status).toBe(200);
      expect((await call(t.app, 'GET', '/assembly/wishes/mine', asha)).body.wishes).toEqual([]);
    });

    it('are moderated as comments: a restricted member or a child without consent does not write', async () => {
      await t.db
        .insert(postingRestrictions)
        .values({ userId: a.student.userId, reason: 'Spam', until: new Date(clock.now().getTime() + 86_400_000) });
      const restricted = await wish(a.student, ashaId, { message: 'Hi' });
      expect(restricted.status).toBe(403);
      expect(restricted.code).toBe('POSTING_RESTRICTED');
      const young = await buildMember(t.db, a.instituteId, 'CANDIDATE');
      await setBirth(t.db, young.id, '2015-06-01');
      const pending = await wish(await signIn(t.app, 'user', young.email), ashaId, { sticker: 'GIFT' });
      expect(pending.status).toBe(403);
      expect(pending.code).toBe('CONSENT_REQUIRED');
    });

    it('stop, and birthdays disappear, when the school turns them off', async () => {
      await call(t.app, 'PUT', '/assembly/settings', a.admin, { ...SETTINGS, birthdaysEnabled: false });
      const refused = await wish(a.admin, ashaId, { sticker: 'BALLOONS' });
      expect(refused.status).toBe(403);
      expect((await call(t.app, 'GET', '/assembly/birthdays', a.classmate)).body).toMatchObject({
        enabled: false,
        people: [],
      });
      const member = await call(t.app, 'GET', '/assembly/bulletin', a.student);
      expect(member.body.current.birthdays).toEqual([]);
      expect(member.body.current.birthdayCount).toBe(0);
      expect((await call(t.app, 'GET', '/assembly/wishes/mine', asha)).body.birthdayToday).toBe(false);
    });
  });
});
