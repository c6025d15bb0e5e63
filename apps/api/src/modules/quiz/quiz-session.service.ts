/** Playing a quiz: start or resume, save answers, submit, review and the player's result. */

import type { attemptQuizResponseSchema, quizSubmissionResponseSchema } from '@noticeboard/shared';
import {
  QUIZ_DEFAULTS,
  QUIZ_MESSAGES,
  type QuizReview,
  type QuizSession,
  type QuizSubmissionBody,
} from '@noticeboard/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { readSince } from '../news/reading.repository';
import { facultyQuizAccess, mayPlayDaily } from './quiz.policy';
import { playQuestionsOf, resultOf, reviewQuestionsOf, savedAnswersOf, summaryOf } from './quiz.presenter';
import {
  answeredCount,
  answersOf,
  articlesReadSince,
  insertSession,
  lockOwnSession,
  ownSession,
  type PlayerRow,
  playerOf,
  poolOf,
  type QuizRow,
  questionsByIds,
  quizByCustomUrl,
  quizById,
  type SessionRow,
  saveAnswer,
  sessionOfPlayer,
  settingsRowOf,
} from './quiz.repository';
import { dayStart, quizDayOf } from './quiz-day';
import { finaliseIfOverdue, submitSession } from './quiz-submission';
import { pickSessionQuestions } from './session-questions';

type AttemptResponse = z.infer<typeof attemptQuizResponseSchema>;
export type SubmissionResponse = z.infer<typeof quizSubmissionResponseSchema>;

export class QuizSessionService {
  constructor(
    private readonly db: Db,
    private readonly dailyMinimum: number,
  ) {}

  /** Starts the caller's session, or resumes the one they have (one per player and quiz, even under a race). */
  async start(actor: Actor, customUrl: string, now = new Date()): Promise<QuizSession> {
    const quiz = await quizByCustomUrl(this.db, customUrl);
    const player = await playerOf(this.db, actor.id);
    if (!quiz || !player) throw notFound(QUIZ_MESSAGES.quizNotFound);
    this.checkMayPlay(actor, player, quiz);
    const existing = await sessionOfPlayer(this.db, quiz.id, actor.id);
    if (existing) return this.present(quiz, await finaliseIfOverdue(this.db, existing, now), now);

    const today = quizDayOf(now);
    if (quiz.closed || today < quiz.opensOn || today > quiz.closesOn) throw conflict(QUIZ_MESSAGES.closed);
    if (quiz.kind === 'DAILY') {
      const readToday = await readSince(this.db, actor.id, dayStart(today));
      if (readToday < this.dailyMinimum) throw forbidden(QUIZ_MESSAGES.notEligible);
    }
    const questionIds = await this.questionsFor(quiz, actor.id, today);
    const inserted = await insertSession(this.db, {
      quizId: quiz.id,
      userId: actor.id,
      instituteId: player.instituteId,
      studentClass: player.studentClass,
      section: player.section,
      scoreDay: quiz.kind === 'DAILY' ? quiz.quizDate : today,
      questionIds,
      startedAt: now,
      deadlineAt: new Date(now.getTime() + quiz.timeLimitSeconds * 1000),
    });
    const session = inserted ?? (await sessionOfPlayer(this.db, quiz.id, actor.id));
    if (!session) throw notFound(QUIZ_MESSAGES.sessionNotFound);
    return this.present(quiz, session, now);
  }

  async attempt(
    actor: Actor,
    body: { quizSessionId: string; questionId: string; selectedIndex: number | null },
    now = new Date(),
  ): Promise<AttemptResponse> {
    return this.db.transaction(async (tx) => {
      const session = await lockOwnSession(tx, body.quizSessionId, actor.id);
      if (!session) throw notFound(QUIZ_MESSAGES.sessionNotFound);
      if (session.status === 'SUBMITTED') throw new AppError('QUIZ_ALREADY_SUBMITTED', QUIZ_MESSAGES.alreadySubmitted);
      if (session.status === 'EXPIRED' || now > session.deadlineAt) {
        throw new AppError('QUIZ_TIME_UP', QUIZ_MESSAGES.timeUp);
      }
      if (!session.questionIds.includes(body.questionId)) throw badRequest(QUIZ_MESSAGES.questionNotInSession);
      const [question] = await questionsByIds(tx, [body.questionId]);
      if (!question) throw badRequest(QUIZ_MESSAGES.questionNotInSession);
      if (body.selectedIndex !== null && body.selectedIndex >= question.options.length) {
        throw badRequest(QUIZ_MESSAGES.optionOutOfRange);
      }
      const correct = body.selectedIndex === null ? null : body.selectedIndex === question.answerIndex;
      await saveAnswer(tx, {
        sessionId: session.id,
        questionId: question.id,
        selectedIndex: body.selectedIndex,
        correct,
      });
      return { answeredCount: await answeredCount(tx, session.id), deadlineAt: session.deadlineAt.toISOString() };
    });
  }

  async submit(actor: Actor, body: QuizSubmissionBody): Promise<{ response: SubmissionResponse; late: boolean }> {
    const outcome = await submitSession(this.db, {
      userId: actor.id,
      sessionId: body.quizSessionId,
      submissionKey: body.submissionKey,
      answers: body.answers,
    });
    const result = resultOf(outcome.session);
    if (!result) throw conflict(QUIZ_MESSAGES.notSubmittedYet);
    return {
      response: {
        quizSessionId: outcome.session.id,
        customUrl: outcome.customUrl,
        result,
        firstSubmission: outcome.firstSubmission,
      },
      late: outcome.late,
    };
  }

  async review(actor: Actor, sessionId: string, now = new Date()): Promise<QuizReview> {
    const found = await ownSession(this.db, sessionId, actor.id);
    if (!found) throw notFound(QUIZ_MESSAGES.sessionNotFound);
    const session = await finaliseIfOverdue(this.db, found, now);
    const result = resultOf(session);
    if (!result) throw conflict(QUIZ_MESSAGES.notSubmittedYet);
    const quiz = await quizById(this.db, session.quizId);
    if (!quiz) throw notFound(QUIZ_MESSAGES.quizNotFound);
    const [rows, answers] = await Promise.all([
      questionsByIds(this.db, session.questionIds),
      answersOf(this.db, session.id),
    ]);
    return {
      quizSessionId: session.id,
      quiz: summaryOf(quiz),
      status: session.status,
      result,
      questions: reviewQuestionsOf(session, rows, answers),
    };
  }

  /** The caller's finished result for a quiz; 404 when they have none. */
  async result(actor: Actor, customUrl: string, now = new Date()): Promise<SubmissionResponse> {
    const quiz = await quizByCustomUrl(this.db, customUrl);
    const found = quiz && (await sessionOfPlayer(this.db, quiz.id, actor.id));
    if (!quiz || !found) throw notFound(QUIZ_MESSAGES.sessionNotFound);
    const session = await finaliseIfOverdue(this.db, found, now);
    const result = resultOf(session);
    if (!result) throw notFound(QUIZ_MESSAGES.notSubmittedYet);
    return { quizSessionId: session.id, customUrl: quiz.customUrl, result, firstSubmission: false };
  }

  private checkMayPlay(actor: Actor, player: PlayerRow, quiz: QuizRow): void {
    if (quiz.kind === 'DAILY') {
      if (!mayPlayDaily(actor)) throw forbidden(QUIZ_MESSAGES.notForYou);
      return;
    }
    const access = facultyQuizAccess(actor, player, quiz);
    if (access === 'HIDDEN') throw notFound(QUIZ_MESSAGES.quizNotFound);
    if (access === 'NOT_FOR_YOU') throw forbidden(QUIZ_MESSAGES.notForYou);
  }

  /** Faculty quizzes: every question in the author's order. Daily: the player's pick from the day's pool. */
  private async questionsFor(quiz: QuizRow, userId: string, today: string): Promise<string[]> {
    const pool = await poolOf(this.db, quiz.id);
    if (quiz.kind === 'FACULTY') return pool.map((question) => question.id);
    const [readArticleIds, settings] = await Promise.all([
      articlesReadSince(this.db, userId, dayStart(today)),
      settingsRowOf(this.db, userId),
    ]);
    return pickSessionQuestions({
      pool,
      readArticleIds,
      preferredCategories: settings?.categories ?? [],
      count: quiz.sessionQuestionCount,
      fromReadMax: QUIZ_DEFAULTS.fromReadArticlesMax,
      seed: `${quiz.id}:${userId}`,
    });
  }

  private async present(quiz: QuizRow, session: SessionRow, now: Date): Promise<QuizSession> {
    const [rows, answers] = await Promise.all([
      questionsByIds(this.db, session.questionIds),
      answersOf(this.db, session.id),
    ]);
    return {
      quizSessionId: session.id,
      quiz: summaryOf(quiz),
      status: session.status,
      startedAt: session.startedAt.toISOString(),
      deadlineAt: session.deadlineAt.toISOString(),
      serverNow: now.toISOString(),
      questions: playQuestionsOf(session, rows),
      savedAnswers: savedAnswersOf(answers),
    };
  }
}
