/** The quiz hub: eligibility, the caller's quiz list, today's generation status and categories, quiz settings. */

import type { publicTodaySchema, quizCategoryCountSchema, quizGenerationStatusSchema } from '@noticeboard/shared';
import {
  QUIZ_MESSAGES,
  type QuizEligibility,
  type QuizList,
  type QuizListItem,
  type QuizPlayerState,
  type QuizSettings,
  TOPIC_CATEGORY_LABELS,
} from '@noticeboard/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { readSince } from '../news/reading.repository';
import { dailyQuizOf, runOf } from './daily-quiz.repository';
import { mayPlayDaily } from './quiz.policy';
import { resultOf, summaryOf } from './quiz.presenter';
import { playerOf, type QuizRow, type SessionRow, sessionOfPlayer, settingsRowOf } from './quiz.repository';
import { dayStart, quizDayOf } from './quiz-day';
import { categoryCounts, openFacultyQuizzes, sessionsOfPlayer, upsertSettings } from './quiz-hub.repository';
import { finaliseIfOverdue } from './quiz-submission';

type GenerationStatus = z.infer<typeof quizGenerationStatusSchema>;
type CategoryCount = z.infer<typeof quizCategoryCountSchema>;
type PublicToday = z.infer<typeof publicTodaySchema>;

const stateOf = (session: SessionRow | null): QuizPlayerState => session?.status ?? 'NOT_STARTED';

export class QuizHubService {
  constructor(
    private readonly db: Db,
    private readonly dailyMinimum: number,
  ) {}

  async eligibility(actor: Actor, now = new Date()): Promise<QuizEligibility> {
    const today = quizDayOf(now);
    const [readToday, quiz] = await Promise.all([
      readSince(this.db, actor.id, dayStart(today)),
      dailyQuizOf(this.db, today),
    ]);
    const session = quiz ? await sessionOfPlayer(this.db, quiz.id, actor.id) : null;
    const eligible = mayPlayDaily(actor) && (readToday >= this.dailyMinimum || session !== null);
    const message = !mayPlayDaily(actor)
      ? QUIZ_MESSAGES.notForYou
      : !eligible
        ? QUIZ_MESSAGES.notEligible
        : quiz
          ? null
          : QUIZ_MESSAGES.notReady;
    return {
      eligible,
      readToday,
      dailyMinimum: this.dailyMinimum,
      quizCustomUrl: quiz?.customUrl ?? null,
      state: stateOf(session),
      message,
    };
  }

  /** Today's daily quiz and the open faculty quizzes of the caller's school and class, with their state. */
  async userwise(actor: Actor, now = new Date()): Promise<QuizList> {
    const today = quizDayOf(now);
    const daily = await dailyQuizOf(this.db, today);
    const entries: Array<{ quiz: QuizRow; authorName: string | null }> = [];
    if (daily && mayPlayDaily(actor)) entries.push({ quiz: daily, authorName: null });
    const player = await playerOf(this.db, actor.id);
    if (actor.role === 'CANDIDATE' && player?.instituteId && player.studentClass) {
      entries.push(...(await openFacultyQuizzes(this.db, player.instituteId, player.studentClass, today)));
    }
    const sessions = await sessionsOfPlayer(
      this.db,
      actor.id,
      entries.map((entry) => entry.quiz.id),
    );
    const quizzes: QuizListItem[] = [];
    for (const { quiz, authorName } of entries) {
      const found = sessions.find((session) => session.quizId === quiz.id) ?? null;
      const session = found ? await finaliseIfOverdue(this.db, found, now) : null;
      quizzes.push({
        ...summaryOf(quiz, authorName),
        state: stateOf(session),
        sessionId: session?.id ?? null,
        result: session ? resultOf(session) : null,
      });
    }
    return { quizzes, dailyPending: daily === null };
  }

  async generationStatus(now = new Date()): Promise<GenerationStatus> {
    const today = quizDayOf(now);
    const run = await runOf(this.db, today);
    return {
      quizDate: today,
      status: run?.status ?? 'PENDING',
      articleCount: run?.articleCount ?? 0,
      questionCount: run?.questionCount ?? 0,
      updatedAt: run?.updatedAt.toISOString() ?? null,
      error: run?.error ?? null,
    };
  }

  async categories(now = new Date()): Promise<CategoryCount[]> {
    const quiz = await dailyQuizOf(this.db, quizDayOf(now));
    if (!quiz) return [];
    const counts = await categoryCounts(this.db, quiz.id);
    return counts.map((row) => ({ ...row, label: TOPIC_CATEGORY_LABELS[row.category] }));
  }

  async publicToday(now = new Date()): Promise<PublicToday> {
    const quiz = await dailyQuizOf(this.db, quizDayOf(now));
    const [categories, status] = await Promise.all([this.categories(now), this.generationStatus(now)]);
    return { quiz: quiz ? summaryOf(quiz) : null, categories, status };
  }

  async settings(actor: Actor): Promise<QuizSettings> {
    const row = await settingsRowOf(this.db, actor.id);
    return { categories: row?.categories ?? [], audioEnabled: row?.audioEnabled ?? true };
  }

  async saveSettings(actor: Actor, settings: QuizSettings): Promise<QuizSettings> {
    await upsertSettings(this.db, actor.id, {
      categories: [...new Set(settings.categories)],
      audioEnabled: settings.audioEnabled,
    });
    return this.settings(actor);
  }

  async customized(actor: Actor): Promise<{ customized: boolean }> {
    return { customized: (await settingsRowOf(this.db, actor.id)) !== null };
  }

  async setAudio(actor: Actor, audioEnabled: boolean): Promise<QuizSettings> {
    await upsertSettings(this.db, actor.id, { audioEnabled });
    return this.settings(actor);
  }
}
