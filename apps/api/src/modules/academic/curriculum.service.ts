/** Chapters of a subject per class, in teaching order, and the dated plan of each session. */
import {
  type Chapter,
  type Curriculum,
  type CurriculumStatus,
  formatDate,
  STUDENT_CLASS_INFO,
  type StudentClass,
  type UpsertCurriculumBody,
} from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { academicScope } from './academic.policy';
import { presentChapter, presentSession } from './academic.presenter';
import { findSession, findSubject } from './academic.repository';
import * as repo from './curriculum.repository';

export class CurriculumService {
  constructor(private readonly db: Db) {}

  private async subjectName(db: Queryable, instituteId: string, subjectId: string): Promise<string> {
    const subject = await findSubject(db, instituteId, subjectId);
    if (!subject) throw notFound('Subject not found');
    return subject.name;
  }

  async chapters(actor: Actor, subjectId: string, studentClass: StudentClass): Promise<Chapter[]> {
    const instituteId = academicScope(actor);
    await this.subjectName(this.db, instituteId, subjectId);
    return (await repo.listChapters(this.db, instituteId, subjectId, studentClass)).map(presentChapter);
  }

  async createChapter(
    actor: Actor,
    body: { subjectId: string; studentClass: StudentClass; title: string },
  ): Promise<Chapter> {
    const instituteId = academicScope(actor);
    return this.db.transaction(async (tx) => {
      const subject = await this.subjectName(tx, instituteId, body.subjectId);
      const row = await repo.insertChapter(tx, { instituteId, ...body });
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'chapter.created',
        entityType: 'chapter',
        entityId: row.id,
        summary: `Added chapter “${body.title}” to ${subject}, ${STUDENT_CLASS_INFO[body.studentClass].label}`,
      });
      return presentChapter(row);
    });
  }

  async renameChapter(actor: Actor, id: string, title: string): Promise<Chapter> {
    const instituteId = academicScope(actor);
    return this.db.transaction(async (tx) => {
      const row = await repo.findChapter(tx, instituteId, id);
      if (!row) throw notFound('Chapter not found');
      await repo.renameChapter(tx, instituteId, id, title);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'chapter.renamed',
        entityType: 'chapter',
        entityId: id,
        summary: `Renamed chapter “${row.title}” to “${title}”`,
      });
      return presentChapter({ ...row, title });
    });
  }

  /** Removes the chapter and its plans, then closes the gap in the positions. */
  async removeChapter(actor: Actor, id: string): Promise<void> {
    const instituteId = academicScope(actor);
    await this.db.transaction(async (tx) => {
      const row = await repo.findChapter(tx, instituteId, id);
      if (!row) throw notFound('Chapter not found');
      await repo.deleteChapter(tx, instituteId, id);
      const rest = await repo.listChapters(tx, instituteId, row.subjectId, row.studentClass);
      await repo.setChapterPositions(
        tx,
        instituteId,
        rest.map((chapter) => chapter.id),
      );
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'chapter.removed',
        entityType: 'chapter',
        entityId: id,
        summary: `Removed chapter “${row.title}”`,
      });
    });
  }

  /** `chapterIds` must name every chapter of the subject and class exactly once. */
  async reorder(
    actor: Actor,
    body: { subjectId: string; studentClass: StudentClass; chapterIds: string[] },
  ): Promise<Chapter[]> {
    const instituteId = academicScope(actor);
    return this.db.transaction(async (tx) => {
      const subject = await this.subjectName(tx, instituteId, body.subjectId);
      const current = await repo.listChapters(tx, instituteId, body.subjectId, body.studentClass);
      const known = new Set(current.map((chapter) => chapter.id));
      if (current.length !== body.chapterIds.length || body.chapterIds.some((id) => !known.has(id))) {
        throw badRequest('The order must list every chapter of this subject and class once', [
          { field: 'chapterIds', message: 'Must list every chapter of this subject and class once' },
        ]);
      }
      await repo.setChapterPositions(tx, instituteId, body.chapterIds);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'chapter.reordered',
        entityType: 'chapter',
        entityId: null,
        summary: `Reordered the chapters of ${subject}, ${STUDENT_CLASS_INFO[body.studentClass].label}`,
        data: { subjectId: body.subjectId, studentClass: body.studentClass, chapterIds: body.chapterIds },
      });
      return (await repo.listChapters(tx, instituteId, body.subjectId, body.studentClass)).map(presentChapter);
    });
  }

  async curriculum(
    actor: Actor,
    query: { sessionId: string; studentClass: StudentClass; subjectId?: string | undefined },
  ): Promise<Curriculum> {
    const instituteId = academicScope(actor);
    const session = await findSession(this.db, instituteId, query.sessionId);
    if (!session) throw notFound('Academic session not found');
    if (query.subjectId) await this.subjectName(this.db, instituteId, query.subjectId);
    const rows = await repo.listCurriculum(this.db, instituteId, session.id, query.studentClass, query.subjectId);
    return {
      session: presentSession(session),
      studentClass: query.studentClass,
      items: rows.map((row) => ({ ...row, status: (row.status ?? 'PLANNED') satisfies CurriculumStatus })),
    };
  }

  /** Plans chapters of one session; every date must fall inside the session's window. */
  async upsert(actor: Actor, body: UpsertCurriculumBody): Promise<{ updated: number }> {
    const instituteId = academicScope(actor);
    return this.db.transaction(async (tx) => {
      const found = await findSession(tx, instituteId, body.sessionId);
      if (!found) throw notFound('Academic session not found');
      const session = presentSession(found);
      const chapterIds = body.entries.map((entry) => entry.chapterId);
      const chapters = await repo.findChaptersByIds(tx, instituteId, chapterIds);
      if (chapters.length !== chapterIds.length) throw notFound('Chapter not found');
      const outside = (date: string | null) => date !== null && (date < session.startsOn || date > session.endsOn);
      const problems = body.entries.flatMap((entry, index) =>
        [
          outside(entry.plannedStart) ? `entries.${index}.plannedStart` : null,
          outside(entry.plannedEnd) ? `entries.${index}.plannedEnd` : null,
        ]
          .filter((field): field is string => field !== null)
          .map((field) => ({
            field,
            message: `Must be between ${formatDate(session.startsOn)} and ${formatDate(session.endsOn)} (session ${session.label})`,
          })),
      );
      if (problems.length > 0) throw badRequest(`Dates must fall inside the ${session.label} session`, problems);
      await repo.upsertCurriculumEntries(tx, instituteId, session.id, body.entries);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'curriculum.updated',
        entityType: 'curriculum',
        entityId: session.id,
        summary: `Updated the ${session.label} plan of ${body.entries.length} chapter${body.entries.length === 1 ? '' : 's'}`,
        data: { entries: body.entries },
      });
      return { updated: body.entries.length };
    });
  }
}
