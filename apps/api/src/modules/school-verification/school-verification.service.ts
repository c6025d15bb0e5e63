/**
 * The platform's verification of schools (issue 17 §6). A school sends its UDISE code or board affiliation number
 * from its own page; an operator checks it outside the product (UDISE+ directory, the board's list) and records the
 * decision with `npm run operator`. Every step is written to the school's history in the same transaction.
 */
import {
  type SchoolVerification,
  VERIFICATION_EVIDENCE_LABELS,
  type VerificationEvidence,
  type VerificationRequestBody,
} from '@noticeboard/shared';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import type { Clock } from '../module';
import { maySendEvidence, ownVerificationScope } from './school-verification.policy';
import { presentVerification } from './school-verification.presenter';
import {
  findVerification,
  findVerificationByCustomUrlOrEmail,
  listPendingVerifications,
  lockVerification,
  saveRejected,
  saveVerificationRequest,
  saveVerified,
  type VerificationRow,
} from './school-verification.repository';

/** The parsed request body (the contract normalises the numbers). */
type EvidenceRequest = { [K in keyof VerificationRequestBody]: string | undefined };

/** An operator's verification: the evidence they checked (at least one) and what they want on record. */
export interface OperatorVerifyInput {
  operator: string;
  udiseCode?: string | undefined;
  affiliationNumber?: string | undefined;
  note?: string | undefined;
}

export interface OperatorDecisionInput {
  operator: string;
  note: string;
}

const AUDIT_ENTITY = 'institute';

export class SchoolVerificationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private scopeOf(actor: Actor): string {
    const instituteId = ownVerificationScope(actor);
    if (!instituteId) throw forbidden();
    return instituteId;
  }

  /** The school's own view: what it sent and what was decided. */
  async own(actor: Actor): Promise<SchoolVerification> {
    const row = await findVerification(this.db, this.scopeOf(actor));
    if (!row) throw notFound('Institution not found');
    return presentVerification(row);
  }

  /** The school sends (or corrects) its evidence; refused once it is verified. */
  async request(actor: Actor, body: EvidenceRequest): Promise<SchoolVerification> {
    const instituteId = this.scopeOf(actor);
    const at = this.clock.now();
    const udiseCode = body.udiseCode ?? null;
    const affiliationNumber = body.affiliationNumber ?? null;
    const note = body.note ? body.note : null;
    const row = await this.db.transaction(async (tx) => {
      const current = await lockVerification(tx, instituteId);
      if (!current) throw notFound('Institution not found');
      if (!maySendEvidence(current.verificationStatus)) {
        throw conflict('Your school is already verified. Write to us if its details have changed.');
      }
      await saveVerificationRequest(tx, instituteId, { udiseCode, affiliationNumber, note, at });
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'verification.requested',
        entityType: AUDIT_ENTITY,
        entityId: instituteId,
        summary: `Verification requested with ${describeEvidence(udiseCode, affiliationNumber)}`,
        data: { udiseCode, affiliationNumber, ...(note ? { note } : {}) },
      });
      return lockVerification(tx, instituteId);
    });
    if (!row) throw notFound('Institution not found');
    return presentVerification(row);
  }

  // The operator's side: called by the operator command (operator-cli.ts), never by an HTTP route.

  async pending(): Promise<VerificationRow[]> {
    return listPendingVerifications(this.db);
  }

  /** The school an operator names by custom URL or email. */
  async find(target: string): Promise<VerificationRow> {
    const row = await findVerificationByCustomUrlOrEmail(this.db, target);
    if (!row) throw notFound(`No school has the address or email “${target}”`);
    return row;
  }

  /** Marks the school verified against the evidence the operator checked (the UDISE code if both are given). */
  async verify(target: string, input: OperatorVerifyInput): Promise<VerificationRow> {
    const evidence: VerificationEvidence | null = input.udiseCode
      ? 'UDISE'
      : input.affiliationNumber
        ? 'AFFILIATION'
        : null;
    if (!evidence) throw badRequest('Say what you checked: --udise <11 digits> or --affiliation <number>');
    const operator = operatorName(input.operator);
    const school = await this.find(target);
    const at = this.clock.now();
    return this.decide(school.id, async (tx, current) => {
      if (current.verificationStatus === 'VERIFIED') {
        throw conflict(`${current.name} is already verified (${current.platformVerifiedAt?.toISOString() ?? ''})`);
      }
      const udiseCode = input.udiseCode ?? current.udiseCode;
      const affiliationNumber = input.affiliationNumber ?? current.affiliationNumber;
      const note = input.note?.trim() || null;
      await saveVerified(tx, current.id, { at, operator, evidence, udiseCode, affiliationNumber, note });
      await recordAudit(tx, {
        instituteId: current.id,
        actorId: null,
        action: 'verification.verified',
        entityType: AUDIT_ENTITY,
        entityId: current.id,
        summary: `Verified by Noticeboard: ${VERIFICATION_EVIDENCE_LABELS[evidence]} checked`,
        data: {
          operator,
          evidence,
          udiseCode,
          affiliationNumber,
          previousStatus: current.verificationStatus,
          ...(note ? { note } : {}),
        },
      });
    });
  }

  /** Refuses a waiting request, with the reason the school will read. */
  async reject(target: string, input: OperatorDecisionInput): Promise<VerificationRow> {
    return this.refuse(target, input, 'PENDING', 'verification.rejected', 'Verification request refused');
  }

  /** Withdraws a verification (the badge goes at once), with the reason the school will read. */
  async revoke(target: string, input: OperatorDecisionInput): Promise<VerificationRow> {
    return this.refuse(target, input, 'VERIFIED', 'verification.revoked', 'Verification withdrawn');
  }

  private async refuse(
    target: string,
    input: OperatorDecisionInput,
    from: 'PENDING' | 'VERIFIED',
    action: string,
    summary: string,
  ): Promise<VerificationRow> {
    const note = input.note.trim();
    if (!note) throw badRequest('Give the reason the school will read: --note "…"');
    const operator = operatorName(input.operator);
    const school = await this.find(target);
    const at = this.clock.now();
    return this.decide(school.id, async (tx, current) => {
      if (current.verificationStatus !== from) {
        throw conflict(
          from === 'PENDING'
            ? `${current.name} has no request waiting (it is ${current.verificationStatus})`
            : `${current.name} is not verified (it is ${current.verificationStatus})`,
        );
      }
      await saveRejected(tx, current.id, { at, note });
      await recordAudit(tx, {
        instituteId: current.id,
        actorId: null,
        action,
        entityType: AUDIT_ENTITY,
        entityId: current.id,
        summary: `${summary}: ${note}`,
        data: { operator, note, previousStatus: current.verificationStatus },
      });
    });
  }

  /** Runs one decision on the locked row and answers the row as it is after it. */
  private async decide(
    instituteId: string,
    change: (tx: Tx, current: VerificationRow) => Promise<void>,
  ): Promise<VerificationRow> {
    return this.db.transaction(async (tx) => {
      const current = await lockVerification(tx, instituteId);
      if (!current) throw notFound('Institution not found');
      await change(tx, current);
      const after = await lockVerification(tx, instituteId);
      if (!after) throw notFound('Institution not found');
      return after;
    });
  }
}

function describeEvidence(udiseCode: string | null, affiliationNumber: string | null): string {
  const parts = [
    udiseCode ? `UDISE code ${udiseCode}` : null,
    affiliationNumber ? `affiliation number ${affiliationNumber}` : null,
  ];
  return parts.filter(Boolean).join(' and ');
}

/** Who decided, as the record keeps it: a name or email of 2–120 characters. */
function operatorName(value: string): string {
  const name = value.trim();
  if (name.length < 2 || name.length > 120) throw badRequest('Name the operator: --operator <your name or email>');
  return name;
}
