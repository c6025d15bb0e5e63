/** Parent consent: requests, emailed one-time links, the parent's answer and the school's own changes. */
import {
  CONSENT_MESSAGES,
  CONSENT_RULES,
  type Consent,
  type ConsentCounts,
  type ConsentDecisionBody,
  type ConsentListQuery,
  type ConsentPaymentLink,
  type ConsentPublic,
  MESSAGES,
  type RequestConsentBody,
  type UpdateConsentStatusBody,
} from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { newOpaqueToken, sha256 } from '../../lib/crypto';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { Mailer } from '../../lib/mailer';
import type { Page } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { findInstituteById } from '../institute/institute.repository';
import { listPeriods } from '../subscription/subscription.repository';
import { subscriptionStatus } from '../subscription/subscription.rules';
import { consentRequestMail } from './consent.mails';
import { firstName, sameName, sendRefusal } from './consent.policy';
import { presentConsent, presentPublic } from './consent.presenter';
import {
  type ConsentListRow,
  countConsentsByStatus,
  decideByToken,
  findByTokenHash,
  findConsent,
  findStudent,
  listConsents,
  pendingWithoutLiveToken,
  setStatus,
  storeToken,
  upsertRequest,
} from './consent.repository';
import { emitConsentChanged } from './consent-events';
import { feeDue, findConsentFee } from './consent-fee.repository';
import { recordConsentAnswer } from './consent-ledger.repository';

export const CONSENT_LINK_TTL_MS = CONSENT_RULES.linkTtlDays * 86_400_000;

export class ConsentService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    /** Told of every change of a consent's status, so cached lists of people relist the student at once. */
    private readonly bus?: InvalidationBus,
  ) {}

  private scopeOf(actor: Actor): string {
    if (actor.role !== 'INSTITUTE' || !actor.instituteId) throw forbidden();
    return actor.instituteId;
  }

  private async schoolName(instituteId: string): Promise<string> {
    return (await findInstituteById(this.db, instituteId))?.name ?? 'Your school';
  }

  private async consentOf(instituteId: string, studentId: string): Promise<ConsentListRow> {
    const row = await findConsent(this.db, instituteId, studentId);
    if (!row) throw notFound('No consent request for this student');
    return row;
  }

  async list(actor: Actor, query: ConsentListQuery): Promise<Page<Consent>> {
    const { rows, total } = await listConsents(this.db, this.scopeOf(actor), query);
    const totalPages = Math.ceil(total / query.size);
    return {
      content: rows.map(presentConsent),
      page: query.page,
      size: query.size,
      totalElements: total,
      totalPages,
      last: query.page >= totalPages - 1,
    };
  }

  /** How many of the school's requests (with the list's search) are in each status, and in all. */
  async counts(actor: Actor, search: string | undefined): Promise<ConsentCounts> {
    const counts: ConsentCounts = { ALL: 0, PENDING: 0, GRANTED: 0, DECLINED: 0 };
    for (const row of await countConsentsByStatus(this.db, this.scopeOf(actor), search)) {
      counts[row.status] += row.total;
      counts.ALL += row.total;
    }
    return counts;
  }

  /** Issues a new token (the old one dies), records the send and emails the parent. */
  private async sendLink(instituteId: string, schoolName: string, row: ConsentListRow, actorId: string | null) {
    const token = newOpaqueToken();
    await this.db.transaction(async (tx) => {
      await storeToken(tx, row.consent.id, sha256(token), new Date(Date.now() + CONSENT_LINK_TTL_MS));
      await recordAudit(tx, {
        instituteId,
        actorId,
        action: 'consent.sent',
        entityType: 'consent',
        entityId: row.consent.id,
        summary: `Consent link sent to the parent of ${row.studentName}`,
        data: { studentId: row.consent.studentId, sends: row.consent.sends + 1 },
      });
    });
    const link = `${this.publicUrl}/parent-consent/verify?token=${token}`;
    await this.mailer.send(
      consentRequestMail(
        row.consent.parentEmail,
        row.consent.parentName,
        firstName(row.studentName),
        schoolName,
        link,
        CONSENT_RULES.linkTtlDays,
      ),
    );
  }

  async request(actor: Actor, body: RequestConsentBody): Promise<Consent> {
    const instituteId = this.scopeOf(actor);
    const student = await findStudent(this.db, instituteId, body.studentId);
    if (!student) throw notFound('Student not found');
    const existing = await findConsent(this.db, instituteId, body.studentId);
    if (existing?.consent.status === 'GRANTED') throw conflict(CONSENT_MESSAGES.decided);
    // Asking the same parent again is a resend and keeps its limits; a corrected address starts afresh.
    const sameParent = existing?.consent.status === 'PENDING' && existing.consent.parentEmail === body.parentEmail;
    const refusal = sameParent ? sendRefusal(existing.consent) : null;
    if (refusal?.reason === 'cooldown') throw tooManyRequests(refusal.message);
    if (refusal) throw conflict(refusal.message);
    await this.db.transaction(async (tx) => {
      const row = await upsertRequest(tx, { instituteId, ...body });
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'consent.requested',
        entityType: 'consent',
        entityId: row.id,
        summary: `Parent consent requested for ${student.name}`,
        data: { studentId: student.id, parentName: body.parentName },
      });
    });
    emitConsentChanged(this.bus, student.id);
    const row = await this.consentOf(instituteId, body.studentId);
    await this.sendLink(instituteId, await this.schoolName(instituteId), row, actor.id);
    return presentConsent(await this.consentOf(instituteId, body.studentId));
  }

  async resend(actor: Actor, studentId: string): Promise<Consent> {
    const instituteId = this.scopeOf(actor);
    const row = await this.consentOf(instituteId, studentId);
    if (row.consent.status !== 'PENDING') throw conflict(CONSENT_MESSAGES.decided);
    const refusal = sendRefusal(row.consent);
    if (refusal?.reason === 'cooldown') throw tooManyRequests(refusal.message);
    if (refusal) throw conflict(refusal.message);
    await this.sendLink(instituteId, await this.schoolName(instituteId), row, actor.id);
    return presentConsent(await this.consentOf(instituteId, studentId));
  }

  /** Sends a link for every PENDING request without a live one (e.g. after a bulk import); returns how many. */
  async sendPendingLinks(instituteId: string, actorId: string | null = null): Promise<number> {
    const rows = (await pendingWithoutLiveToken(this.db, instituteId)).filter((row) => !sendRefusal(row.consent));
    const schoolName = await this.schoolName(instituteId);
    for (const row of rows) await this.sendLink(instituteId, schoolName, row, actorId);
    return rows.length;
  }

  async sendPending(actor: Actor): Promise<number> {
    return this.sendPendingLinks(this.scopeOf(actor), actor.id);
  }

  async updateStatus(actor: Actor, studentId: string, body: UpdateConsentStatusBody): Promise<Consent> {
    const instituteId = this.scopeOf(actor);
    const row = await this.consentOf(instituteId, studentId);
    await this.db.transaction(async (tx) => {
      await setStatus(tx, instituteId, row.consent.id, body.status);
      await recordConsentAnswer(tx, {
        studentId,
        status: body.status,
        // The school answers for the consent request, not for face checks: only the parent's own yes grants those.
        faceChecks: body.status === 'GRANTED' && row.consent.status === 'GRANTED' && row.consent.faceChecksAllowed,
        grantor: 'SCHOOL',
        recordedBy: actor.id,
        source: 'school-status',
      });
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'consent.status_changed',
        entityType: 'consent',
        entityId: row.consent.id,
        summary: `Consent for ${row.studentName} set to ${body.status.toLowerCase()} by the school`,
        data: { studentId, from: row.consent.status, to: body.status, note: body.note ?? null },
      });
    });
    emitConsentChanged(this.bus, studentId);
    return presentConsent(await this.consentOf(instituteId, studentId));
  }

  /** The school's payment hook: whether its parents pay a consent fee, how much, and the page where they pay it. */
  async paymentLink(actor: Actor): Promise<ConsentPaymentLink> {
    const instituteId = this.scopeOf(actor);
    const [feePaise, periods] = await Promise.all([
      findConsentFee(this.db, instituteId),
      listPeriods(this.db, { instituteId }),
    ]);
    return {
      paymentRequired: feePaise !== null,
      feePaise,
      url: feePaise === null ? null : `${this.publicUrl}/parent-consent/verify`,
      subscriptionState: subscriptionStatus(periods, new Date()).state,
    };
  }

  /** The request a parent's link opens, while it waits for an answer; every other link answers alike. */
  async liveRequest(db: Queryable, token: string) {
    const row = await findByTokenHash(db, sha256(token));
    // Unknown, tampered, used and expired links all answer alike, so a guess learns nothing.
    if (!row || row.consent.status !== 'PENDING' || !row.consent.expiresAt || row.consent.expiresAt <= new Date()) {
      throw new AppError('LINK_EXPIRED', MESSAGES.linkExpired);
    }
    return { ...row, expiresAt: row.consent.expiresAt };
  }

  async publicDetails(token: string): Promise<ConsentPublic> {
    const row = await this.liveRequest(this.db, token);
    return presentPublic(row, await feeDue(this.db, row.consent.instituteId, row.consent.id));
  }

  async decide(body: ConsentDecisionBody): Promise<'GRANTED' | 'DECLINED'> {
    const row = await this.liveRequest(this.db, body.token);
    if (!sameName(body.parentName, row.consent.parentName)) {
      throw badRequest(CONSENT_MESSAGES.nameMismatch, [
        { field: 'parentName', message: CONSENT_MESSAGES.nameMismatch },
      ]);
    }
    const status = body.decision === 'GRANT' ? 'GRANTED' : 'DECLINED';
    await this.db.transaction(async (tx) => {
      // With a fee due, consent is granted by paying it (ConsentFeeService.pay); declining stays free.
      if (status === 'GRANTED' && (await feeDue(tx, row.consent.instituteId, row.consent.id)) !== null) {
        throw new AppError('CONSENT_FEE_DUE', CONSENT_MESSAGES.feeDue);
      }
      if (!(await decideByToken(tx, row.consent.id, sha256(body.token), status, body.faceChecks)))
        throw new AppError('LINK_EXPIRED', MESSAGES.linkExpired);
      await recordConsentAnswer(tx, {
        studentId: row.consent.studentId,
        status,
        faceChecks: body.faceChecks ?? false,
        grantor: 'PARENT',
        recordedBy: null,
        source: 'parent-link',
      });
      await recordAudit(tx, {
        instituteId: row.consent.instituteId,
        actorId: null,
        action: status === 'GRANTED' ? 'consent.granted' : 'consent.declined',
        entityType: 'consent',
        entityId: row.consent.id,
        summary: `${row.consent.parentName} ${status === 'GRANTED' ? 'granted' : 'declined'} consent for ${row.studentName}`,
        data: { studentId: row.consent.studentId },
      });
    });
    emitConsentChanged(this.bus, row.consent.studentId);
    return status;
  }
}
