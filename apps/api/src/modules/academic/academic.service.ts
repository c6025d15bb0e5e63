/** Sessions, classes and sections, subjects and who teaches them; every change is recorded in the history. */
import {
  ACADEMIC_SESSION_FROM_YEAR,
  type AcademicSession,
  academicSessionLabel,
  academicSessionYears,
  type ClassGroupEntry,
  type ClassSectionSubject,
  classSortOrder,
  SECTION_TYPES,
  type SectionType,
  STUDENT_CLASS_INFO,
  type StudentClass,
  type Subject,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { academicScope } from './academic.policy';
import { presentClassGroups, presentClassSectionSubject, presentSession } from './academic.presenter';
import * as repo from './academic.repository';
import { FacultyAssignments } from './faculty-assignments';
import { orOnRace } from './unique-race';

const classLabel = (studentClass: StudentClass, section: SectionType) =>
  `${STUDENT_CLASS_INFO[studentClass].label}${section === 'NA' ? '' : ` ${section}`}`;

export class AcademicService {
  readonly teaching: FacultyAssignments;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.teaching = new FacultyAssignments(db);
  }

  async sessions(actor: Actor): Promise<AcademicSession[]> {
    return (await repo.listSessions(this.db, academicScope(actor))).map(presentSession);
  }

  /** The first session of an institute becomes its current one. */
  async createSession(actor: Actor, startYear: number): Promise<AcademicSession> {
    const instituteId = academicScope(actor);
    if (!academicSessionYears(ACADEMIC_SESSION_FROM_YEAR, this.now()).includes(startYear)) {
      throw badRequest('Choose a year from the list', [
        {
          field: 'startYear',
          message: `Sessions can start from ${ACADEMIC_SESSION_FROM_YEAR} up to the current year`,
        },
      ]);
    }
    const label = academicSessionLabel(startYear);
    const taken = () =>
      conflict(`Session ${label} already exists`, [{ field: 'startYear', message: 'Already exists' }]);
    return orOnRace(
      () =>
        this.db.transaction(async (tx) => {
          const first = (await repo.listSessions(tx, instituteId)).length === 0;
          const row = await repo.insertSession(tx, instituteId, startYear, first);
          if (!row) throw taken();
          await recordAudit(tx, {
            instituteId,
            actorId: actor.id,
            action: 'academic_session.created',
            entityType: 'academic_session',
            entityId: row.id,
            summary: `Added academic session ${label}`,
          });
          return presentSession(row);
        }),
      taken,
    );
  }

  async setCurrentSession(actor: Actor, id: string): Promise<AcademicSession> {
    const instituteId = academicScope(actor);
    return this.db.transaction(async (tx) => {
      const row = await repo.findSession(tx, instituteId, id);
      if (!row) throw notFound('Academic session not found');
      await repo.makeSessionCurrent(tx, instituteId, id);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'academic_session.made_current',
        entityType: 'academic_session',
        entityId: id,
        summary: `Made ${academicSessionLabel(row.startYear)} the current session`,
      });
      return presentSession({ ...row, isCurrent: true });
    });
  }

  async classes(actor: Actor): Promise<ClassGroupEntry[]> {
    const instituteId = academicScope(actor);
    const [sections, taught, counts] = await Promise.all([
      repo.listClassSections(this.db, instituteId),
      repo.listClassSectionSubjects(this.db, instituteId),
      repo.countStudentsByClassSection(this.db, instituteId),
    ]);
    const bySection = new Map<string, repo.ClassSectionSubjectRow[]>();
    for (const row of taught) bySection.set(row.classSectionId, [...(bySection.get(row.classSectionId) ?? []), row]);
    return presentClassGroups(sections, bySection, counts);
  }

  /** The classes the institute runs, for pickers (spec §7 "Student class list"). */
  async studentClassList(actor: Actor) {
    const sections = await repo.listClassSections(this.db, academicScope(actor));
    const byClass = new Map<StudentClass, SectionType[]>();
    for (const row of sections) byClass.set(row.studentClass, [...(byClass.get(row.studentClass) ?? []), row.section]);
    return [...byClass.entries()]
      .sort(([a], [b]) => classSortOrder(a) - classSortOrder(b))
      .map(([studentClass, sectionTypes]) => ({
        studentClass,
        label: STUDENT_CLASS_INFO[studentClass].label,
        sortOrder: classSortOrder(studentClass),
        sectionTypes: sectionTypes.sort((a, b) => SECTION_TYPES.indexOf(a) - SECTION_TYPES.indexOf(b)),
      }));
  }

  async addSection(actor: Actor, studentClass: StudentClass, section: SectionType): Promise<{ id: string }> {
    const instituteId = academicScope(actor);
    return this.db.transaction(async (tx) => {
      const row = await repo.insertClassSection(tx, instituteId, studentClass, section);
      if (!row) {
        throw conflict(`${classLabel(studentClass, section)} already exists`, [
          { field: 'section', message: 'This section already exists' },
        ]);
      }
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'class_section.created',
        entityType: 'class_section',
        entityId: row.id,
        summary: `Added ${classLabel(studentClass, section)}`,
        data: { studentClass, section },
      });
      return { id: row.id };
    });
  }

  /** Refused while active students are in the section: they would be left in a class that no longer exists. */
  async removeSection(actor: Actor, id: string): Promise<void> {
    const instituteId = academicScope(actor);
    await this.db.transaction(async (tx) => {
      const row = await repo.findClassSection(tx, instituteId, id);
      if (!row) throw notFound('Class section not found');
      const students = await repo.countStudentsIn(tx, instituteId, row.studentClass, row.section);
      if (students > 0) {
        throw conflict(
          `${classLabel(row.studentClass, row.section)} still has ${students} student${students === 1 ? '' : 's'}. Move them to another section first.`,
        );
      }
      await repo.deleteClassSection(tx, instituteId, id);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'class_section.removed',
        entityType: 'class_section',
        entityId: id,
        summary: `Removed ${classLabel(row.studentClass, row.section)}`,
        data: { studentClass: row.studentClass, section: row.section },
      });
    });
  }

  async subjects(actor: Actor): Promise<Subject[]> {
    const rows = await repo.listSubjects(this.db, academicScope(actor));
    return rows.map((row) => ({ ...row, classSectionCount: Number(row.classSectionCount) }));
  }

  private async assertNameFree(instituteId: string, name: string, exceptId?: string): Promise<void> {
    const existing = await repo.findSubjectByName(this.db, instituteId, name);
    if (existing && existing.id !== exceptId) {
      throw conflict(`A subject named ${existing.name} already exists`, [
        { field: 'name', message: 'A subject with this name already exists' },
      ]);
    }
  }

  async createSubject(actor: Actor, name: string): Promise<Subject> {
    const instituteId = academicScope(actor);
    await this.assertNameFree(instituteId, name);
    const taken = () =>
      conflict('A subject with this name already exists', [
        { field: 'name', message: 'A subject with this name already exists' },
      ]);
    return orOnRace(
      () =>
        this.db.transaction(async (tx) => {
          const row = await repo.insertSubject(tx, instituteId, name);
          await recordAudit(tx, {
            instituteId,
            actorId: actor.id,
            action: 'subject.created',
            entityType: 'subject',
            entityId: row.id,
            summary: `Added subject ${name}`,
          });
          return { id: row.id, name: row.name, classSectionCount: 0 };
        }),
      taken,
    );
  }

  async renameSubject(actor: Actor, id: string, name: string): Promise<Subject> {
    const instituteId = academicScope(actor);
    const row = await repo.findSubject(this.db, instituteId, id);
    if (!row) throw notFound('Subject not found');
    await this.assertNameFree(instituteId, name, id);
    const taken = () =>
      conflict('A subject with this name already exists', [
        { field: 'name', message: 'A subject with this name already exists' },
      ]);
    await orOnRace(
      () =>
        this.db.transaction(async (tx) => {
          await repo.renameSubject(tx, instituteId, id, name);
          await recordAudit(tx, {
            instituteId,
            actorId: actor.id,
            action: 'subject.renamed',
            entityType: 'subject',
            entityId: id,
            summary: `Renamed subject ${row.name} to ${name}`,
            data: { from: row.name, to: name },
          });
        }),
      taken,
    );
    const updated = (await this.subjects(actor)).find((subject) => subject.id === id);
    if (!updated) throw notFound('Subject not found');
    return updated;
  }

  /** Refused while the subject is taught in a class section; its chapters go with it. */
  async removeSubject(actor: Actor, id: string): Promise<void> {
    const instituteId = academicScope(actor);
    await this.db.transaction(async (tx) => {
      const row = await repo.findSubject(tx, instituteId, id);
      if (!row) throw notFound('Subject not found');
      const taught = await repo.listClassSectionSubjects(tx, instituteId);
      const count = taught.filter((entry) => entry.subjectId === id).length;
      if (count > 0) {
        throw conflict(
          `${row.name} is taught in ${count} class section${count === 1 ? '' : 's'}. Remove it there first.`,
        );
      }
      await repo.deleteSubject(tx, instituteId, id);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'subject.removed',
        entityType: 'subject',
        entityId: id,
        summary: `Removed subject ${row.name}`,
      });
    });
  }

  async classSectionSubjects(actor: Actor, classSectionId: string): Promise<ClassSectionSubject[]> {
    const instituteId = academicScope(actor);
    if (!(await repo.findClassSection(this.db, instituteId, classSectionId))) throw notFound('Class section not found');
    const rows = await repo.listClassSectionSubjects(this.db, instituteId, { classSectionIds: [classSectionId] });
    return rows.map(presentClassSectionSubject);
  }
}
