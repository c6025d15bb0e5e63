/**
 * Adoption of question banks between schools (issue 6 §3; `/school-adoption`, `/adoption/status`). School accounts
 * only, except the emailed link.
 *
 * - A school (requester) asks another (owner) to use its approved questions. Never itself (400); one open request
 *   or adoption per pair and direction (409; the partial unique index settles races).
 * - The owner's account is emailed a link with a random token (only its SHA-256 is stored) valid for 14 days and
 *   once: the owner may answer through it without signing in, or signed in. Any answer clears the link.
 * - The requester withdraws a PENDING request (WITHDRAWN); either school ends an ACCEPTED adoption (ENDED).
 * - While ACCEPTED, the owner's APPROVED questions are usable by the requester through usableQuestionsWhere (no
 *   copies), so ending it removes them at once. Every change is audited in both schools; the requester is emailed
 *   the owner's answer.
 * - A school that is neither side of an adoption gets the same 404 as a missing one.
 */
import { type Adoption, type AdoptionStatus, QUESTION_BANK_MESSAGES as M, MESSAGES } from '@noticeboard/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import { newOpaqueToken, sameHash, sha256 } from '../../lib/crypto';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Mail, Mailer } from '../../lib/mailer';
import { offsetOf, pageFrom } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { orOnRace } from '../academic/unique-race';
import { recordAudit } from '../audit/audit.repository';
import { findInstituteById } from '../institute/institute.repository';
import {
  type AdoptionRow,
  adoptableSchools,
  adoptionsOf,
  adoptionsRequestedOf,
  approvedCounts,
  findNamedAdoption,
  findOpenAdoption,
  insertAdoption,
  lockAdoption,
  type NamedAdoptionRow,
  schoolContact,
  updateAdoption,
} from './adoption.repository';
import { schoolActorOf } from './question.service';
import { adoptionAnsweredMail, adoptionRequestedMail } from './question-bank.mails';

export const ADOPTION_LINK_TTL_MS = 14 * 86_400_000;
const OPEN_STATUSES: readonly AdoptionStatus[] = ['PENDING', 'ACCEPTED'];

type Decision = 'ACCEPTED' | 'DECLINED';

export function presentAdoption(row: NamedAdoptionRow, instituteId: string, approvedQuestions: number): Adoption {
  const sent = row.requesterInstituteId === instituteId;
  return {
    id: row.id,
    status: row.status,
    requester: { id: row.requesterInstituteId, name: row.requesterName, customUrl: row.requesterCustomUrl },
    owner: { id: row.ownerInstituteId, name: row.ownerName, customUrl: row.ownerCustomUrl },
    message: row.message,
    direction: sent ? 'SENT' : 'RECEIVED',
    approvedQuestions,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    canDecide: !sent && row.status === 'PENDING',
    canWithdraw: (sent && row.status === 'PENDING') || row.status === 'ACCEPTED',
  };
}

/** The link's token matches (in constant time), is unused and unexpired, and the request still waits. */
export function linkOpens(row: AdoptionRow | undefined, token: string, now: Date): row is AdoptionRow {
  if (!row?.linkTokenHash || !row.linkExpiresAt) return false;
  if (!sameHash(sha256(token), row.linkTokenHash)) return false;
  return row.linkExpiresAt > now && row.status === 'PENDING';
}

export class AdoptionService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async schools(caller: Actor, query: { page: number; size: number; search?: string }) {
    const actor = schoolActorOf(caller);
    const { rows, total } = await adoptableSchools(this.db, actor.instituteId, query.search || undefined, {
      limit: query.size,
      offset: offsetOf(query),
    });
    const adoptions = await adoptionsRequestedOf(
      this.db,
      actor.instituteId,
      rows.map((row) => row.instituteId),
    );
    const stateOf = (ownerId: string) => {
      const mine = adoptions.filter((adoption) => adoption.ownerInstituteId === ownerId);
      const chosen = mine.find((adoption) => OPEN_STATUSES.includes(adoption.status)) ?? mine[0];
      return chosen ? { id: chosen.id, status: chosen.status } : null;
    };
    const content = rows.map((row) => ({
      ...row,
      approvedQuestions: Number(row.approvedQuestions),
      subjects: [...row.subjects].sort((a, b) => a.localeCompare(b)),
      adoption: stateOf(row.instituteId),
    }));
    return pageFrom(content, query, total);
  }

  async list(caller: Actor): Promise<Adoption[]> {
    const actor = schoolActorOf(caller);
    const rows = await adoptionsOf(this.db, actor.instituteId);
    const counts = await approvedCounts(this.db, [...new Set(rows.map((row) => row.ownerInstituteId))]);
    return rows.map((row) => presentAdoption(row, actor.instituteId, counts.get(row.ownerInstituteId) ?? 0));
  }

  async request(caller: Actor, body: { ownerInstituteId: string; message: string }): Promise<Adoption> {
    const actor = schoolActorOf(caller);
    if (body.ownerInstituteId === actor.instituteId) throw badRequest(M.adoptionOwnSchool);
    if (!(await findInstituteById(this.db, body.ownerInstituteId))) throw notFound(MESSAGES.notFound);
    const token = newOpaqueToken();
    const adoption = await this.db.transaction(async (tx) => {
      if (await findOpenAdoption(tx, actor.instituteId, body.ownerInstituteId)) throw conflict(M.adoptionExists);
      const row = await orOnRace(
        () =>
          insertAdoption(tx, {
            requesterInstituteId: actor.instituteId,
            ownerInstituteId: body.ownerInstituteId,
            message: body.message,
            requestedBy: actor.id,
            linkTokenHash: sha256(token),
            linkExpiresAt: new Date(Date.now() + ADOPTION_LINK_TTL_MS),
          }),
        () => conflict(M.adoptionExists),
      );
      await this.audit(tx, row, actor.id, 'requested', 'A school asked to adopt a question bank');
      return row;
    });
    const named = await this.named(adoption.id);
    const owner = await schoolContact(this.db, body.ownerInstituteId);
    if (owner) {
      const link = `${this.publicUrl}/adoption/status?adoptionId=${adoption.id}&token=${token}`;
      await this.send(adoptionRequestedMail(owner.email, owner.name, named.requesterName, body.message, link));
    }
    return this.present(named, actor.instituteId);
  }

  /** The owner school answers, signed in. */
  async decide(caller: Actor, adoptionId: string, decision: Decision): Promise<Adoption> {
    const actor = schoolActorOf(caller);
    await this.db.transaction(async (tx) => {
      const row = await lockAdoption(tx, adoptionId);
      if (!row || row.ownerInstituteId !== actor.instituteId) throw notFound(M.adoptionNotFound);
      if (row.status !== 'PENDING') throw conflict(M.adoptionAlreadyAnswered);
      await this.answer(tx, row, decision, actor.id);
    });
    await this.tellRequester(adoptionId, decision);
    return this.present(await this.named(adoptionId), actor.instituteId);
  }

  /** What the emailed link shows; an unknown, used or expired link is refused alike. */
  async linkStatus(query: { adoptionId: string; token: string }, now = new Date()) {
    const row = await findNamedAdoption(this.db, query.adoptionId);
    if (!linkOpens(row, query.token, now)) throw badRequest(M.adoptionLinkInvalid);
    const named = row as NamedAdoptionRow;
    return {
      adoptionId: named.id,
      status: named.status,
      requesterName: named.requesterName,
      ownerName: named.ownerName,
      message: named.message,
      canDecide: named.status === 'PENDING',
    };
  }

  /** The owner answers through the emailed link (once). */
  async decideByLink(body: { adoptionId: string; token: string; decision: Decision }, now = new Date()) {
    await this.db.transaction(async (tx) => {
      const row = await lockAdoption(tx, body.adoptionId);
      if (!linkOpens(row, body.token, now)) throw badRequest(M.adoptionLinkInvalid);
      await this.answer(tx, row, body.decision, null);
    });
    await this.tellRequester(body.adoptionId, body.decision);
    const named = await this.named(body.adoptionId);
    return {
      adoptionId: named.id,
      status: named.status,
      requesterName: named.requesterName,
      ownerName: named.ownerName,
      message: named.message,
      canDecide: false,
    };
  }

  /** The requester withdraws a waiting request; either school ends an accepted adoption. */
  async end(caller: Actor, adoptionId: string): Promise<Adoption> {
    const actor = schoolActorOf(caller);
    await this.db.transaction(async (tx) => {
      const row = await lockAdoption(tx, adoptionId);
      const party =
        row && (row.requesterInstituteId === actor.instituteId || row.ownerInstituteId === actor.instituteId);
      if (!row || !party) throw notFound(M.adoptionNotFound);
      if (row.status === 'PENDING' && row.requesterInstituteId === actor.instituteId) {
        await updateAdoption(tx, row.id, { status: 'WITHDRAWN', linkTokenHash: null, linkExpiresAt: null });
        await this.audit(tx, row, actor.id, 'withdrawn', 'An adoption request was withdrawn');
        return;
      }
      if (row.status !== 'ACCEPTED') throw conflict(M.adoptionAlreadyAnswered);
      await updateAdoption(tx, row.id, { status: 'ENDED' });
      await this.audit(tx, row, actor.id, 'ended', 'A question bank adoption was ended');
    });
    return this.present(await this.named(adoptionId), actor.instituteId);
  }

  private async answer(tx: Queryable, row: AdoptionRow, decision: Decision, actorId: string | null) {
    await updateAdoption(tx, row.id, {
      status: decision,
      decidedBy: actorId,
      decidedAt: new Date(),
      linkTokenHash: null,
      linkExpiresAt: null,
    });
    const verb = decision === 'ACCEPTED' ? 'accepted' : 'declined';
    await this.audit(tx, row, actorId, verb, `An adoption request was ${verb}`);
  }

  /** Both schools keep the history of their adoptions. */
  private async audit(tx: Queryable, row: AdoptionRow, actorId: string | null, verb: string, summary: string) {
    const event = { actorId, action: `bank_adoption.${verb}`, entityType: 'bank_adoption', entityId: row.id, summary };
    await recordAudit(tx, [
      { ...event, instituteId: row.requesterInstituteId },
      { ...event, instituteId: row.ownerInstituteId },
    ]);
  }

  private async named(adoptionId: string): Promise<NamedAdoptionRow> {
    const row = await findNamedAdoption(this.db, adoptionId);
    if (!row) throw notFound(M.adoptionNotFound);
    return row;
  }

  private async present(row: NamedAdoptionRow, instituteId: string): Promise<Adoption> {
    const counts = await approvedCounts(this.db, [row.ownerInstituteId]);
    return presentAdoption(row, instituteId, counts.get(row.ownerInstituteId) ?? 0);
  }

  private async tellRequester(adoptionId: string, decision: Decision) {
    const row = await this.named(adoptionId);
    const requester = await schoolContact(this.db, row.requesterInstituteId);
    if (!requester) return;
    await this.send(
      adoptionAnsweredMail(
        requester.email,
        requester.name,
        row.ownerName,
        decision,
        `${this.publicUrl}/school-adoption`,
      ),
    );
  }

  /** Best effort: the change stands whether or not the mail goes out. */
  private async send(mail: Mail) {
    try {
      await this.mailer.send(mail);
    } catch (error) {
      this.log.warn({ err: error }, 'a question bank adoption email could not be sent');
    }
  }
}
