/** Bank question rows to the wire shape, with what the caller may do to each. */
import type { BankQuestion, QuestionSource } from '@noticeboard/shared';
import type { Actor } from '../../plugins/auth';
import { canEditQuestion, canReviewQuestion } from './question.policy';
import type { ListedQuestionRow } from './question.repository';
import type { PoolViewer } from './question-pool.repository';

export function presentQuestion(row: ListedQuestionRow, actor: Actor): BankQuestion {
  return {
    id: row.id,
    stem: row.stem,
    options: row.options,
    answerIndex: row.answerIndex,
    explanation: row.explanation,
    difficulty: row.difficulty,
    board: row.board,
    studentClass: row.studentClass,
    subject: { id: row.subjectId, name: row.subjectName },
    chapter: row.chapterTitle === null ? null : { id: row.chapterId, title: row.chapterTitle },
    topic: row.topic,
    status: row.status,
    reviewNote: row.reviewNote,
    source: sourceOf(row.instituteId, actor),
    institute: row.instituteId && row.instituteName ? { id: row.instituteId, name: row.instituteName } : null,
    author: row.authorId && row.authorName ? { id: row.authorId, name: row.authorName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit: canEditQuestion(actor, row),
    canReview: canReviewQuestion(actor, row),
  };
}

/** Where a question in the viewer's pool comes from. */
export function sourceOf(questionInstituteId: string | null, viewer: PoolViewer): QuestionSource {
  if (questionInstituteId === null) return 'OPEN';
  return questionInstituteId === viewer.instituteId ? 'OWN' : 'ADOPTED';
}
