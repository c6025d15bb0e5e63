/**
 * Quiz summaries through the API: a school's classes and sections with participation, one class's students
 * (those who never played included), one student's days, and who may read which (other schools get 404/403).
 */
import { LEADERBOARD_MESSAGES, LEADERBOARD_PATHS } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classSections } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../../test/factories';
import { loginKindFor, type SignedIn, signIn } from '../../../test/session';
import type { UserRow } from '../../user/user.repository';
import { placeStudent, playDay } from './leaderboard-test-kit';

const NOW = new Date('2026-03-10T06:00:00Z');

let t: TestApp;
const people: Record<string, UserRow> = {};
const as: Record<string, SignedIn> = {};

async function get(who: SignedIn | null, path: string, query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api${path}?${query}`,
    headers: who ? { cookie: who.cookie } : {},
  });
  return { status: response.statusCode, body: response.json().body, message: response.json().message };
}

beforeAll(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  t = await buildTestApp();
  const hillside = await buildInstitute(t.db, 'Hillside School');
  const lakeview = await buildInstitute(t.db, 'Lakeview Academy');
  const student = async (key: string, school: string, studentClass: 'EIGHT' | 'NINE', section: 'A' | 'B') => {
    people[key] = await placeStudent(t.db, await buildMember(t.db, school, 'CANDIDATE'), studentClass, section, key);
  };
  await student('Meera', hillside.institute.id, 'EIGHT', 'A');
  await student('Nikhil', hillside.institute.id, 'EIGHT', 'A');
  await student('Omana', hillside.institute.id, 'EIGHT', 'A');
  await student('Pranav', hillside.institute.id, 'EIGHT', 'B');
  await student('Lake', lakeview.institute.id, 'EIGHT', 'A');
  await t.db.insert(classSections).values({ instituteId: hillside.institute.id, studentClass: 'NINE', section: 'A' });
  people.faculty = await buildMember(t.db, hillside.institute.id, 'FACULTY');
  people.lakeFaculty = await buildMember(t.db, lakeview.institute.id, 'FACULTY');
  people.reader = await buildIndividual(t.db);

  await playDay(t.db, people.Meera as UserRow, '2026-03-10', { score: 8, timeTakenSeconds: 90 });
  await playDay(t.db, people.Meera as UserRow, '2026-03-08', { score: 6, timeTakenSeconds: 100 });
  await playDay(t.db, people.Nikhil as UserRow, '2026-03-09', { score: 9, timeTakenSeconds: 80 });
  await playDay(t.db, people.Nikhil as UserRow, '2026-01-01', { score: 10 });
  await playDay(t.db, people.Pranav as UserRow, '2026-03-10', { score: 4 });
  await playDay(t.db, people.Lake as UserRow, '2026-03-10', { score: 10 });

  as.school = await signIn(t.app, 'institute', hillside.account.email);
  as.lakeSchool = await signIn(t.app, 'institute', lakeview.account.email);
  as.faculty = await signIn(t.app, loginKindFor('FACULTY'), (people.faculty as UserRow).email);
  as.lakeFaculty = await signIn(t.app, loginKindFor('FACULTY'), (people.lakeFaculty as UserRow).email);
  as.Meera = await signIn(t.app, 'user', (people.Meera as UserRow).email);
  as.Nikhil = await signIn(t.app, 'user', (people.Nikhil as UserRow).email);
  as.reader = await signIn(t.app, 'individual', (people.reader as UserRow).email);
}, 60_000);

afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('the school summary by class and section', () => {
  it('lists every class and section with students, players, participation and totals', async () => {
    const summary = await get(as.school as SignedIn, LEADERBOARD_PATHS.summaryList, 'range=LAST_7_DAYS');
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ range: 'LAST_7_DAYS', from: '2026-03-04', to: '2026-03-10' });
    expect(summary.body.rows).toEqual([
      expect.objectContaining({ studentClass: 'EIGHT', section: 'A', students: 3, players: 2, score: 23 }),
      expect.objectContaining({ studentClass: 'EIGHT', section: 'B', students: 1, players: 1, score: 4 }),
      expect.objectContaining({ studentClass: 'NINE', section: 'A', students: 0, players: 0, score: 0 }),
    ]);
    expect(summary.body.rows[0]).toMatchObject({ participationPercent: 66.7, quizzesPlayed: 3, averageScore: 7.7 });
    expect(summary.body.rows[2].participationPercent).toBe(0);
    expect(summary.body.totals).toMatchObject({ players: 3, quizzesPlayed: 4, score: 27 });
  });

  it('counts the days of the range asked for', async () => {
    const today = await get(as.faculty as SignedIn, LEADERBOARD_PATHS.summaryList, 'range=TODAY');
    expect(today.body.totals).toMatchObject({ players: 2, score: 12 });
    const year = await get(as.faculty as SignedIn, LEADERBOARD_PATHS.summaryList, 'range=LAST_1_YEAR');
    expect(year.body).toMatchObject({ range: 'LAST_365_DAYS', totals: { score: 37 } });
  });

  it('is for the school account and its staff only', async () => {
    expect((await get(as.Meera as SignedIn, LEADERBOARD_PATHS.summaryList, '')).status).toBe(403);
    expect((await get(as.reader as SignedIn, LEADERBOARD_PATHS.summaryList, '')).status).toBe(403);
    expect((await get(null, LEADERBOARD_PATHS.summaryList, '')).status).toBe(401);
  });
});

describe("one class's students", () => {
  it('ranks the students by score and includes those who never played', async () => {
    const page = await get(as.faculty as SignedIn, LEADERBOARD_PATHS.classWise, 'studentClass=EIGHT&range=TODAY');
    expect(page.status).toBe(200);
    expect(page.body.totalElements).toBe(4);
    expect(page.body.content.map((row: { name: string }) => row.name)).toEqual(['Meera', 'Pranav', 'Nikhil', 'Omana']);
    expect(page.body.content[2]).toMatchObject({ score: 0, quizzesPlayed: 0, lastPlayedOn: null });
    expect(page.body.content[0]).toMatchObject({ score: 8, lastPlayedOn: '2026-03-10', section: 'A' });
  });

  it('narrows to a section and pages', async () => {
    const query = 'studentClass=EIGHT&section=A&range=LAST_7_DAYS&size=2';
    const first = await get(as.school as SignedIn, LEADERBOARD_PATHS.classWise, query);
    expect(first.body).toMatchObject({ totalElements: 3, totalPages: 2, last: false });
    expect(first.body.content.map((row: { name: string }) => row.name)).toEqual(['Meera', 'Nikhil']);
    const second = await get(as.school as SignedIn, LEADERBOARD_PATHS.classWise, `${query}&page=1`);
    expect(second.body.content.map((row: { name: string }) => row.name)).toEqual(['Omana']);
    const past = await get(as.school as SignedIn, LEADERBOARD_PATHS.classWise, `${query}&page=5`);
    expect(past.body).toMatchObject({ content: [], totalElements: 3 });
  });

  it("shows another school's staff only their own students of that class", async () => {
    const page = await get(as.lakeFaculty as SignedIn, LEADERBOARD_PATHS.classWise, 'studentClass=EIGHT');
    expect(page.body.content.map((row: { name: string }) => row.name)).toEqual(['Lake']);
  });

  it('needs a class, and is not for students', async () => {
    expect((await get(as.school as SignedIn, LEADERBOARD_PATHS.classWise, '')).status).toBe(400);
    expect((await get(as.Meera as SignedIn, LEADERBOARD_PATHS.classWise, 'studentClass=EIGHT')).status).toBe(403);
  });
});

describe("one student's days", () => {
  const of = (user: string) => `range=LAST_7_DAYS&userId=${(people[user] as UserRow).id}`;

  it("gives the school's staff any of its students' days, oldest first", async () => {
    const meera = await get(as.faculty as SignedIn, LEADERBOARD_PATHS.studentWise, of('Meera'));
    expect(meera.status).toBe(200);
    expect(meera.body.student).toMatchObject({
      name: 'Meera',
      score: 14,
      quizzesPlayed: 2,
      lastPlayedOn: '2026-03-10',
    });
    expect(meera.body.days.map((day: { day: string }) => day.day)).toEqual(['2026-03-08', '2026-03-10']);
    expect(meera.body.days[1]).toMatchObject({ quizzesPlayed: 1, result: { score: 8, timeTakenSeconds: 90 } });
  });

  it('gives a student their own days, with or without their id', async () => {
    const own = await get(as.Nikhil as SignedIn, LEADERBOARD_PATHS.studentWise, 'range=LAST_90_DAYS');
    expect(own.body.student).toMatchObject({ name: 'Nikhil', score: 19 });
    expect((await get(as.Nikhil as SignedIn, LEADERBOARD_PATHS.studentWise, of('Nikhil'))).status).toBe(200);
    const reader = await get(as.reader as SignedIn, LEADERBOARD_PATHS.studentWise, '');
    expect(reader.body).toMatchObject({ student: { score: 0, lastPlayedOn: null }, days: [] });
  });

  it("hides a student from other students and from another school's staff", async () => {
    expect((await get(as.Nikhil as SignedIn, LEADERBOARD_PATHS.studentWise, of('Meera'))).status).toBe(404);
    const otherSchool = await get(as.lakeSchool as SignedIn, LEADERBOARD_PATHS.studentWise, of('Meera'));
    expect(otherSchool.status).toBe(404);
    expect(otherSchool.message).toBe(LEADERBOARD_MESSAGES.notYourSchool);
    expect((await get(as.faculty as SignedIn, LEADERBOARD_PATHS.studentWise, of('lakeFaculty'))).status).toBe(404);
    expect((await get(as.faculty as SignedIn, LEADERBOARD_PATHS.studentWise, 'userId=nope')).status).toBe(400);
  });
});
