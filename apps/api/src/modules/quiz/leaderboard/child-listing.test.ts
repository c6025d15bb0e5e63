/**
 * Children on the leaderboards (issue 13 finding 5): outside their school a child is listed only with their parent's
 * consent, and then as "First L." without class or section; their school sees everyone in full; a child always sees
 * their own row; a consent change shows at once although the board's earlier days are cached for minutes.
 */
import { LEADERBOARD_PATHS, type Leaderboard } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../../test/factories';
import { loginKindFor, type SignedIn, signIn } from '../../../test/session';
import { answerParentConsent } from '../../consent/consent-test-kit';
import type { UserRow } from '../../user/user.repository';
import { placeStudent, playDay } from './leaderboard-test-kit';

const NOW = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';
const EARLIER = '2026-02-01';
const BOARD = 'range=LAST_365_DAYS&scope=PLATFORM&size=100';

let t: TestApp;
const people: Record<string, UserRow> = {};
const sessions: Record<string, SignedIn> = {};

async function board(who: SignedIn | null, query = BOARD) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api${LEADERBOARD_PATHS.leaderboard}?${query}`,
    headers: who ? { cookie: who.cookie } : {},
  });
  return { status: response.statusCode, body: response.json().body as Leaderboard, raw: response.body };
}
const ranked = (leaderboard: Leaderboard) => leaderboard.entries.map((entry) => `${entry.rank} ${entry.name}`);

async function setConsent(who: string, status: 'PENDING' | 'GRANTED' | 'DECLINED') {
  const student = people[who] as UserRow;
  await answerParentConsent(t.db, { instituteId: student.instituteId as string, studentId: student.id, status });
}

beforeAll(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  t = await buildTestApp();
  const hillside = await buildInstitute(t.db, 'Hillside School');
  const lakeview = await buildInstitute(t.db, 'Lakeview Academy');
  const student = async (key: string, school: string, name: string, dateOfBirth: string | null) => {
    const row = await placeStudent(t.db, await buildMember(t.db, school, 'CANDIDATE'), 'EIGHT', 'A', name);
    await t.db.update(users).set({ dateOfBirth }).where(eq(users.id, row.id));
    people[key] = { ...row, dateOfBirth };
  };
  const hill = hillside.institute.id;
  await student('asha', hill, 'Asha Kumar', '2012-05-01');
  await student('bela', hill, 'Bela Rao', '2011-01-01');
  await student('chitra', hill, 'Chitra Das', '2013-09-09');
  await student('dev', hill, 'Dev Mehta', '2000-01-01');
  await student('esha', hill, 'Esha Iyer', null);
  await student('hari', hill, 'Hari Nair', '2012-02-02');
  await student('lake', lakeview.institute.id, 'Lake Student', '2001-01-01');
  await student('kiran', lakeview.institute.id, 'Kiran Shah', '2014-04-04');
  people.faculty = await buildMember(t.db, hill, 'FACULTY');
  people.reader = await buildIndividual(t.db);
  people.school = hillside.account;
  await setConsent('asha', 'GRANTED');
  await setConsent('bela', 'PENDING');
  await setConsent('chitra', 'DECLINED');

  // Asha over an earlier day and today; Hari only on an earlier day (held in the ten-minute part of the ranking).
  await playDay(t.db, people.asha as UserRow, EARLIER, { score: 20 });
  await playDay(t.db, people.asha as UserRow, TODAY, { score: 30 });
  await playDay(t.db, people.lake as UserRow, TODAY, { score: 45 });
  await playDay(t.db, people.bela as UserRow, TODAY, { score: 40 });
  await playDay(t.db, people.reader as UserRow, TODAY, { score: 35 });
  await playDay(t.db, people.chitra as UserRow, TODAY, { score: 30 });
  await playDay(t.db, people.dev as UserRow, TODAY, { score: 20 });
  await playDay(t.db, people.esha as UserRow, TODAY, { score: 10 });
  await playDay(t.db, people.hari as UserRow, EARLIER, { score: 5 });
  await playDay(t.db, people.kiran as UserRow, TODAY, { score: 1 });

  for (const key of ['asha', 'bela', 'lake', 'kiran']) {
    sessions[key] = await signIn(t.app, 'user', (people[key] as UserRow).email);
  }
  sessions.faculty = await signIn(t.app, loginKindFor('FACULTY'), (people.faculty as UserRow).email);
  sessions.reader = await signIn(t.app, 'individual', (people.reader as UserRow).email);
  sessions.school = await signIn(t.app, 'institute', (people.school as UserRow).email);
}, 60_000);

afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const OUTSIDE_VIEW = ['1 Asha K.', '2 Lake Student', expect.stringMatching(/^4 Reader /), '6 Dev Mehta'];

describe('the platform board outside the children’s school', () => {
  it('lists a consenting child as "First L." without class or section, and no child without consent', async () => {
    for (const who of ['lake', 'reader'] as const) {
      const { status, body, raw } = await board(sessions[who] as SignedIn);
      expect(status).toBe(200);
      // Kiran is a child of Lake's own school.
      expect(ranked(body)).toEqual(who === 'lake' ? [...OUTSIDE_VIEW, '9 Kiran Shah'] : OUTSIDE_VIEW);
      expect(body.entries[0]).toMatchObject({
        name: 'Asha K.',
        instituteName: 'Hillside School',
        studentClass: null,
        section: null,
        customUrl: null,
        score: 50,
      });
      // The ranks stay true: the hidden players still count, they are only not named.
      expect(body.totalPlayers).toBe(9);
      for (const hidden of ['Kumar', 'Bela', 'Chitra', 'Esha', 'Hari', (people.bela as UserRow).customUrl]) {
        expect(raw).not.toContain(hidden);
      }
    }
  });

  it('keeps the outsider’s own row and rank true', async () => {
    const { body } = await board(sessions.lake as SignedIn);
    expect(body.me).toMatchObject({ rank: 2, name: 'Lake Student', isMe: true, studentClass: 'EIGHT' });
    const reader = await board(sessions.reader as SignedIn);
    expect(reader.body.me).toMatchObject({ rank: 4, isMe: true });
  });

  it('shows a hidden child their own row, in full, in the list and pinned', async () => {
    const { body } = await board(sessions.kiran as SignedIn);
    expect(body.me).toMatchObject({ rank: 9, name: 'Kiran Shah', studentClass: 'EIGHT', section: 'A', isMe: true });
    expect(ranked(body)).toEqual([...OUTSIDE_VIEW, '9 Kiran Shah']);
    expect(body.entries.at(-1)).toMatchObject({ isMe: true, customUrl: (people.kiran as UserRow).customUrl });
    // Hillside's children are as hidden from Kiran as Kiran is from Hillside.
    expect(body.entries.map((entry) => entry.name)).not.toContain('Bela Rao');
  });

  it('needs a signed-in caller (no anonymous boards)', async () => {
    expect((await board(null)).status).toBe(401);
  });
});

describe('the platform board inside the children’s school', () => {
  it('lists every classmate in full for its students, staff and school account', async () => {
    const full = [
      '1 Asha Kumar',
      '2 Lake Student',
      '3 Bela Rao',
      expect.stringMatching(/^4 Reader /),
      '5 Chitra Das',
      '6 Dev Mehta',
      '7 Esha Iyer',
      '8 Hari Nair',
    ];
    for (const who of ['bela', 'faculty', 'school'] as const) {
      const { body } = await board(sessions[who] as SignedIn);
      // Kiran is a child of another school without consent: hidden from Hillside, as Hillside's are from others.
      expect(ranked(body)).toEqual(full);
      expect(body.entries[2]).toMatchObject({ name: 'Bela Rao', studentClass: 'EIGHT', section: 'A' });
    }
  });
});

describe('a consent change', () => {
  const hariOf = async () =>
    (await board(sessions.reader as SignedIn)).body.entries.find((entry) => entry.userId === people.hari?.id);
  const setByTheSchool = (status: 'GRANTED' | 'DECLINED') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/institute/parent-consent/${(people.hari as UserRow).id}/status`,
      headers: { cookie: (sessions.school as SignedIn).cookie },
      payload: { status },
    });

  it('shows on the cached board at once: approved, then declined by the school', async () => {
    await setConsent('hari', 'PENDING');
    expect(await hariOf()).toBeUndefined();

    expect((await setByTheSchool('GRANTED')).statusCode).toBe(200);
    await expect.poll(async () => (await hariOf())?.name, { timeout: 2_000 }).toBe('Hari N.');
    expect(await hariOf()).toMatchObject({ rank: 8, studentClass: null, section: null });

    expect((await setByTheSchool('DECLINED')).statusCode).toBe(200);
    await expect.poll(hariOf, { timeout: 2_000 }).toBeUndefined();
  });
});
