/**
 * Who may do what with a bank question (spec §6): faculty write, the school account and its admins review.
 * Pure: the question's school and author are known before; another school's question never reaches these checks
 * (it is a 404 first).
 */
import type { QuestionStatus, Role } from '@noticeboard/shared';
import type { Actor } from '../../plugins/auth';

export interface QuestionScope {
  instituteId: string | null;
  authorId: string | null;
  status: QuestionStatus;
}

const REVIEWERS: readonly Role[] = ['INSTITUTE', 'ADMIN'];

const ofSchool = (actor: Actor, question: QuestionScope) =>
  actor.instituteId !== null && actor.instituteId === question.instituteId;

/** Only the author edits; an approved question goes back to review when edited (question.service.ts). */
export const canEditQuestion = (actor: Actor, question: QuestionScope) =>
  ofSchool(actor, question) && actor.role === 'FACULTY' && question.authorId === actor.id;

export const isReviewerOf = (actor: Actor, question: QuestionScope) =>
  ofSchool(actor, question) && REVIEWERS.includes(actor.role);

export const canReviewQuestion = (actor: Actor, question: QuestionScope) =>
  isReviewerOf(actor, question) && question.status === 'PENDING_REVIEW';

/** The author or the school (its account or an admin) removes a question. */
export const canDeleteQuestion = (actor: Actor, question: QuestionScope) =>
  canEditQuestion(actor, question) || isReviewerOf(actor, question);
