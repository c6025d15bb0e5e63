/**
 * Faculty quizzes: faculty and admins of a school copy questions from their usable bank (question-pool.repository.ts) into a
 * quiz for one class and a span of days (options shuffled); the copies keep the quiz as set if the bank changes later.
 * Staff of the school list them, close them and see their school's results.
 */
import { randomBytes } from 'node:crypto';
import type { facultyQuizSchema, schoolResultsSchema } from '@noticeboard/shared';
import { type CreateFacultyQuizBody, MESSAGES, type PageQuery, QUIZ_MESSAGES } from '@noticeboard/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { slugify } from '../auth/custom-url';
import { insertQuiz } from './daily-quiz.repository';
import {
  closeQuiz,
  countFacultyQuizzes,
  facultyQuizOf,
  facultyQuizzesOf,
  schoolSessionsOf,
  usableBankQuestions,
} from './faculty-quiz.repository';
import { SeededRandom } from './generation/seeded-random';
import { isStaffOf, mayAuthorFacultyQuiz, mayCloseFacultyQuiz } from './quiz.policy';
import { resultOf, summaryOf } from './quiz.presenter';
import { type QuizRow, quizByCustomUrl } from './quiz.repository';
import { quizDayOf } from './quiz-day';

type FacultyQuiz = z.infer<typeof facultyQuizSchema>;
type SchoolResults = z.infer<typeof schoolResultsSchema>;

export class FacultyQuizService {
  constructor(private readonly db: Db) {}

  async create(actor: Actor, body: CreateFacultyQuizBody): Promise<FacultyQuiz> {
    const instituteId = actor.instituteId;
    if (!mayAuthorFacultyQuiz(actor) || !instituteId) throw forbidden(MESSAGES.forbidden);
    if (body.closesOn < body.opensOn) {
      throw badRequest('The quiz must close on or after the day it opens', [
        { field: 'closesOn', message: 'Before opensOn' },
      ]);
    }
    if (body.closesOn < quizDayOf(new Date())) {
      throw badRequest('The quiz must close today or later', [{ field: 'closesOn', message: 'In the past' }]);
    }
    const ids = [...new Set(body.questionIds)];
    const usable = await usableBankQuestions(this.db, instituteId, ids);
    if (usable.length !== ids.length) {
      throw badRequest(QUIZ_MESSAGES.facultyQuizNeedsQuestions, [
        { field: 'questionIds', message: 'Some questions are not in your question bank' },
      ]);
    }
    const byId = new Map(usable.map((question) => [question.id, question]));
    const customUrl = `${slugify(body.title) || 'quiz'}-${randomBytes(3).toString('hex')}`;
    const quiz = await this.db.transaction(async (tx) => {
      const inserted = await insertQuiz(
        tx,
        {
          customUrl,
          kind: 'FACULTY',
          title: body.title,
          quizDate: body.opensOn,
          opensOn: body.opensOn,
          closesOn: body.closesOn,
          instituteId,
          authorId: actor.id,
          studentClass: body.studentClass,
          timeLimitSeconds: body.timeLimitMinutes * 60,
          sessionQuestionCount: ids.length,
        },
        ids.map((id, index) => {
          const question = byId.get(id) as (typeof usable)[number];
          // Options in a shuffled order: a bank whose authors always put the answer first must not give it away.
          const order = new SeededRandom(`${customUrl}:${id}`).shuffle(question.options.map((_, at) => at));
          return {
            position: index + 1,
            stem: question.stem,
            options: order.map((at) => question.options[at] as string),
            answerIndex: order.indexOf(question.answerIndex),
            explanation: question.explanation,
            kind: 'BANK',
            bankQuestionId: question.id,
          };
        }),
      );
      if (!inserted) throw new Error('quiz custom URL collided');
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'quiz.created',
        entityType: 'quiz',
        entityId: inserted.id,
        summary: `Quiz “${body.title}” for class ${body.studentClass}, ${ids.length} questions`,
      });
      return inserted;
    });
    return this.present(actor, quiz, null, 0);
  }

  async list(actor: Actor, query: PageQuery): Promise<Page<FacultyQuiz>> {
    const instituteId = this.staffSchool(actor);
    const [rows, total] = await Promise.all([
      facultyQuizzesOf(this.db, instituteId, query.size, offsetOf(query)),
      countFacultyQuizzes(this.db, instituteId),
    ]);
    return pageFrom(
      rows.map((row) => this.present(actor, row.quiz, row.authorName, row.playedCount)),
      query,
      total,
    );
  }

  async close(actor: Actor, quizId: string): Promise<FacultyQuiz> {
    const instituteId = this.staffSchool(actor);
    const row = await facultyQuizOf(this.db, instituteId, quizId);
    if (!row) throw notFound(QUIZ_MESSAGES.quizNotFound);
    if (!mayCloseFacultyQuiz(actor, row.quiz)) throw forbidden(MESSAGES.forbidden);
    await this.db.transaction(async (tx) => {
      await closeQuiz(tx, quizId);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'quiz.closed',
        entityType: 'quiz',
        entityId: quizId,
        summary: `Quiz “${row.quiz.title}” closed`,
      });
    });
    return this.present(actor, { ...row.quiz, closed: true }, row.authorName, row.playedCount);
  }

  /** Staff see their own school's players of any quiz (a faculty quiz of another school is not found). */
  async schoolResults(actor: Actor, customUrl: string): Promise<SchoolResults> {
    const instituteId = this.staffSchool(actor);
    const quiz = await quizByCustomUrl(this.db, customUrl);
    if (!quiz || (quiz.kind === 'FACULTY' && quiz.instituteId !== instituteId)) {
      throw notFound(QUIZ_MESSAGES.quizNotFound);
    }
    const rows = await schoolSessionsOf(this.db, quiz.id, instituteId);
    return {
      quiz: summaryOf(quiz),
      rows: rows.map(({ session, name, customUrl: userUrl }) => ({
        userId: session.userId,
        name,
        customUrl: userUrl,
        studentClass: session.studentClass,
        section: session.section,
        status: session.status,
        result: resultOf(session),
      })),
    };
  }

  private staffSchool(actor: Actor): string {
    if (!actor.instituteId || !isStaffOf(actor, actor.instituteId)) throw forbidden(MESSAGES.forbidden);
    return actor.instituteId;
  }

  private present(actor: Actor, quiz: QuizRow, authorName: string | null, played: number): FacultyQuiz {
    return {
      ...summaryOf(quiz, authorName),
      opensOn: quiz.opensOn,
      closesOn: quiz.closesOn,
      playedCount: Number(played),
      canClose: !quiz.closed && mayCloseFacultyQuiz(actor, quiz),
    };
  }
}
