/**
 * Bank questions (issue 6 §3): a school's questions, written by its faculty and reviewed by the school.
 *
 * - Staff (school account, admins, faculty) list their school's bank in every status (source OWN, the default), or
 *   the approved questions their school may use from adopted banks (ADOPTED) and the open set (OPEN), through
 *   usableQuestionsWhere. Anything else (another school's unadopted or unapproved questions) is a 404.
 * - Faculty create questions (PENDING_REVIEW) on a subject of their school and, optionally, a chapter of that subject
 *   and class; the subject's name and chapter's title are copied beside the ids so practice can group by name.
 * - The author edits; every edit goes back to PENDING_REVIEW (an approved question's reset is audited).
 * - The school account or an admin reviews a PENDING_REVIEW question once (row lock: a second review is 409);
 *   a rejected question's author is emailed the note.
 * - The author or the school removes a question (soft: papers and practice history keep it).
 */
import {
  type BankQuestion,
  QUESTION_BANK_MESSAGES as M,
  MESSAGES,
  type QuestionCountsQuery,
  type QuestionInput,
  type QuestionListQuery,
  type QuestionStatusCounts,
} from '@noticeboard/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { findSubject } from '../academic/academic.repository';
import { findChapter } from '../academic/curriculum.repository';
import { recordAudit } from '../audit/audit.repository';
import { canDeleteQuestion, canEditQuestion, isReviewerOf } from './question.policy';
import { presentQuestion } from './question.presenter';
import {
  countQuestionsByStatus,
  findUserContact,
  findVisibleQuestion,
  insertQuestion,
  listQuestions,
  lockOwnQuestion,
  updateQuestion,
} from './question.repository';
import { questionRejectedMail } from './question-bank.mails';

/** A staff member of a school; members without one (individual faculty) have no bank. */
export type SchoolActor = Actor & { instituteId: string };

export function schoolActorOf(actor: Actor): SchoolActor {
  if (!actor.instituteId) throw forbidden(MESSAGES.forbidden);
  return actor as SchoolActor;
}

export interface Placement {
  studentClass: QuestionInput['studentClass'];
  subjectId: string;
  chapterId: string | null;
}

/** The subject must be the school's; the chapter, if any, of that subject and class. */
export async function placementOf(db: Queryable, instituteId: string, input: Placement) {
  const subject = await findSubject(db, instituteId, input.subjectId);
  if (!subject) throw badRequest(M.subjectNotInSchool, [{ field: 'subjectId', message: M.subjectNotInSchool }]);
  if (!input.chapterId)
    return { subjectId: subject.id, subjectName: subject.name, chapterId: null, chapterTitle: null };
  const chapter = await findChapter(db, instituteId, input.chapterId);
  if (!chapter || chapter.subjectId !== subject.id || chapter.studentClass !== input.studentClass) {
    throw badRequest(M.chapterNotInSubject, [{ field: 'chapterId', message: M.chapterNotInSubject }]);
  }
  return { subjectId: subject.id, subjectName: subject.name, chapterId: chapter.id, chapterTitle: chapter.title };
}

export class QuestionService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(caller: Actor, query: QuestionListQuery): Promise<Page<BankQuestion>> {
    const actor = schoolActorOf(caller);
    const listing = this.listingOf(actor, query);
    const { rows, total } = await listQuestions(this.db, listing, { limit: query.size, offset: offsetOf(query) });
    return pageFrom(
      rows.map((row) => presentQuestion(row, actor)),
      query,
      total,
    );
  }

  /** How many questions of the same list (same source and filters) are in each status, and in all. */
  async counts(caller: Actor, query: QuestionCountsQuery): Promise<QuestionStatusCounts> {
    const actor = schoolActorOf(caller);
    const counts: QuestionStatusCounts = { ALL: 0, PENDING_REVIEW: 0, APPROVED: 0, REJECTED: 0 };
    for (const row of await countQuestionsByStatus(this.db, this.listingOf(actor, query))) {
      counts[row.status] += row.total;
      counts.ALL += row.total;
    }
    return counts;
  }

  /** Which questions a list or its counts cover: the source (own bank by default) and the filters. */
  private listingOf(actor: ReturnType<typeof schoolActorOf>, query: QuestionCountsQuery & Partial<QuestionListQuery>) {
    return {
      viewer: actor,
      source: query.source ?? 'OWN',
      filter: { ...query, authorId: query.mine ? actor.id : query.authorId },
    };
  }

  async get(caller: Actor, questionId: string): Promise<BankQuestion> {
    const actor = schoolActorOf(caller);
    const row = await findVisibleQuestion(this.db, actor, questionId);
    if (!row) throw notFound(M.questionNotFound);
    return presentQuestion(row, actor);
  }

  async create(caller: Actor, input: QuestionInput): Promise<BankQuestion> {
    const actor = schoolActorOf(caller);
    const placement = await placementOf(this.db, actor.instituteId, input);
    const row = await insertQuestion(this.db, {
      ...contentOf(input),
      ...placement,
      instituteId: actor.instituteId,
      authorId: actor.id,
      status: 'PENDING_REVIEW',
    });
    return this.get(actor, row.id);
  }

  async update(caller: Actor, questionId: string, input: QuestionInput): Promise<BankQuestion> {
    const actor = schoolActorOf(caller);
    await this.db.transaction(async (tx) => {
      const question = await lockOwnQuestion(tx, actor.instituteId, questionId);
      if (!question) throw notFound(M.questionNotFound);
      if (!canEditQuestion(actor, question)) throw forbidden(M.onlyAuthorEdits);
      const placement = await placementOf(tx, actor.instituteId, input);
      await updateQuestion(tx, actor.instituteId, questionId, {
        ...contentOf(input),
        ...placement,
        status: 'PENDING_REVIEW',
        reviewNote: null,
        reviewedBy: null,
        reviewedAt: null,
      });
      if (question.status === 'APPROVED') {
        await recordAudit(tx, {
          instituteId: actor.instituteId,
          actorId: actor.id,
          action: 'bank_question.resubmitted',
          entityType: 'bank_question',
          entityId: questionId,
          summary: 'An approved question was edited and went back to review',
        });
      }
    });
    return this.get(actor, questionId);
  }

  async remove(caller: Actor, questionId: string): Promise<void> {
    const actor = schoolActorOf(caller);
    await this.db.transaction(async (tx) => {
      const question = await lockOwnQuestion(tx, actor.instituteId, questionId);
      if (!question) throw notFound(M.questionNotFound);
      if (!canDeleteQuestion(actor, question)) throw forbidden(M.onlyAuthorEdits);
      await updateQuestion(tx, actor.instituteId, questionId, { deletedAt: new Date() });
      await recordAudit(tx, {
        instituteId: actor.instituteId,
        actorId: actor.id,
        action: 'bank_question.deleted',
        entityType: 'bank_question',
        entityId: questionId,
        summary: 'A question was removed from the bank',
      });
    });
  }

  async review(
    caller: Actor,
    questionId: string,
    body: { decision: 'APPROVED' | 'REJECTED'; note: string },
  ): Promise<BankQuestion> {
    const actor = schoolActorOf(caller);
    const question = await this.db.transaction(async (tx) => {
      const locked = await lockOwnQuestion(tx, actor.instituteId, questionId);
      if (!locked) throw notFound(M.questionNotFound);
      if (!isReviewerOf(actor, locked)) throw forbidden(MESSAGES.forbidden);
      if (locked.status !== 'PENDING_REVIEW') throw conflict(M.alreadyReviewed);
      await updateQuestion(tx, actor.instituteId, questionId, {
        status: body.decision,
        reviewNote: body.note || null,
        reviewedBy: actor.id,
        reviewedAt: new Date(),
      });
      await recordAudit(tx, {
        instituteId: actor.instituteId,
        actorId: actor.id,
        action: body.decision === 'APPROVED' ? 'bank_question.approved' : 'bank_question.rejected',
        entityType: 'bank_question',
        entityId: questionId,
        summary: body.decision === 'APPROVED' ? 'A question was approved' : 'A question was rejected',
        data: body.note ? { note: body.note } : undefined,
      });
      return locked;
    });
    if (body.decision === 'REJECTED' && question.authorId)
      await this.tellAuthor(question.authorId, question.stem, body.note);
    return this.get(actor, questionId);
  }

  /** Best effort: the review stands whether or not the mail goes out. */
  private async tellAuthor(authorId: string, stem: string, note: string): Promise<void> {
    try {
      const author = await findUserContact(this.db, authorId);
      if (!author) return;
      const link = `${this.publicUrl}/question-bank/my-questions`;
      await this.mailer.send(questionRejectedMail(author.email, author.name, stem, note, link));
    } catch (error) {
      this.log.warn({ err: error }, 'the rejected question email could not be sent');
    }
  }
}

function contentOf(input: QuestionInput) {
  return {
    stem: input.stem,
    options: input.options,
    answerIndex: input.answerIndex,
    explanation: input.explanation,
    difficulty: input.difficulty,
    board: input.board,
    studentClass: input.studentClass,
    topic: input.topic || null,
  };
}
