/**
 * Leaderboards through the API on a fresh database: the days each range counts at a midnight boundary in the
 * reading zone, the tie rule, the caller's own rank beyond the top entries, scopes and who may ask for them, range
 * aliases, and the cached ranking (the submitter sees their new row at once; everyone within the cache time; a range
 * counted as its earlier days plus today ranks like one count over all its days).
 */
import { LEADERBOARD_MESSAGES, LEADERBOARD_PATHS, type Leaderboard } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../../test/factories';
import { loginKindFor, type SignedIn, signIn } from '../../../test/session';
import type { UserRow } from '../../user/user.repository';
import { boardStandings } from './leaderboard.repository';
import { PAST_TOTALS_TTL_MS, RANKING_TTL_MS } from './leaderboard.service';
import { placeStudent, playDay } from './leaderboard-test-kit';

// 23:55 on 10 March in Kolkata (18:25 UTC); midnight there is 18:30 UTC.
const BEFORE_MIDNIGHT = new Date('2026-03-10T18:25:00Z');
const AFTER_MIDNIGHT = new Date('2026-03-10T18:35:00Z');
const TODAY = '2026-03-10';

let t: TestApp;
let student: (row: UserRow) => Promise<SignedIn>;
const people: Record<string, UserRow> = {};
const sessions: Record<string, SignedIn> = {};

async function board(who: SignedIn, query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api${LEADERBOARD_PATHS.leaderboard}?${query}`,
    headers: { cookie: who.cookie },
  });
  return { status: response.statusCode, body: response.json().body as Leaderboard, message: response.json().message };
}
const namesOf = (leaderboard: Leaderboard) => leaderboard.entries.map((entry) => entry.name);

beforeAll(async () => {
  vi.useFakeTimers({ now: BEFORE_MIDNIGHT, toFake: ['Date'] });
  t = await buildTestApp();
  student = (row) => signIn(t.app, 'user', row.email);
  const hillside = await buildInstitute(t.db, 'Hillside School');
  const lakeview = await buildInstitute(t.db, 'Lakeview Academy');
  const place = async (key: string, school: string, studentClass: 'EIGHT' | 'NINE', section: 'A' | 'B') => {
    people[key] = await placeStudent(t.db, await buildMember(t.db, school, 'CANDIDATE'), studentClass, section, key);
  };
  await place('Asha', hillside.institute.id, 'EIGHT', 'A');
  await place('Bela', hillside.institute.id, 'EIGHT', 'A');
  await place('Chitra', hillside.institute.id, 'EIGHT', 'A');
  await place('Dev', hillside.institute.id, 'EIGHT', 'A');
  await place('Esha', hillside.institute.id, 'EIGHT', 'B');
  await place('Farid', hillside.institute.id, 'NINE', 'A');
  await place('Gopal', hillside.institute.id, 'EIGHT', 'A');
  await place('Lake', lakeview.institute.id, 'EIGHT', 'A');
  await place('Ranger', lakeview.institute.id, 'NINE', 'B');
  people.faculty = await buildMember(t.db, hillside.institute.id, 'FACULTY');
  people.reader = await buildIndividual(t.db);

  // Hillside today: Dev leads; Asha, Bela and Chitra tie on score (Bela and Chitra also on time).
  await playDay(t.db, people.Dev as UserRow, TODAY, { score: 12 });
  await playDay(t.db, people.Asha as UserRow, TODAY, { score: 10, timeTakenSeconds: 50 });
  await playDay(t.db, people.Bela as UserRow, TODAY, {
    score: 10,
    timeTakenSeconds: 40,
    lastSubmittedAt: new Date('2026-03-10T10:00:00Z'),
  });
  await playDay(t.db, people.Chitra as UserRow, TODAY, {
    score: 10,
    timeTakenSeconds: 40,
    lastSubmittedAt: new Date('2026-03-10T09:00:00Z'),
  });
  await playDay(t.db, people.Esha as UserRow, TODAY, { score: 3 });
  await playDay(t.db, people.Farid as UserRow, TODAY, { score: 2 });
  await playDay(t.db, people.Lake as UserRow, TODAY, { score: 20 });
  // Ranger plays on four days around the week's edges.
  await playDay(t.db, people.Ranger as UserRow, TODAY, { score: 5 });
  await playDay(t.db, people.Ranger as UserRow, '2026-03-09', { score: 7 });
  await playDay(t.db, people.Ranger as UserRow, '2026-03-04', { score: 11 });
  await playDay(t.db, people.Ranger as UserRow, '2026-03-03', { score: 13 });

  for (const key of ['Asha', 'Chitra', 'Esha', 'Gopal', 'Lake', 'Ranger']) {
    sessions[key] = await student(people[key] as UserRow);
  }
  sessions.faculty = await signIn(t.app, loginKindFor('FACULTY'), (people.faculty as UserRow).email);
  sessions.reader = await signIn(t.app, 'individual', (people.reader as UserRow).email);
}, 60_000);

afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('date ranges at midnight in the reading zone', () => {
  it('counts today, yesterday and the last seven days up to 23:55', async () => {
    const ranger = sessions.Ranger as SignedIn;
    const today = await board(ranger, 'range=TODAY');
    expect(today.body).toMatchObject({ from: TODAY, to: TODAY, me: { score: 5 } });
    expect((await board(ranger, 'range=YESTERDAY')).body).toMatchObject({
      from: '2026-03-09',
      to: '2026-03-09',
      me: { score: 7 },
    });
    expect((await board(ranger, 'range=LAST_7_DAYS')).body).toMatchObject({
      from: '2026-03-04',
      to: TODAY,
      me: { score: 5 + 7 + 11, quizzesPlayed: 3 },
    });
  });

  it('moves every range by a day at midnight there (18:30 UTC)', async () => {
    vi.setSystemTime(AFTER_MIDNIGHT);
    try {
      const ranger = sessions.Ranger as SignedIn;
      const today = await board(ranger, 'range=TODAY');
      expect(today.body).toMatchObject({ from: '2026-03-11', to: '2026-03-11', me: null, totalPlayers: 0 });
      expect(today.body.entries).toEqual([]);
      expect((await board(ranger, 'range=YESTERDAY')).body.me?.score).toBe(5);
      expect((await board(ranger, 'range=LAST_7_DAYS')).body).toMatchObject({ from: '2026-03-05', me: { score: 12 } });
    } finally {
      vi.setSystemTime(BEFORE_MIDNIGHT);
    }
  });

  it('reads the spec §9 alternate codes as their ranges', async () => {
    const month = await board(sessions.Ranger as SignedIn, 'range=LAST_1_MONTH');
    expect(month.status).toBe(200);
    expect(month.body).toMatchObject({ range: 'LAST_30_DAYS', from: '2026-02-09', to: TODAY, me: { score: 36 } });
    expect((await board(sessions.Ranger as SignedIn, 'range=LAST_DAY')).body.range).toBe('YESTERDAY');
    expect((await board(sessions.Ranger as SignedIn, 'range=LAST_2_DAYS')).status).toBe(400);
  });
});

describe('ranks and ties', () => {
  it('ranks equal scores by less time, then by who reached the score first', async () => {
    const school = await board(sessions.Asha as SignedIn, 'range=TODAY&scope=INSTITUTE');
    expect(school.status).toBe(200);
    expect(namesOf(school.body)).toEqual(['Dev', 'Chitra', 'Bela', 'Asha', 'Esha', 'Farid']);
    expect(school.body.entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(school.body.entries[0]).toMatchObject({ instituteName: 'Hillside School', studentClass: 'EIGHT' });
    expect(school.body.entries[3]).toMatchObject({ isMe: true, timeTakenSeconds: 50 });
    expect(school.body.tieRule).toMatch(/less total time/);
    expect(JSON.stringify(school.body)).not.toMatch(/@school\.test/);
  });

  it('shows a caller their own rank when they are outside the top entries', async () => {
    const top2 = await board(sessions.Esha as SignedIn, 'range=TODAY&scope=INSTITUTE&size=2');
    expect(namesOf(top2.body)).toEqual(['Dev', 'Chitra']);
    expect(top2.body.me).toMatchObject({ rank: 5, name: 'Esha', isMe: true, score: 3 });
    expect(top2.body.totalPlayers).toBe(6);
  });

  it('gives no rank to a caller who has not played in the range', async () => {
    const none = await board(sessions.Gopal as SignedIn, 'range=TODAY&scope=INSTITUTE');
    expect(none.body.me).toBeNull();
    expect(none.body.entries.some((entry) => entry.isMe)).toBe(false);
  });
});

describe('scopes', () => {
  it('puts every school on the platform board and only the caller’s school on theirs', async () => {
    const platform = await board(sessions.Chitra as SignedIn, 'range=TODAY');
    expect(namesOf(platform.body).slice(0, 2)).toEqual(['Lake', 'Dev']);
    expect(platform.body.entries[0]?.instituteName).toBe('Lakeview Academy');
    const lakeview = await board(sessions.Lake as SignedIn, 'range=TODAY&scope=INSTITUTE');
    expect(namesOf(lakeview.body)).toEqual(['Lake', 'Ranger']);
  });

  it('gives students their own class and section, whatever class they ask for', async () => {
    const eightA = await board(sessions.Chitra as SignedIn, 'range=TODAY&scope=CLASS&studentClass=NINE');
    expect(eightA.body).toMatchObject({ studentClass: 'EIGHT', section: null });
    expect(namesOf(eightA.body)).toEqual(['Dev', 'Chitra', 'Bela', 'Asha', 'Esha']);
    const section = await board(sessions.Esha as SignedIn, 'range=TODAY&scope=SECTION');
    expect(section.body).toMatchObject({ studentClass: 'EIGHT', section: 'B' });
    expect(namesOf(section.body)).toEqual(['Esha']);
  });

  it('lets staff choose a class and section of their school, and asks them to choose', async () => {
    const faculty = sessions.faculty as SignedIn;
    const chosen = await board(faculty, 'range=TODAY&scope=SECTION&studentClass=NINE&section=A');
    expect(namesOf(chosen.body)).toEqual(['Farid']);
    expect(chosen.body.me).toBeNull();
    const noClass = await board(faculty, 'range=TODAY&scope=CLASS');
    expect(noClass.status).toBe(400);
    expect(noClass.message).toBe(LEADERBOARD_MESSAGES.classNeeded);
  });

  it('refuses school, class and section boards to someone without a school', async () => {
    const reader = sessions.reader as SignedIn;
    for (const scope of ['INSTITUTE', 'CLASS', 'SECTION']) {
      const refused = await board(reader, `range=TODAY&scope=${scope}`);
      expect(refused.status).toBe(403);
      expect(refused.message).toBe(LEADERBOARD_MESSAGES.scopeNeedsSchool);
    }
    expect((await board(reader, 'range=TODAY')).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api${LEADERBOARD_PATHS.leaderboard}` });
    expect(response.statusCode).toBe(401);
  });

  it('leaves out players whose accounts are disabled', async () => {
    await t.db
      .update(users)
      .set({ status: 'DISABLED' })
      .where(eq(users.id, (people.Farid as UserRow).id));
    const section = await board(
      sessions.faculty as SignedIn,
      'range=YESTERDAY&scope=SECTION&studentClass=NINE&section=A',
    );
    expect(section.body.entries).toEqual([]);
  });
});

describe('the cached ranking', () => {
  it('shows a new submission to its player at once and to everyone within the cache time', async () => {
    const gopal = sessions.Gopal as SignedIn;
    const asha = sessions.Asha as SignedIn;
    const before = await board(asha, 'range=TODAY&scope=CLASS');
    expect(namesOf(before.body)).not.toContain('Gopal');

    await playDay(t.db, people.Gopal as UserRow, TODAY, { score: 15, timeTakenSeconds: 30 });
    const mine = await board(gopal, 'range=TODAY&scope=CLASS');
    expect(mine.body.me).toMatchObject({ rank: 1, score: 15, isMe: true });
    expect(namesOf(mine.body)[0]).toBe('Gopal');
    expect(mine.body.totalPlayers).toBe(before.body.totalPlayers + 1);

    const othersStill = await board(asha, 'range=TODAY&scope=CLASS');
    expect(namesOf(othersStill.body)).not.toContain('Gopal');

    vi.setSystemTime(BEFORE_MIDNIGHT.getTime() + RANKING_TTL_MS + 1);
    await expect
      .poll(async () => namesOf((await board(asha, 'range=TODAY&scope=CLASS')).body)[0], { timeout: 5_000 })
      .toBe('Gopal');
    vi.setSystemTime(BEFORE_MIDNIGHT);
  });
});

describe('a range counted as its earlier days plus today', () => {
  // 17:30 in Kolkata the next day (ten minutes later is still that day): what the tests above played is past.
  const AFTERNOON = new Date('2026-03-11T12:00:00Z').getTime();
  const NEXT_DAY = '2026-03-11';
  const comparable = (entries: Leaderboard['entries']) =>
    entries.map(({ rank, userId, score, totalRightAnswers, quizzesPlayed, timeTakenSeconds }) => ({
      rank,
      userId,
      score,
      totalRightAnswers,
      quizzesPlayed,
      timeTakenSeconds,
    }));
  const scoreOf = (leaderboard: Leaderboard, name: string) =>
    leaderboard.entries.find((entry) => entry.name === name)?.score;

  it('ranks like one count over the whole range, for players of earlier days, today or both', async () => {
    vi.setSystemTime(AFTERNOON);
    // Signed in again: the sessions above were opened a day earlier.
    for (const key of ['Asha', 'Gopal']) sessions[key] = await student(people[key] as UserRow);
    sessions.reader = await signIn(t.app, 'individual', (people.reader as UserRow).email);
    const hillside = (people.Asha as UserRow).instituteId as string;
    people.Hari = await placeStudent(t.db, await buildMember(t.db, hillside, 'CANDIDATE'), 'EIGHT', 'A', 'Hari');
    sessions.Hari = await student(people.Hari);
    await playDay(t.db, people.Hari, '2026-03-02', { score: 11, timeTakenSeconds: 90 });
    await playDay(t.db, people.Dev as UserRow, '2026-03-08', { score: 9 });
    await playDay(t.db, people.Dev as UserRow, NEXT_DAY, { score: 2, timeTakenSeconds: 20 });
    await playDay(t.db, people.Asha as UserRow, NEXT_DAY, { score: 6 });
    await playDay(t.db, people.Lake as UserRow, '2026-02-20', { score: 4 });
    await playDay(t.db, people.Bela as UserRow, '2026-03-09', { score: 1, timeTakenSeconds: 10 });
    await playDay(t.db, people.Chitra as UserRow, '2026-03-09', {
      score: 1,
      timeTakenSeconds: 10,
      lastSubmittedAt: new Date('2026-03-09T12:00:00Z'),
    });
    const boards = [
      { who: sessions.reader, query: 'range=LAST_90_DAYS&size=100', filter: { kind: 'PLATFORM' } as const },
      {
        who: sessions.Asha,
        query: 'range=LAST_365_DAYS&scope=INSTITUTE&size=100',
        filter: { kind: 'INSTITUTE', instituteId: hillside } as const,
      },
    ];
    for (const { who, query, filter } of boards) {
      const read = async () => {
        const split = (await board(who as SignedIn, query)).body;
        const whole = await boardStandings(t.db, filter, split.from, split.to);
        const expected = whole.map((standing, index) => ({
          rank: index + 1,
          userId: standing.userId,
          score: standing.score,
          totalRightAnswers: standing.right,
          quizzesPlayed: standing.quizzes,
          timeTakenSeconds: standing.timeTakenSeconds,
        }));
        return { split, same: JSON.stringify(comparable(split.entries)) === JSON.stringify(expected), expected };
      };
      // The platform board's today was last counted just after the midnight above: that count is served once more
      // while it is counted again (a board nobody read for a while; readers never wait on a recount).
      await expect.poll(async () => (await read()).same, { timeout: 5_000 }).toBe(true);
      const { split, expected } = await read();
      expect(namesOf(split)).toEqual(expect.arrayContaining(['Hari', 'Asha', 'Dev', 'Chitra']));
      expect(comparable(split.entries)).toEqual(expected);
    }
  });

  it('shows others a score of today within seconds, a late score of an earlier day within the longer time', async () => {
    const reader = sessions.reader as SignedIn;
    const query = 'range=LAST_90_DAYS&size=100';
    await playDay(t.db, people.Hari as UserRow, NEXT_DAY, { score: 40 });
    // A session of an earlier day's quiz submitted late counts for its own day.
    await playDay(t.db, people.Gopal as UserRow, '2026-03-09', { score: 100 });
    expect((await board(sessions.Hari as SignedIn, query)).body.me).toMatchObject({ rank: 1, score: 51 });
    expect((await board(sessions.Gopal as SignedIn, query)).body.me).toMatchObject({ rank: 1, score: 115 });
    expect(scoreOf((await board(reader, query)).body, 'Hari')).toBe(11);

    vi.setSystemTime(AFTERNOON + RANKING_TTL_MS + 1);
    await expect.poll(async () => scoreOf((await board(reader, query)).body, 'Hari'), { timeout: 5_000 }).toBe(51);
    expect(scoreOf((await board(reader, query)).body, 'Gopal')).toBe(15);

    vi.setSystemTime(AFTERNOON + PAST_TOTALS_TTL_MS + 1);
    await expect.poll(async () => namesOf((await board(reader, query)).body)[0], { timeout: 5_000 }).toBe('Gopal');
    expect(scoreOf((await board(reader, query)).body, 'Gopal')).toBe(115);
    vi.setSystemTime(BEFORE_MIDNIGHT);
  });
});
