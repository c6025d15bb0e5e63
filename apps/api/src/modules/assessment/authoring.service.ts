/**
 * Authoring and publishing assignments (issue 18 §1). Staff of a school read all of its assignments; the school
 * account and admins change any, a teacher their own (assessment.policy.ts). Every change locks the assignment's
 * row, so two saves of one assignment run one after another; a draft autosave carries the revision it was based on
 * and a stale one is refused (ASSIGNMENT_CHANGED) rather than overwriting a newer save from another tab.
 *
 * Publishing saves the dialog's settings and checks everything at once: any problem is a 400 with the fields and,
 * the transaction rolled back, nothing changed. Students of the targeted classes are told inside the transaction.
 * Once anyone has started, the questions are frozen; what does not change what a student answers (instructions,
 * a later close time, the result release, parents' emails) stays editable.
 */
import { randomInt } from 'node:crypto';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_TYPE_LABELS,
  ASSIGNMENT_TYPE_SLUGS,
  type AssignmentCountsQuery,
  type AssignmentListQuery,
  type AssignmentPatch,
  type AssignmentQuestionInput,
  type AssignmentStatusCounts,
  type AssignmentSummary,
  type AssignmentTarget,
  type AssignmentType,
  assignmentQuestionInputSchema,
  type BankPickerQuery,
  type CreateAssignmentBody,
  formatDateTime,
  ASSESSMENT_AUTHORING_MESSAGES as M,
  type PageQuery,
  STUDENT_CLASS_INFO,
  type StaffAssignment,
  type TargetOptions,
} from '@noticeboard/shared';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client';
import { AppError, badRequest, conflict, type FieldProblem, forbidden, notFound } from '../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import type { Clock } from '../module';
import type { NotificationService } from '../notification/notification.service';
import { isAssessmentStaffOf, mayManageAssignment } from './assessment.policy';
import { presentAssignment, presentBankQuestion, presentSummary } from './authoring.presenter';
import {
  type AssignmentRow,
  accommodationsOf,
  attemptCountsOf,
  bankPicker,
  chapterOfSchool,
  countAssignmentsByStatus,
  deleteAccommodation,
  deleteAssignment,
  deleteQuestion,
  findAssignment,
  hasAttempts,
  insertAssignment,
  insertQuestions,
  isTargetedStudent,
  listAssignments,
  lockAssignment,
  type NewAssignment,
  type NewAssignmentQuestion,
  questionsOf,
  refreshTotalMarks,
  replaceTargets,
  setQuestionOrder,
  subjectOfSchool,
  type TargetRow,
  targetedStudentIds,
  targetedStudents,
  targetOptionsOf,
  targetsOf,
  updateAssignment,
  updateQuestion,
  upsertAccommodation,
  usableBankQuestions,
} from './authoring.repository';

type Target = Omit<TargetRow, 'assignmentId'>;

/** Codes without letters and digits people confuse (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newAssignmentCode(): string {
  let code = '';
  for (let at = 0; at < 8; at++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The attempt page's address: the title's words (at most 50 characters) and the code, lower case. */
export function customUrlOf(title: string, type: AssignmentType, code: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return `${words || ASSIGNMENT_TYPE_SLUGS[type]}-${code.toLowerCase()}`;
}

const classLabel = (target: Target) =>
  `${STUDENT_CLASS_INFO[target.studentClass].label}${target.section && target.section !== 'NA' ? ` ${target.section}` : ''}`;

/** Settings a published assignment keeps editable: none of them changes what a student answers. */
const EDITABLE_WHEN_PUBLISHED = new Set(['title', 'instructions', 'closesAt', 'resultRelease', 'emailParents']);

/** The settings of a patch as column values (undefined: not sent). */
function columnsOf(patch: Omit<AssignmentPatch, 'revision' | 'targets'>): Partial<NewAssignment> {
  const date = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? null : new Date(value);
  const values: Partial<NewAssignment> = {
    title: patch.title,
    instructions: patch.instructions,
    studentClass: patch.studentClass,
    subjectId: patch.subjectId,
    chapterId: patch.chapterId,
    opensAt: date(patch.opensAt),
    closesAt: date(patch.closesAt),
    timeLimitMinutes: patch.timeLimitMinutes,
    shuffleQuestions: patch.shuffleQuestions,
    shuffleOptions: patch.shuffleOptions,
    resultRelease: patch.resultRelease,
    faceCheckRequired: patch.faceCheckRequired,
    faceRecheckMinutes: patch.faceRecheckMinutes,
    scheduleFrequency: patch.scheduleFrequency,
    scheduleEveryDays: patch.scheduleEveryDays,
    scheduleUntil: date(patch.scheduleUntil),
    emailParents: patch.emailParents,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime?.() === (b as Date | null)?.getTime?.()
    : a === b;

const sameTargets = (a: Target[], b: Target[]) => {
  const key = (target: Target) => `${target.studentClass}:${target.section ?? '*'}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((value, at) => value === right[at]);
};

/** Days between occurrences (MONTHLY: the shortest month, for the window check). */
const INTERVAL_DAYS = { DAILY: 1, WEEKLY: 7, MONTHLY: 28 } as const;
const MINUTE = 60_000;

export class AuthoringService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notifications: NotificationService,
  ) {}

  async create(actor: Actor, body: CreateAssignmentBody): Promise<StaffAssignment> {
    const instituteId = this.staffSchool(actor);
    const title = body.title ?? `Untitled ${ASSIGNMENT_TYPE_LABELS[body.type].toLowerCase()}`;
    const now = this.clock.now();
    const row = await this.db.transaction(async (tx) => {
      const inserted = await this.insertWithCode(tx, (code) => ({
        instituteId,
        code,
        customUrl: customUrlOf(title, body.type, code),
        type: body.type,
        title,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      }));
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'assignment.created',
        entityType: 'assignment',
        entityId: inserted.id,
        summary: `${ASSIGNMENT_TYPE_LABELS[body.type]} “${title}” drafted`,
      });
      return inserted;
    });
    return this.details(actor, row.code);
  }

  async list(actor: Actor, query: AssignmentListQuery): Promise<Page<AssignmentSummary>> {
    const instituteId = this.staffSchool(actor);
    const now = this.clock.now();
    const { rows, total } = await listAssignments(
      this.db,
      { instituteId, type: query.type, search: query.search, studentClass: query.studentClass },
      query.status,
      now,
      { limit: query.size, offset: offsetOf(query) },
    );
    const ids = rows.map((row) => row.assignment.id);
    const [targets, attempts] = await Promise.all([targetsOf(this.db, ids), attemptCountsOf(this.db, ids)]);
    return pageFrom(
      rows.map((row) =>
        presentSummary(actor, {
          assignment: row.assignment,
          authorName: row.authorName,
          status: row.status,
          questionCount: Number(row.questionCount),
          targets: targets.filter((target) => target.assignmentId === row.assignment.id),
          attempts: attempts.get(row.assignment.id),
        }),
      ),
      query,
      total,
    );
  }

  async counts(actor: Actor, query: AssignmentCountsQuery): Promise<AssignmentStatusCounts> {
    const instituteId = this.staffSchool(actor);
    const rows = await countAssignmentsByStatus(
      this.db,
      { instituteId, type: query.type, search: query.search, studentClass: query.studentClass },
      this.clock.now(),
    );
    const counts = Object.fromEntries(ASSIGNMENT_STATUSES.map((status) => [status, 0])) as Omit<
      AssignmentStatusCounts,
      'ALL'
    >;
    for (const row of rows) counts[row.status] = row.total;
    return { ALL: rows.reduce((sum, row) => sum + row.total, 0), ...counts };
  }

  async details(actor: Actor, code: string): Promise<StaffAssignment> {
    const instituteId = this.staffSchool(actor);
    const found = await findAssignment(this.db, instituteId, code);
    if (!found) throw notFound(M.notFound);
    const id = found.assignment.id;
    const [targets, questions, attempts] = await Promise.all([
      targetsOf(this.db, [id]),
      questionsOf(this.db, id),
      attemptCountsOf(this.db, [id]),
    ]);
    return presentAssignment(actor, { ...found, targets, questions, attempts: attempts.get(id) }, this.clock.now());
  }

  async targetOptions(actor: Actor): Promise<TargetOptions> {
    const instituteId = this.staffSchool(actor);
    const rows = await targetOptionsOf(this.db, instituteId);
    const byClass = new Map<string, TargetOptions[number]>();
    for (const row of rows) {
      const entry = byClass.get(row.studentClass) ?? { studentClass: row.studentClass, sections: [], students: 0 };
      entry.sections.push({ section: row.section, students: row.students });
      entry.students += row.students;
      byClass.set(row.studentClass, entry);
    }
    const order = (value: TargetOptions[number]) => STUDENT_CLASS_INFO[value.studentClass].numeric;
    return [...byClass.values()]
      .sort((a, b) => order(a) - order(b))
      .map((entry) => ({ ...entry, sections: entry.sections.sort((a, b) => a.section.localeCompare(b.section)) }));
  }

  /** Autosave: any subset of the settings, on the revision the editor last saw. */
  async update(actor: Actor, code: string, patch: AssignmentPatch): Promise<StaffAssignment> {
    await this.change(actor, code, async (tx, row, instituteId) => {
      this.checkRevision(row, patch.revision);
      const now = this.clock.now();
      const { revision: _revision, targets, ...settings } = patch;
      if (row.state === 'PUBLISHED') {
        await this.checkPublishedChange(tx, row, settings, targets);
      }
      const values = columnsOf(settings);
      const problems = await this.settingProblems(tx, instituteId, row, values);
      if (problems.length) throw badRequest(problems[0]?.message ?? M.publishInvalid, problems);
      if (row.state === 'PUBLISHED') {
        for (const key of Object.keys(values) as Array<keyof typeof values>) {
          if (!EDITABLE_WHEN_PUBLISHED.has(key)) delete values[key];
        }
      } else if (targets) {
        await replaceTargets(tx, row.id, dedupeTargets(targets));
      }
      if (row.state === 'DRAFT' && values.title !== undefined) {
        values.customUrl = customUrlOf(values.title, row.type, row.code);
      }
      await updateAssignment(tx, row.id, { ...values, revision: row.revision + 1, updatedAt: now });
    });
    return this.details(actor, code);
  }

  async publish(actor: Actor, code: string, body: AssignmentPatch): Promise<StaffAssignment> {
    await this.change(actor, code, async (tx, row, instituteId) => {
      if (row.state !== 'DRAFT') throw conflict('This assignment is already published');
      this.checkRevision(row, body.revision);
      const now = this.clock.now();
      const { revision: _revision, targets: sentTargets, ...settings } = body;
      const values = columnsOf(settings);
      const merged: AssignmentRow = { ...row, ...(values as Partial<AssignmentRow>) };
      const problems = await this.settingProblems(tx, instituteId, row, values);
      const targets = sentTargets ? dedupeTargets(sentTargets) : await targetsOf(tx, [row.id]);
      const questions = await questionsOf(tx, row.id);
      problems.push(...(await this.publishProblems(tx, instituteId, merged, targets, questions.length, now)));
      if (problems.length) throw badRequest(M.publishInvalid, problems);
      if (sentTargets) await replaceTargets(tx, row.id, targets);
      const scheduled = merged.scheduleFrequency !== null;
      const published = await updateAssignment(tx, row.id, {
        ...values,
        faceRecheckMinutes: merged.faceCheckRequired ? merged.faceRecheckMinutes : null,
        scheduleEveryDays: merged.scheduleFrequency === 'CUSTOM' ? merged.scheduleEveryDays : null,
        scheduleUntil: scheduled ? merged.scheduleUntil : null,
        seriesId: scheduled ? row.id : null,
        occurrence: 1,
        customUrl: customUrlOf(merged.title, row.type, row.code),
        state: 'PUBLISHED',
        publishedAt: now,
        revision: row.revision + 1,
        updatedAt: now,
      });
      await this.announce(tx, published, targets, actor.id);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'assignment.published',
        entityType: 'assignment',
        entityId: row.id,
        summary: `“${merged.title}” published to ${targets.map(classLabel).join(', ')}`,
      });
    });
    return this.details(actor, code);
  }

  /** Tells every active student of the targets that it was set (inside the publishing transaction). */
  async announce(tx: Queryable, row: AssignmentRow, targets: Target[], actorId: string | null): Promise<void> {
    const students = await targetedStudentIds(tx, row.instituteId, targets);
    if (!students.length || !row.opensAt || !row.closesAt) return;
    const assignment = {
      title: row.title,
      kindLabel: ASSIGNMENT_TYPE_LABELS[row.type].toLowerCase(),
      path: `/attempt-assignment/${encodeURIComponent(row.customUrl)}`,
    };
    const closesAt = formatDateTime(row.closesAt);
    await this.notifications.notify(
      tx,
      students.map((recipientId) => ({
        kind: 'ASSIGNMENT_SET' as const,
        recipientId,
        instituteId: row.instituteId,
        actorId,
        assignment,
        closesAt,
      })),
    );
  }

  async cancel(actor: Actor, code: string): Promise<StaffAssignment> {
    await this.change(actor, code, async (tx, row, instituteId) => {
      if (row.state !== 'PUBLISHED') throw conflict(M.notPublished);
      if (await hasAttempts(tx, row.id)) throw conflict(M.alreadyStarted);
      await updateAssignment(tx, row.id, {
        state: 'CANCELLED',
        revision: row.revision + 1,
        updatedAt: this.clock.now(),
      });
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'assignment.cancelled',
        entityType: 'assignment',
        entityId: row.id,
        summary: `“${row.title}” cancelled`,
      });
    });
    return this.details(actor, code);
  }

  async remove(actor: Actor, code: string): Promise<void> {
    await this.change(actor, code, async (tx, row, instituteId) => {
      if (row.state !== 'DRAFT') throw conflict(M.notDraft);
      await deleteAssignment(tx, row.id);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'assignment.deleted',
        entityType: 'assignment',
        entityId: row.id,
        summary: `Draft “${row.title}” deleted`,
      });
    });
  }

  /** Any staff member may copy any of the school's assignments: the copy is a new draft of their own. */
  async copy(actor: Actor, code: string): Promise<StaffAssignment> {
    const instituteId = this.staffSchool(actor);
    const found = await findAssignment(this.db, instituteId, code);
    if (!found) throw notFound(M.notFound);
    const source = found.assignment;
    const title = `${source.title.slice(0, ASSIGNMENT_LIMITS.titleMax - 7)} (copy)`;
    const now = this.clock.now();
    const copy = await this.db.transaction(async (tx) => {
      const inserted = await this.insertWithCode(tx, (newCode) => ({
        instituteId,
        code: newCode,
        customUrl: customUrlOf(title, source.type, newCode),
        type: source.type,
        title,
        instructions: source.instructions,
        studentClass: source.studentClass,
        subjectId: source.subjectId,
        chapterId: source.chapterId,
        timeLimitMinutes: source.timeLimitMinutes,
        shuffleQuestions: source.shuffleQuestions,
        shuffleOptions: source.shuffleOptions,
        resultRelease: source.resultRelease,
        faceCheckRequired: source.faceCheckRequired,
        faceRecheckMinutes: source.faceRecheckMinutes,
        scheduleFrequency: source.scheduleFrequency,
        scheduleEveryDays: source.scheduleEveryDays,
        emailParents: source.emailParents,
        totalMarks: source.totalMarks,
        copiedFromId: source.id,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      }));
      const questions = await questionsOf(tx, source.id);
      await insertQuestions(
        tx,
        questions.map((question) => copyOfQuestion(question, inserted.id)),
      );
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'assignment.copied',
        entityType: 'assignment',
        entityId: inserted.id,
        summary: `“${source.title}” copied as a new draft`,
      });
      return inserted;
    });
    return this.details(actor, copy.code);
  }

  async addQuestion(actor: Actor, code: string, input: AssignmentQuestionInput): Promise<StaffAssignment> {
    const question = assignmentQuestionInputSchema.parse(input);
    await this.changeQuestions(actor, code, async (tx, row) => {
      if (row.type === 'ASSESSMENT' && question.kind !== 'MCQ') {
        throw badRequest(M.mcqOnly, [{ field: 'kind', message: M.mcqOnly }]);
      }
      const existing = await questionsOf(tx, row.id);
      if (existing.length >= ASSIGNMENT_LIMITS.questionsMax) throw conflict(M.tooManyQuestions);
      const position = (existing.at(-1)?.position ?? 0) + 1;
      await insertQuestions(tx, [{ assignmentId: row.id, position, ...questionColumns(question) }]);
    });
    return this.details(actor, code);
  }

  async editQuestion(
    actor: Actor,
    code: string,
    questionId: string,
    input: AssignmentQuestionInput,
  ): Promise<StaffAssignment> {
    const question = assignmentQuestionInputSchema.parse(input);
    await this.changeQuestions(actor, code, async (tx, row) => {
      if (row.type === 'ASSESSMENT' && question.kind !== 'MCQ') {
        throw badRequest(M.mcqOnly, [{ field: 'kind', message: M.mcqOnly }]);
      }
      const changed = await updateQuestion(tx, row.id, questionId, questionColumns(question));
      if (!changed) throw notFound(M.questionNotFound);
    });
    return this.details(actor, code);
  }

  async removeQuestion(actor: Actor, code: string, questionId: string): Promise<StaffAssignment> {
    await this.changeQuestions(actor, code, async (tx, row) => {
      if (!(await deleteQuestion(tx, row.id, questionId))) throw notFound(M.questionNotFound);
      const left = await questionsOf(tx, row.id);
      await setQuestionOrder(
        tx,
        row.id,
        left.map((question) => question.id),
      );
    });
    return this.details(actor, code);
  }

  async reorder(actor: Actor, code: string, questionIds: string[]): Promise<StaffAssignment> {
    await this.changeQuestions(actor, code, async (tx, row) => {
      const existing = new Set((await questionsOf(tx, row.id)).map((question) => question.id));
      const sent = new Set(questionIds);
      if (
        sent.size !== questionIds.length ||
        sent.size !== existing.size ||
        questionIds.some((id) => !existing.has(id))
      ) {
        throw badRequest(M.orderMismatch, [{ field: 'questionIds', message: M.orderMismatch }]);
      }
      await setQuestionOrder(tx, row.id, questionIds);
    });
    return this.details(actor, code);
  }

  /** Copies bank questions in (a later edit of the bank does not change the assignment); one already in is skipped. */
  async addFromBank(actor: Actor, code: string, bankQuestionIds: string[], marks: number): Promise<StaffAssignment> {
    const instituteId = this.staffSchool(actor);
    const ids = [...new Set(bankQuestionIds)];
    await this.changeQuestions(actor, code, async (tx, row) => {
      const usable = await usableBankQuestions(tx, instituteId, ids);
      if (usable.length !== ids.length) {
        throw badRequest(M.bankNotUsable, [{ field: 'bankQuestionIds', message: M.bankNotUsable }]);
      }
      const existing = await questionsOf(tx, row.id);
      const taken = new Set(existing.map((question) => question.bankQuestionId));
      const byId = new Map(usable.map((question) => [question.id, question]));
      const fresh = ids.filter((id) => !taken.has(id));
      if (existing.length + fresh.length > ASSIGNMENT_LIMITS.questionsMax) throw conflict(M.tooManyQuestions);
      let position = existing.at(-1)?.position ?? 0;
      await insertQuestions(
        tx,
        fresh.map((id) => {
          const question = byId.get(id) as (typeof usable)[number];
          position += 1;
          return {
            assignmentId: row.id,
            position,
            kind: 'MCQ' as const,
            bankQuestionId: id,
            prompt: question.stem,
            options: question.options,
            answerIndex: question.answerIndex,
            explanation: question.explanation,
            marks,
          };
        }),
      );
    });
    return this.details(actor, code);
  }

  async bankQuestions(actor: Actor, code: string, query: BankPickerQuery) {
    const instituteId = this.staffSchool(actor);
    const found = await findAssignment(this.db, instituteId, code);
    if (!found) throw notFound(M.notFound);
    const { page: _page, size: _size, ...filter } = query;
    const { rows, total } = await bankPicker(this.db, instituteId, found.assignment.id, filter, {
      limit: query.size,
      offset: offsetOf(query),
    });
    return pageFrom(rows.map(presentBankQuestion), query, total);
  }

  async accommodations(actor: Actor, code: string) {
    const instituteId = this.staffSchool(actor);
    const found = await findAssignment(this.db, instituteId, code);
    if (!found) throw notFound(M.notFound);
    return accommodationsOf(this.db, found.assignment.id);
  }

  async students(actor: Actor, code: string, query: PageQuery & { search?: string | undefined }) {
    const instituteId = this.staffSchool(actor);
    const found = await findAssignment(this.db, instituteId, code);
    if (!found) throw notFound(M.notFound);
    const targets = await targetsOf(this.db, [found.assignment.id]);
    const { rows, total } = await targetedStudents(this.db, instituteId, found.assignment.id, targets, query.search, {
      limit: query.size,
      offset: offsetOf(query),
    });
    return pageFrom(rows, query, total);
  }

  async setAccommodation(actor: Actor, code: string, candidateId: string, extraMinutes: number) {
    await this.change(actor, code, async (tx, row, instituteId) => {
      const targets = await targetsOf(tx, [row.id]);
      if (!(await isTargetedStudent(tx, instituteId, targets, candidateId))) {
        throw badRequest(M.notTargeted, [{ field: 'candidateId', message: M.notTargeted }]);
      }
      await upsertAccommodation(tx, row.id, candidateId, extraMinutes);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'assignment.extra_time',
        entityType: 'assignment',
        entityId: row.id,
        summary: `${extraMinutes} extra minutes for a student on “${row.title}”`,
        data: { candidateId, extraMinutes },
      });
    });
    return this.accommodations(actor, code);
  }

  async removeAccommodation(actor: Actor, code: string, candidateId: string) {
    await this.change(actor, code, async (tx, row) => {
      if (!(await deleteAccommodation(tx, row.id, candidateId))) throw notFound('No extra time for this student');
    });
    return this.accommodations(actor, code);
  }

  // ——— the rules ———

  /** The caller's school when they are its staff (the route's guard has checked the role). */
  private staffSchool(actor: Actor): string {
    if (!actor.instituteId || !isAssessmentStaffOf(actor, actor.instituteId)) throw forbidden();
    return actor.instituteId;
  }

  /** Runs a change on the locked row: another school's assignment is not found, another teacher's forbidden. */
  private async change(
    actor: Actor,
    code: string,
    work: (tx: Queryable, row: AssignmentRow, instituteId: string) => Promise<void>,
  ): Promise<void> {
    const instituteId = this.staffSchool(actor);
    await this.db.transaction(async (tx) => {
      const row = await lockAssignment(tx, instituteId, code);
      if (!row) throw notFound(M.notFound);
      if (!mayManageAssignment(actor, row)) throw forbidden(M.notYours);
      if (row.state === 'CANCELLED') throw conflict(M.cancelled);
      await work(tx, row, instituteId);
    });
  }

  /** A change of the questions: frozen once anyone started; total marks kept current. */
  private changeQuestions(actor: Actor, code: string, work: (tx: Queryable, row: AssignmentRow) => Promise<void>) {
    return this.change(actor, code, async (tx, row) => {
      if (row.state === 'PUBLISHED' && (await hasAttempts(tx, row.id))) throw conflict(M.questionsFrozen);
      await work(tx, row);
      await refreshTotalMarks(tx, row.id);
      await updateAssignment(tx, row.id, { updatedAt: this.clock.now() });
    });
  }

  private checkRevision(row: AssignmentRow, revision: number): void {
    if (row.revision !== revision) {
      throw new AppError('ASSIGNMENT_CHANGED', M.draftChanged, {
        details: [{ field: 'revision', message: String(row.revision) }],
      });
    }
  }

  /** A published assignment: only what does not change a student's answers may differ; the close time only later. */
  private async checkPublishedChange(
    tx: Queryable,
    row: AssignmentRow,
    settings: Omit<AssignmentPatch, 'revision' | 'targets'>,
    targets: AssignmentTarget[] | undefined,
  ): Promise<void> {
    const values = columnsOf(settings);
    const frozen = Object.entries(values)
      .filter(([key, value]) => !EDITABLE_WHEN_PUBLISHED.has(key) && !sameValue(row[key as keyof AssignmentRow], value))
      .map(([key]) => ({ field: key, message: M.publishedSetting }));
    if (targets && !sameTargets(targets, await targetsOf(tx, [row.id]))) {
      frozen.push({ field: 'targets', message: M.publishedSetting });
    }
    if (frozen.length) throw conflict(M.publishedSetting, frozen);
    if (values.closesAt !== undefined) {
      const later = values.closesAt && row.closesAt && values.closesAt.getTime() >= row.closesAt.getTime();
      if (!later) throw badRequest(M.closeOnlyLater, [{ field: 'closesAt', message: M.closeOnlyLater }]);
    }
  }

  /** Problems of the settings themselves (a draft may be incomplete, never contradictory). */
  private async settingProblems(
    tx: Queryable,
    instituteId: string,
    row: AssignmentRow,
    values: Partial<NewAssignment>,
  ): Promise<FieldProblem[]> {
    const problems: FieldProblem[] = [];
    const merged = { ...row, ...(values as Partial<AssignmentRow>) };
    if (merged.opensAt && merged.closesAt && merged.opensAt >= merged.closesAt) {
      problems.push({ field: 'closesAt', message: 'Close after it opens' });
    }
    if (values.subjectId && !(await subjectOfSchool(tx, instituteId, values.subjectId))) {
      problems.push({ field: 'subjectId', message: 'Choose a subject of your school' });
    }
    if (values.chapterId) {
      const chapter = await chapterOfSchool(tx, instituteId, values.chapterId);
      if (!chapter || (merged.subjectId && chapter.subjectId !== merged.subjectId)) {
        problems.push({ field: 'chapterId', message: 'Choose a chapter of this subject' });
      }
    }
    return problems;
  }

  /** Everything publishing needs: classes of the school, times, questions, a limit inside the window, a schedule. */
  private async publishProblems(
    tx: Queryable,
    instituteId: string,
    row: AssignmentRow,
    targets: Target[],
    questionCount: number,
    now: Date,
  ): Promise<FieldProblem[]> {
    const problems: FieldProblem[] = [];
    if (targets.length === 0) problems.push({ field: 'targets', message: 'Choose at least one class' });
    const places = await targetOptionsOf(tx, instituteId);
    for (const target of targets) {
      const known = places.some(
        (place) => place.studentClass === target.studentClass && (!target.section || place.section === target.section),
      );
      if (!known) problems.push({ field: 'targets', message: `${classLabel(target)} is not a class of your school` });
      const whole = targets.some((other) => other.studentClass === target.studentClass && other.section === null);
      if (target.section && whole) {
        problems.push({ field: 'targets', message: `${classLabel(target)} is already in the whole class` });
      }
    }
    if (!row.opensAt) problems.push({ field: 'opensAt', message: 'Choose when it opens' });
    if (!row.closesAt) problems.push({ field: 'closesAt', message: 'Choose when it closes' });
    else if (row.closesAt <= now) problems.push({ field: 'closesAt', message: 'Choose a closing time in the future' });
    if (row.opensAt && row.closesAt && row.opensAt >= row.closesAt) {
      problems.push({ field: 'closesAt', message: 'Close after it opens' });
    }
    if (questionCount === 0) problems.push({ field: 'questions', message: 'Add at least one question' });
    const windowMinutes =
      row.opensAt && row.closesAt ? Math.floor((row.closesAt.getTime() - row.opensAt.getTime()) / MINUTE) : null;
    if (row.timeLimitMinutes && windowMinutes !== null && row.timeLimitMinutes > windowMinutes) {
      problems.push({
        field: 'timeLimitMinutes',
        message: `The time limit is longer than the ${windowMinutes} minutes it is open`,
      });
    }
    if (row.faceCheckRequired && row.faceRecheckMinutes && row.timeLimitMinutes) {
      if (row.faceRecheckMinutes >= row.timeLimitMinutes) {
        problems.push({ field: 'faceRecheckMinutes', message: 'Check again more often than the time limit' });
      }
    }
    if (row.scheduleFrequency) {
      const days = row.scheduleFrequency === 'CUSTOM' ? row.scheduleEveryDays : INTERVAL_DAYS[row.scheduleFrequency];
      if (!days) problems.push({ field: 'scheduleEveryDays', message: 'Choose every how many days' });
      if (days && windowMinutes !== null && windowMinutes > days * 24 * 60) {
        problems.push({ field: 'closesAt', message: 'Each occurrence must close before the next one opens' });
      }
      if (row.scheduleUntil && row.opensAt && row.scheduleUntil <= row.opensAt) {
        problems.push({ field: 'scheduleUntil', message: 'Repeat until a day after it first opens' });
      }
    }
    // One message per field and text.
    return problems.filter(
      (problem, at) =>
        problems.findIndex((other) => other.field === problem.field && other.message === problem.message) === at,
    );
  }

  private async insertWithCode(tx: Queryable, values: (code: string) => NewAssignment): Promise<AssignmentRow> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const inserted = await insertAssignment(tx, values(newAssignmentCode()));
      if (inserted) return inserted;
    }
    throw new Error('no free assignment code after 8 tries');
  }
}

/** The targets without repeats. */
function dedupeTargets(targets: AssignmentTarget[]): Target[] {
  const seen = new Set<string>();
  return targets.filter((target) => {
    const key = `${target.studentClass}:${target.section ?? '*'}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type ParsedQuestion = z.output<typeof assignmentQuestionInputSchema>;

function questionColumns(question: ParsedQuestion): Omit<NewAssignmentQuestion, 'assignmentId' | 'position'> {
  if (question.kind === 'MCQ') {
    return {
      kind: 'MCQ',
      prompt: question.prompt,
      options: question.options,
      answerIndex: question.answerIndex,
      explanation: question.explanation,
      marks: question.marks,
      allowFile: false,
      rubric: [],
    };
  }
  return {
    kind: 'WRITTEN',
    prompt: question.prompt,
    options: null,
    answerIndex: null,
    explanation: question.explanation,
    marks: question.marks,
    allowFile: question.allowFile,
    rubric: question.rubric,
  };
}

/** The same question in another assignment (copies and the schedule's occurrences). */
export function copyOfQuestion(
  question: NewAssignmentQuestion & { id?: string },
  assignmentId: string,
): NewAssignmentQuestion {
  const { id: _id, ...rest } = question;
  return { ...rest, assignmentId };
}
