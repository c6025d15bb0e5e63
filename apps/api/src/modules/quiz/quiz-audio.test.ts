/**
 * Quiz audio: a question of one's own session read aloud without its answer, cached by text (encoded once),
 * refused for other players' sessions; the spoken prompt.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QUIZ_PATHS } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizQuestions } from '../../db/schema';
import { LocalFileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { looksLikeMp3, RecordingEncoder } from '../news/audio/audio-test-kit';
import { EspeakLameEncoder } from '../news/audio/speech-encoder';
import { generateDailyQuiz } from './daily-quiz.generator';
import { POPUP_TEXT, QuizAudioService, spokenQuestion } from './quiz-audio.service';
import { quizDayOf } from './quiz-day';
import { call, markRead, publishFixtureDay } from './quiz-test-kit';

let t: TestApp;
let player: SignedIn;
let other: SignedIn;
let session: { quizSessionId: string; questions: Array<{ id: string; stem: string; options: string[] }> };
const actorOf = (who: SignedIn) => ({ id: who.userId }) as Actor;

beforeAll(async () => {
  t = await buildTestApp();
  const school = await buildInstitute(t.db);
  player = await signIn(t.app, 'user', (await buildMember(t.db, school.institute.id, 'CANDIDATE')).email);
  other = await signIn(t.app, 'user', (await buildMember(t.db, school.institute.id, 'CANDIDATE')).email);
  const today = quizDayOf(new Date());
  const { articleIds } = await publishFixtureDay(t.db, today);
  await generateDailyQuiz(t.db, today);
  await markRead(t.db, player.userId, articleIds.slice(0, 3));
  session = (await call(t.app, 'POST', QUIZ_PATHS.start, player, { customUrl: `daily-${today}` })).body;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('quiz audio', () => {
  it('reads the stem with the blank and the options, never the answer', async () => {
    expect(spokenQuestion(2, 'The club has _____ members.', ['12', '15', '20', '30'])).toBe(
      'Question 2. The club has blank members. Option A, 12. Option B, 15. Option C, 20. Option D, 30.',
    );
    const encoder = new RecordingEncoder(new EspeakLameEncoder());
    const storage = new LocalFileStorage(await mkdtemp(path.join(tmpdir(), 'quiz-audio-')));
    const audio = new QuizAudioService(t.db, storage, encoder);
    const question = session.questions[0] as { id: string; stem: string; options: string[] };
    const mp3 = await audio.question(actorOf(player), session.quizSessionId, question.id);
    expect(looksLikeMp3(mp3)).toBe(true);
    expect(encoder.texts).toHaveLength(1);
    const [stored] = await t.db.select().from(quizQuestions).where(eq(quizQuestions.id, question.id));
    expect(encoder.texts[0]).toBe(spokenQuestion(1, question.stem, question.options));
    expect(encoder.texts[0]).not.toContain(stored?.explanation);
    // Cached by its text: asked again, nothing is encoded.
    await audio.question(actorOf(player), session.quizSessionId, question.id);
    expect(encoder.texts).toHaveLength(1);
    await expect(audio.question(actorOf(other), session.quizSessionId, question.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    await audio.popup();
    expect(encoder.texts[1]).toBe(POPUP_TEXT);
  }, 60_000);

  it('serves MP3 to the session owner only', async () => {
    const url = `${QUIZ_PATHS.questionAudio}?sessionId=${session.quizSessionId}&questionId=${session.questions[1]?.id}`;
    const mine = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: player.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('audio/mpeg');
    expect(looksLikeMp3(mine.rawPayload)).toBe(true);
    const theirs = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: other.cookie } });
    expect(theirs.statusCode).toBe(404);
    const eligibility = await call(t.app, 'GET', QUIZ_PATHS.audioEligibility, player);
    expect(eligibility.body).toEqual({ eligible: true, audioEnabled: true });
  }, 60_000);
});
