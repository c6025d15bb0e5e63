/** An institute's students: list, detail, add one, change, move, remove and restore. */
import type {
  AddCandidateBody,
  Candidate,
  CandidateListQuery,
  MoveCandidateBody,
  UpdateCandidateBody,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { Page } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { joinConfirmMail, setPasswordMail } from '../auth/auth.mails';
import { uniqueCustomUrl } from '../auth/custom-url';
import { issueLink, LINK_TTL_MS } from '../auth/link.service';
import type { SessionService } from '../auth/session.service';
import type { ConsentService } from '../consent/consent.service';
import { findInstituteById } from '../institute/institute.repository';
import type { JoinedMember } from '../institute/institute.service';
import type { SeatGuard } from '../subscription/seat.service';
import { emailExists, insertUser, type UserRow } from '../user/user.repository';
import { studentScopeOf } from './candidate.policy';
import { EXPORT_HEADER, exportRow, presentCandidate } from './candidate.presenter';
import { findCandidate, insertPendingConsents, listCandidates, updateCandidates } from './candidate.repository';
import { needsConsent } from './candidate.rules';

const EXPORT_PAGE = 1000;
const EXPORT_MAX = 50_000;

export class CandidateService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly sessions: SessionService,
    private readonly publicUrl: string,
    private readonly consents: ConsentService,
    private readonly seats: SeatGuard,
  ) {}

  async list(actor: Actor, query: CandidateListQuery): Promise<Page<Candidate>> {
    const { rows, total } = await listCandidates(this.db, studentScopeOf(actor), query);
    const totalPages = Math.ceil(total / query.size);
    return {
      content: rows.map(presentCandidate),
      page: query.page,
      size: query.size,
      totalElements: total,
      totalPages,
      last: query.page >= totalPages - 1,
    };
  }

  /** The filtered list as table rows (header first), for a CSV/XLSX export. */
  async exportRows(actor: Actor, query: CandidateListQuery): Promise<{ header: readonly string[]; rows: string[][] }> {
    const instituteId = studentScopeOf(actor);
    const rows: string[][] = [];
    for (let page = 0; page * EXPORT_PAGE < EXPORT_MAX; page++) {
      const part = await listCandidates(this.db, instituteId, { ...query, page, size: EXPORT_PAGE });
      rows.push(...part.rows.map(exportRow));
      if (part.rows.length < EXPORT_PAGE) break;
    }
    return { header: EXPORT_HEADER, rows };
  }

  private async found(instituteId: string, id: string): Promise<UserRow> {
    const row = await findCandidate(this.db, instituteId, id);
    if (!row) throw notFound('Student not found');
    return row;
  }

  async detail(actor: Actor, id: string): Promise<Candidate> {
    return presentCandidate(await this.found(studentScopeOf(actor), id));
  }

  /**
   * Adds a student without a password; they get the set-password email, a minor's parent a consent request. A
   * student joining through a join link (`joined`) chose their password on the form: their email only confirms.
   */
  async add(actor: Actor, body: AddCandidateBody, joined?: JoinedMember): Promise<Candidate> {
    const instituteId = studentScopeOf(actor);
    if (await emailExists(this.db, body.email)) {
      throw conflict('An account with this email already exists', [
        { field: 'email', message: 'An account with this email already exists' },
      ]);
    }
    const institute = await findInstituteById(this.db, instituteId);
    if (!institute) throw notFound('Institution not found');
    const { student, link, consentRequested } = await this.db.transaction(async (tx) => {
      await this.seats.reserve(tx, instituteId, 1, 'add');
      const student = await insertUser(tx, {
        type: 'CANDIDATE',
        name: body.name,
        email: body.email,
        customUrl: await uniqueCustomUrl(tx, body.name),
        instituteId,
        studentClass: body.studentClass,
        section: body.section,
        rollNumber: body.rollNumber ?? null,
        dateOfBirth: body.dateOfBirth ?? null,
        passwordHash: joined?.passwordHash ?? null,
      });
      const consent = Boolean(body.parentEmail) && needsConsent(student.dateOfBirth);
      if (consent && body.parentEmail) {
        await insertPendingConsents(tx, [
          {
            instituteId,
            studentId: student.id,
            parentName: body.parentName ?? `Parent of ${body.name}`,
            parentEmail: body.parentEmail,
          },
        ]);
      }
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'student.created',
        entityType: 'student',
        entityId: student.id,
        summary: `Added ${student.name} (${student.email})`,
        data: { studentClass: body.studentClass, section: body.section, consentRequested: consent },
      });
      return {
        student,
        consentRequested: consent,
        link: await issueLink(tx, this.publicUrl, student.id, 'SET_PASSWORD'),
      };
    });
    const mail = joined ? joinConfirmMail : setPasswordMail;
    await this.mailer.send(
      mail(student.email, student.name, institute.name, link, LINK_TTL_MS.SET_PASSWORD / 86_400_000),
    );
    if (consentRequested) await this.consents.sendPendingLinks(instituteId, actor.id);
    return presentCandidate(student);
  }

  async update(actor: Actor, id: string, changes: UpdateCandidateBody): Promise<Candidate> {
    const instituteId = studentScopeOf(actor);
    const before = await this.found(instituteId, id);
    const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(values).length > 0) {
      await this.db.transaction(async (tx) => {
        await updateCandidates(tx, instituteId, [id], values);
        await recordAudit(tx, {
          instituteId,
          actorId: actor.id,
          action: 'student.updated',
          entityType: 'student',
          entityId: id,
          summary: `Updated ${before.name}`,
          data: { changes: values },
        });
      });
    }
    return this.detail(actor, id);
  }

  /** Moves students to a class and section; any id outside the institute refuses the whole move. */
  async move(actor: Actor, ids: string[], target: MoveCandidateBody): Promise<number> {
    const instituteId = studentScopeOf(actor);
    const unique = [...new Set(ids)];
    return this.db.transaction(async (tx) => {
      const moved = await updateCandidates(tx, instituteId, unique, target);
      if (moved.length !== unique.length) throw notFound('Student not found');
      await recordAudit(
        tx,
        moved.map((studentId) => ({
          instituteId,
          actorId: actor.id,
          action: 'student.moved',
          entityType: 'student',
          entityId: studentId,
          summary: `Moved to ${target.studentClass} ${target.section}`,
          data: { ...target },
        })),
      );
      return moved.length;
    });
  }

  /** Soft removal: the account is disabled and signed out; nothing the student made is deleted. */
  async remove(actor: Actor, id: string): Promise<void> {
    await this.setStatus(actor, id, 'DISABLED');
    await this.sessions.endAllFor(id);
  }

  async restore(actor: Actor, id: string): Promise<Candidate> {
    await this.setStatus(actor, id, 'ACTIVE');
    return this.detail(actor, id);
  }

  private async setStatus(actor: Actor, id: string, status: 'ACTIVE' | 'DISABLED'): Promise<void> {
    const instituteId = studentScopeOf(actor);
    const row = await this.found(instituteId, id);
    if (row.status === status) return;
    await this.db.transaction(async (tx) => {
      if (status === 'ACTIVE') await this.seats.reserve(tx, instituteId, 1, 'restore');
      await updateCandidates(tx, instituteId, [id], { status });
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: status === 'DISABLED' ? 'student.removed' : 'student.restored',
        entityType: 'student',
        entityId: id,
        summary: `${status === 'DISABLED' ? 'Removed' : 'Restored'} ${row.name}`,
      });
    });
  }
}
