/**
 * Consent choices (issue 20 §3): a person's own purposes, and a parent's for their child through an emailed link
 * (parents have no account). Every change goes to the ledger in one transaction with its audit line, and relists the
 * person at once (`emitConsentChanged`): withdrawing a purpose switches its feature off on the next request.
 */
import {
  CONSENT_PURPOSE_LABELS,
  type ConsentChoice,
  type ConsentPurpose,
  type MyConsentChoices,
  PARENT_MANAGED_PURPOSES,
  type ParentManageBody,
  type ParentManageView,
  SELF_MANAGED_PURPOSES,
} from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../lib/errors';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { Mailer } from '../../lib/mailer';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import type { Clock } from '../module';
import { parentManageMail } from './consent.mails';
import { firstName } from './consent.policy';
import { answeredRequestsOf, requestForChoices, syncRequest } from './consent-choices.repository';
import { emitConsentChanged } from './consent-events';
import { decidedByOthers } from './consent-ledger.policy';
import { consentSubjectOf, consentsOf, recordConsent, recordConsentAnswer } from './consent-ledger.repository';
import { PARENT_MANAGE_LINK_DAYS, type ParentManageTokens } from './parent-manage-token';

const LINK_EXPIRED = 'This link has expired or was already used';

export const CONSENT_CHOICE_MESSAGES = {
  parentDecides: 'Your parent decides this with your school. Ask them, or your school, to change it.',
  notYours: 'This is not something you can switch off here: to end your account, delete it.',
  consentFirst: 'Give consent for the account first: the other choices depend on it.',
  grownUp: (name: string) => `${name} is 18 now and makes these choices themselves.`,
} as const;

interface Deps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  tokens: ParentManageTokens;
  clock: Clock;
  bus?: InvalidationBus;
}

function present(rows: Awaited<ReturnType<typeof consentsOf>>, purposes: readonly ConsentPurpose[]): ConsentChoice[] {
  return rows
    .filter((row) => purposes.includes(row.purpose))
    .map((row) => ({
      purpose: row.purpose,
      allowed: row.allowed,
      decidedBy: row.decision?.grantor ?? null,
      decidedAt: row.decision?.decidedAt.toISOString() ?? null,
    }));
}

export class ConsentChoicesService {
  constructor(private readonly deps: Deps) {}

  /** The signed-in person's purposes, and whether they or their parent decide them. */
  async mine(actor: Actor): Promise<MyConsentChoices> {
    const now = this.deps.clock.now();
    const child = decidedByOthers(await this.subjectOf(actor.id), now);
    const rows = await consentsOf(this.deps.db, actor.id, now);
    return {
      decidedBy: child ? 'PARENT' : 'SELF',
      choices: present(rows, child ? PARENT_MANAGED_PURPOSES : SELF_MANAGED_PURPOSES),
    };
  }

  async setMine(actor: Actor, purpose: ConsentPurpose, granted: boolean): Promise<MyConsentChoices> {
    const { db, clock } = this.deps;
    if (!(SELF_MANAGED_PURPOSES as readonly ConsentPurpose[]).includes(purpose))
      throw badRequest(CONSENT_CHOICE_MESSAGES.notYours);
    const now = clock.now();
    if (decidedByOthers(await this.subjectOf(actor.id), now)) throw forbidden(CONSENT_CHOICE_MESSAGES.parentDecides);
    await db.transaction(async (tx) => {
      await recordConsent(tx, {
        userId: actor.id,
        purposes: [purpose],
        granted,
        grantor: 'SELF',
        recordedBy: actor.id,
        source: 'settings',
        at: now,
      });
    });
    emitConsentChanged(this.deps.bus, actor.id);
    return this.mine(actor);
  }

  /** Emails a link per child whose consent this address answered; says the same whatever the address (no probing). */
  async sendParentLinks(email: string): Promise<void> {
    const { db, mailer, publicUrl, tokens, clock } = this.deps;
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + PARENT_MANAGE_LINK_DAYS * 86_400_000);
    for (const request of await answeredRequestsOf(db, email)) {
      if (!decidedByOthers({ type: request.studentType, dateOfBirth: request.studentDateOfBirth }, now)) continue;
      const token = tokens.sign({ consentId: request.consentId, email: request.parentEmail, expiresAt });
      const link = `${publicUrl}/parent-consent/verify?manage=${encodeURIComponent(token)}`;
      await mailer.send(
        parentManageMail(
          request.parentEmail,
          request.parentName,
          firstName(request.studentName),
          request.schoolName,
          link,
          PARENT_MANAGE_LINK_DAYS,
        ),
      );
    }
  }

  async parentView(token: string): Promise<ParentManageView> {
    const { request, expiresAt } = await this.liveRequest(this.deps.db, token);
    return this.viewOf(request, expiresAt);
  }

  /** The parent changes one purpose; ACCOUNT is the consent as a whole (withdrawn, every purpose goes with it). */
  async parentSet(body: ParentManageBody): Promise<ParentManageView> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const { request, expiresAt } = await db.transaction(async (tx) => {
      const live = await this.liveRequest(tx, body.token, true);
      const { request } = live;
      const allowed = new Map((await consentsOf(tx, request.studentId, now)).map((row) => [row.purpose, row.allowed]));
      const change = {
        studentId: request.studentId,
        grantor: 'PARENT' as const,
        recordedBy: null,
        source: 'parent-manage',
        at: now,
      };
      if (body.purpose === 'ACCOUNT') {
        await recordConsentAnswer(tx, {
          ...change,
          status: body.granted ? 'GRANTED' : 'DECLINED',
          faceChecks: body.granted && allowed.get('FACE_CHECKS') === true,
        });
        await syncRequest(tx, request.consentId, { status: body.granted ? 'GRANTED' : 'DECLINED', at: now });
      } else {
        if (!(PARENT_MANAGED_PURPOSES as readonly ConsentPurpose[]).includes(body.purpose)) {
          throw badRequest(CONSENT_CHOICE_MESSAGES.notYours);
        }
        if (body.granted && allowed.get('ACCOUNT') !== true) throw conflict(CONSENT_CHOICE_MESSAGES.consentFirst);
        await recordConsent(tx, {
          ...change,
          userId: request.studentId,
          purposes: [body.purpose],
          granted: body.granted,
        });
        if (body.purpose === 'FACE_CHECKS')
          await syncRequest(tx, request.consentId, { faceChecksAllowed: body.granted, at: now });
      }
      await recordAudit(tx, {
        instituteId: request.instituteId,
        actorId: null,
        action: 'consent.purpose_changed',
        entityType: 'consent',
        entityId: request.consentId,
        summary: `${request.parentName} ${body.granted ? 'allowed' : 'withdrew'} “${CONSENT_PURPOSE_LABELS[body.purpose].label}” for ${request.studentName}`,
        data: { studentId: request.studentId, purpose: body.purpose, granted: body.granted },
      });
      return live;
    });
    emitConsentChanged(this.deps.bus, request.studentId);
    return this.viewOf(request, expiresAt);
  }

  private async viewOf(
    request: NonNullable<Awaited<ReturnType<typeof requestForChoices>>>,
    expiresAt: Date,
  ): Promise<ParentManageView> {
    const rows = await consentsOf(this.deps.db, request.studentId, this.deps.clock.now());
    return {
      studentFirstName: firstName(request.studentName),
      schoolName: request.schoolName,
      consentGiven: rows.some((row) => row.purpose === 'ACCOUNT' && row.allowed),
      expiresAt: expiresAt.toISOString(),
      choices: present(rows, PARENT_MANAGED_PURPOSES),
    };
  }

  /** The request a link stands for, while it is live, still addressed to that parent and the child still a child. */
  private async liveRequest(db: Queryable, token: string, lock = false) {
    const now = this.deps.clock.now();
    const claims = this.deps.tokens.verify(token, now);
    const request = claims ? await requestForChoices(db, claims.consentId, lock) : undefined;
    if (!claims || !request || request.studentStatus !== 'ACTIVE') throw new AppError('LINK_EXPIRED', LINK_EXPIRED);
    if (request.parentEmail.toLowerCase() !== claims.email) throw new AppError('LINK_EXPIRED', LINK_EXPIRED);
    if (!decidedByOthers({ type: request.studentType, dateOfBirth: request.studentDateOfBirth }, now)) {
      throw conflict(CONSENT_CHOICE_MESSAGES.grownUp(firstName(request.studentName)));
    }
    return { request, expiresAt: claims.expiresAt };
  }

  private async subjectOf(userId: string) {
    const subject = await consentSubjectOf(this.deps.db, userId);
    if (!subject) throw unauthorized();
    return subject;
  }
}
