/**
 * A player's place in a quiz they finished (the result page) through the API on a fresh database: ranked by the
 * leaderboard's tie rule among everyone who finished the same quiz, with the place in the school played for; sessions
 * still being played and disabled accounts not counted; the same place the day's board gives when the day had one
 * quiz; final only once nobody can still finish; and only the player's own session answered.
 */
import { LEADERBOARD_PATHS, LEADERBOARD_TIE_RULE, QUIZ_MESSAGES, QUIZ_PATHS } from '@noticeboard/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizQuestions, quizSessions, quizzes, users } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../../test/factories';
import { type SignedIn, signIn } from '../../../test/session';
import { generateDailyQuiz } from '../daily-quiz.generator';
import { addDays, quizDayOf } from '../quiz-day';
import { call, markRead, publishFixtureDay } from '../quiz-test-kit';

let t: TestApp;
const today = quizDayOf(new Date());
const customUrl = `daily-${today}`;
const players: Record<string, SignedIn> = {};
const sessionOf: Record<string, string> = {};
let school: SignedIn;
let articleIds: string[];

const rankOf = (who: SignedIn | undefined, sessionId: string) =>
  call(t.app, 'GET', `${LEADERBOARD_PATHS.quizRank}?sessionId=${sessionId}`, who);

/** Starts `who`'s session and submits `right` right answers (the rest wrong). */
async function play(name: string, right: number): Promise<void> {
  const who = players[name] as SignedIn;
  const started = await call(t.app, 'POST', QUIZ_PATHS.start, who, { customUrl });
  expect(started.status).toBe(200);
  const ids: string[] = started.body.questions.map((question: { id: string }) => question.id);
  const keys = await t.db
    .select({ id: quizQuestions.id, answerIndex: quizQuestions.answerIndex })
    .from(quizQuestions)
    .where(inArray(quizQuestions.id, ids));
  const key = new Map(keys.map((row) => [row.id, row.answerIndex]));
  const answers = ids.map((questionId, index) => {
    const answerIndex = key.get(questionId) as number;
    return { questionId, selectedIndex: index < right ? answerIndex : (answerIndex + 1) % 4 };
  });
  const submitted = await call(t.app, 'POST', QUIZ_PATHS.submit, who, {
    quizSessionId: started.body.quizSessionId,
    submissionKey: crypto.randomUUID(),
    answers,
  });
  expect(submitted.status).toBe(200);
  sessionOf[name] = started.body.quizSessionId;
}

beforeAll(async () => {
  t = await buildTestApp();
  const maple = await buildInstitute(t.db, 'Maple Grove School');
  const cedar = await buildInstitute(t.db, 'Cedar Heights School');
  ({ articleIds } = await publishFixtureDay(t.db, today));
  await generateDailyQuiz(t.db, today);
  const join = async (name: string, member: { id: string; email: string }, kind: 'user' | 'individual') => {
    await markRead(t.db, member.id, articleIds.slice(0, 3));
    players[name] = await signIn(t.app, kind, member.email);
  };
  for (const name of ['asha', 'bela', 'chitra', 'playing', 'gone'])
    await join(name, await buildMember(t.db, maple.institute.id, 'CANDIDATE'), 'user');
  await join('cedar', await buildMember(t.db, cedar.institute.id, 'CANDIDATE'), 'user');
  await join('reader', await buildIndividual(t.db), 'individual');
  school = await signIn(t.app, 'institute', maple.account.email);

  // Scores: bela 50, cedar 40, asha 30, reader 20; gone 60 but disabled later; playing never submits.
  await play('asha', 3);
  await play('bela', 5);
  await play('cedar', 4);
  await play('reader', 2);
  await play('gone', 6);
  const started = await call(t.app, 'POST', QUIZ_PATHS.start, players.playing, { customUrl });
  sessionOf.playing = started.body.quizSessionId;
  await t.db
    .update(users)
    .set({ status: 'DISABLED' })
    .where(eq(users.id, (players.gone as SignedIn).userId));
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('a player’s place in a quiz they finished', () => {
  it('ranks among everyone who finished the quiz, and within the school played for', async () => {
    const asha = await rankOf(players.asha, sessionOf.asha as string);
    expect(asha.status).toBe(200);
    // The disabled account and the session still being played are not counted.
    expect(asha.body).toEqual({
      quizSessionId: sessionOf.asha,
      rank: 3,
      players: 4,
      school: { rank: 2, players: 2 },
      final: false,
      tieRule: LEADERBOARD_TIE_RULE,
    });
    expect((await rankOf(players.bela, sessionOf.bela as string)).body).toMatchObject({
      rank: 1,
      school: { rank: 1, players: 2 },
    });
    expect((await rankOf(players.cedar, sessionOf.cedar as string)).body).toMatchObject({
      rank: 2,
      school: { rank: 1, players: 1 },
    });
    // A player without a school has the overall place only.
    expect((await rankOf(players.reader, sessionOf.reader as string)).body).toMatchObject({
      rank: 4,
      players: 4,
      school: null,
    });
  });

  it('gives the place the day’s board gives when the day had this one quiz', async () => {
    for (const name of ['asha', 'cedar', 'reader']) {
      const who = players[name] as SignedIn;
      const board = await call(t.app, 'GET', `${LEADERBOARD_PATHS.leaderboard}?range=TODAY&scope=PLATFORM`, who);
      const rank = await rankOf(who, sessionOf[name] as string);
      expect(rank.body.rank).toBe(board.body.me.rank);
      expect(rank.body.players).toBe(board.body.totalPlayers);
    }
    const schoolBoard = await call(
      t.app,
      'GET',
      `${LEADERBOARD_PATHS.leaderboard}?range=TODAY&scope=INSTITUTE`,
      players.asha,
    );
    const asha = await rankOf(players.asha, sessionOf.asha as string);
    expect(asha.body.school).toEqual({ rank: schoolBoard.body.me.rank, players: schoolBoard.body.totalPlayers });
  });

  it('breaks equal scores by less time taken, then by who finished first', async () => {
    const set = (name: string, values: { score: number; timeTakenSeconds: number; submittedAt: Date }) =>
      t.db
        .update(quizSessions)
        .set(values)
        .where(eq(quizSessions.id, sessionOf[name] as string));
    await set('asha', { score: 50, timeTakenSeconds: 90, submittedAt: new Date(Date.now() - 60_000) });
    await set('bela', { score: 50, timeTakenSeconds: 90, submittedAt: new Date(Date.now() - 30_000) });
    await set('cedar', { score: 50, timeTakenSeconds: 60, submittedAt: new Date(Date.now() - 10_000) });
    expect((await rankOf(players.cedar, sessionOf.cedar as string)).body.rank).toBe(1);
    expect((await rankOf(players.asha, sessionOf.asha as string)).body.rank).toBe(2);
    const bela = await rankOf(players.bela, sessionOf.bela as string);
    expect(bela.body).toMatchObject({ rank: 3, school: { rank: 2, players: 2 } });
  });

  it('is final once the quiz has closed and nobody is still playing it', async () => {
    const [quiz] = await t.db.select().from(quizzes).where(eq(quizzes.customUrl, customUrl));
    await t.db
      .update(quizzes)
      .set({ closesOn: addDays(today, -1) })
      .where(eq(quizzes.id, quiz?.id as string));
    // Someone is still playing: others may still finish.
    expect((await rankOf(players.asha, sessionOf.asha as string)).body.final).toBe(false);
    await t.db
      .update(quizSessions)
      .set({ status: 'EXPIRED', score: 0, timeTakenSeconds: 600, submittedAt: new Date() })
      .where(eq(quizSessions.id, sessionOf.playing as string));
    const closed = await rankOf(players.asha, sessionOf.asha as string);
    expect(closed.body).toMatchObject({ final: true, players: 5 });
    await t.db
      .update(quizzes)
      .set({ closesOn: today })
      .where(eq(quizzes.id, quiz?.id as string));
  });
});

describe('who may ask', () => {
  it('answers a session still being played with 409, as review does', async () => {
    const fresh = await buildMember(t.db, (await buildInstitute(t.db, 'Birch School')).institute.id, 'CANDIDATE');
    await markRead(t.db, fresh.id, articleIds.slice(0, 3));
    const who = await signIn(t.app, 'user', fresh.email);
    const started = await call(t.app, 'POST', QUIZ_PATHS.start, who, { customUrl });
    const refused = await rankOf(who, started.body.quizSessionId);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(QUIZ_MESSAGES.notSubmittedYet);
  });

  it('answers only the player’s own session: 404 for another player, another school or the school account', async () => {
    const id = sessionOf.asha as string;
    for (const who of [players.bela, players.cedar, players.reader, school]) {
      const refused = await rankOf(who, id);
      expect(refused.status).toBe(404);
      expect(refused.raw).not.toContain('"rank"');
    }
    expect((await rankOf(players.asha, crypto.randomUUID())).status).toBe(404);
  });

  it('refuses visitors (401) and a session id that is not one (400)', async () => {
    expect((await rankOf(undefined, sessionOf.asha as string)).status).toBe(401);
    expect((await rankOf(players.asha, 'not-a-session')).status).toBe(400);
  });
});
