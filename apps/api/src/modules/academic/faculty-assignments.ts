/** Subjects taught in class sections (`classSectionSubjectList`) and the faculty member assigned to each. */
import { type ClassSectionSubject, STUDENT_CLASS_INFO } from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { academicScope, canSeeTeachingOf } from './academic.policy';
import { presentClassSectionSubject } from './academic.presenter';
import * as repo from './academic.repository';

const describe = (row: repo.ClassSectionSubjectRow) =>
  `${row.subjectName} in ${STUDENT_CLASS_INFO[row.studentClass].label}${row.section === 'NA' ? '' : ` ${row.section}`}`;

export class FacultyAssignments {
  constructor(private readonly db: Db) {}

  /** An active faculty member of the institute; 404 when the id is not one of its people at all. */
  private async assertFaculty(db: Queryable, instituteId: string, facultyId: string): Promise<void> {
    const user = await repo.findInstituteUser(db, instituteId, facultyId);
    if (!user) throw notFound('Faculty member not found');
    if (user.userType !== 'FACULTY' || user.type !== 'INDIVIDUAL' || user.status !== 'ACTIVE') {
      throw badRequest('Choose an active faculty member', [
        { field: 'facultyId', message: `${user.name} is not an active faculty member` },
      ]);
    }
  }

  private async one(db: Queryable, instituteId: string, id: string): Promise<repo.ClassSectionSubjectRow> {
    const [row] = await repo.listClassSectionSubjects(db, instituteId, { id });
    if (!row) throw notFound('Class subject not found');
    return row;
  }

  async assign(
    actor: Actor,
    classSectionId: string,
    body: { subjectId: string; facultyId?: string | null | undefined },
  ): Promise<ClassSectionSubject> {
    const instituteId = academicScope(actor);
    return this.db.transaction(async (tx) => {
      if (!(await repo.findClassSection(tx, instituteId, classSectionId))) throw notFound('Class section not found');
      if (!(await repo.findSubject(tx, instituteId, body.subjectId))) throw notFound('Subject not found');
      if (body.facultyId) await this.assertFaculty(tx, instituteId, body.facultyId);
      const id = await repo.insertClassSectionSubject(tx, {
        instituteId,
        classSectionId,
        subjectId: body.subjectId,
        facultyId: body.facultyId ?? null,
      });
      if (!id) {
        throw conflict('This subject is already taught in this section', [
          { field: 'subjectId', message: 'Already taught in this section' },
        ]);
      }
      const row = await this.one(tx, instituteId, id);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'class_subject.assigned',
        entityType: 'class_section_subject',
        entityId: id,
        summary: `Added ${describe(row)}${row.facultyName ? `, taught by ${row.facultyName}` : ''}`,
        data: { classSectionId, subjectId: body.subjectId, facultyId: body.facultyId ?? null },
      });
      return presentClassSectionSubject(row);
    });
  }

  async setFaculty(actor: Actor, id: string, facultyId: string | null): Promise<ClassSectionSubject> {
    const instituteId = academicScope(actor);
    return this.db.transaction(async (tx) => {
      const before = await this.one(tx, instituteId, id);
      if (facultyId) await this.assertFaculty(tx, instituteId, facultyId);
      await repo.setClassSectionSubjectFaculty(tx, instituteId, id, facultyId);
      const row = await this.one(tx, instituteId, id);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: facultyId ? 'class_subject.faculty_assigned' : 'class_subject.faculty_unassigned',
        entityType: 'class_section_subject',
        entityId: id,
        summary: facultyId
          ? `${row.facultyName} now teaches ${describe(row)}`
          : `No faculty member assigned to ${describe(row)}`,
        data: { from: before.facultyId, to: facultyId },
      });
      return presentClassSectionSubject(row);
    });
  }

  async unassign(actor: Actor, id: string): Promise<void> {
    const instituteId = academicScope(actor);
    await this.db.transaction(async (tx) => {
      const row = await this.one(tx, instituteId, id);
      await repo.deleteClassSectionSubject(tx, instituteId, id);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'class_subject.removed',
        entityType: 'class_section_subject',
        entityId: id,
        summary: `Removed ${describe(row)}`,
        data: { classSectionId: row.classSectionId, subjectId: row.subjectId },
      });
    });
  }

  /** What a faculty member teaches; faculty may ask only about themselves. */
  async ofFaculty(actor: Actor, facultyId: string): Promise<ClassSectionSubject[]> {
    const instituteId = academicScope(actor);
    if (!canSeeTeachingOf(actor, facultyId)) throw forbidden();
    const user = await repo.findInstituteUser(this.db, instituteId, facultyId);
    if (!user || user.userType !== 'FACULTY') throw notFound('Faculty member not found');
    const rows = await repo.listClassSectionSubjects(this.db, instituteId, { facultyId });
    return rows.map(presentClassSectionSubject);
  }
}
