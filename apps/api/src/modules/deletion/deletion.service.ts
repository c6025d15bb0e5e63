/**
 * Account deletion with its countdown (issue 20 §2): a request schedules it `delaySeconds` ahead, the status feeds
 * the web's countdown, the requester may cancel until it is due. During the countdown the route definer refuses the
 * person (the actor carries the due time, see `auth/session-user.repository.ts`); after it they are signed out and
 * the personal-data module's job erases them. Cached actors are dropped through the invalidation bus on every change.
 */
import type { DeletionRequestInput, DeletionStatus } from '@noticeboard/shared';
import type { Db, Tx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { ACTOR_CHANGED, INSTITUTE_ACTORS_CHANGED } from '../../plugins/actor-cache';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import type { PasswordCheck } from '../auth/password-check';
import type { Clock } from '../module';
import { onUniqueViolation } from '../team/unique-violation';
import { confirmsName, mayActFor, mayCancel, scopeOf } from './deletion.policy';
import { presentDeletionStatus } from './deletion.presenter';
import {
  cancelDeletion,
  type DeletionRow,
  type DeletionSubject,
  findDeletionSubject,
  findRunningDeletion,
  findRunningSchoolDeletion,
  insertDeletion,
} from './deletion.repository';

const alreadyScheduled = () => conflict('This account is already scheduled for deletion');

export class DeletionService {
  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
    private readonly clock: Clock,
    private readonly delaySeconds: number,
    private readonly passwordCheck: PasswordCheck,
  ) {}

  async status(actor: Actor, userId: string): Promise<DeletionStatus> {
    const subject = await this.subjectFor(actor, userId);
    return presentDeletionStatus(actor, subject.id, await this.runningFor(subject), this.clock.now());
  }

  async request(actor: Actor, body: DeletionRequestInput): Promise<DeletionStatus> {
    const subject = await this.subjectFor(actor, body.user ?? actor.id);
    // The person's own countdown, or their school's, already runs.
    if (subject.id === actor.id && actor.deletionDueAt !== undefined) throw alreadyScheduled();
    if (await this.runningFor(subject)) throw alreadyScheduled();
    const requester = await findDeletionSubject(this.db, actor.id);
    if (!requester || !(await this.passwordCheck.matches(requester.id, requester.passwordHash, body.password))) {
      throw badRequest('The password is not right', [{ field: 'password', message: 'The password is not right' }]);
    }
    const scope = scopeOf(subject);
    if (scope === 'TENANT' && !confirmsName(body.confirmName, subject.instituteName)) {
      throw badRequest("Type the school's name to confirm", [
        { field: 'confirmName', message: "Type the school's name exactly as it is shown" },
      ]);
    }
    const now = this.clock.now();
    const deletion = await onUniqueViolation(
      () =>
        this.db.transaction(async (tx) => {
          const row = await insertDeletion(tx, {
            userId: subject.id,
            scope,
            requestedBy: actor.id,
            reason: body.reason,
            reasonText: body.reason === 'OTHER' ? (body.reasonText ?? null) : null,
            requestedAt: now,
            scheduledFor: new Date(now.getTime() + this.delaySeconds * 1000),
          });
          await this.audit(tx, actor, subject, row, 'requested');
          return row;
        }),
      alreadyScheduled,
    );
    this.forgetActors(subject);
    return presentDeletionStatus(actor, subject.id, deletion, now);
  }

  async cancel(actor: Actor, userId: string): Promise<DeletionStatus> {
    const subject = await this.subjectFor(actor, userId);
    const deletion = await findRunningDeletion(this.db, subject.id);
    if (!deletion) {
      const school = subject.instituteId ? await findRunningSchoolDeletion(this.db, subject.instituteId) : undefined;
      if (school)
        throw new AppError(
          'FORBIDDEN',
          'Your school asked for its account to be deleted: only the school can cancel it',
        );
      throw notFound('No deletion is scheduled for this account');
    }
    if (!mayCancel(actor, deletion)) {
      throw new AppError('FORBIDDEN', 'Your school asked for this deletion: ask the school to cancel it');
    }
    const now = this.clock.now();
    const cancelled = await this.db.transaction(async (tx) => {
      if (!(await cancelDeletion(tx, deletion.id, now))) return false;
      await this.audit(tx, actor, subject, deletion, 'cancelled');
      return true;
    });
    if (!cancelled) throw conflict('The countdown has ended: the deletion can no longer be cancelled');
    this.forgetActors(subject);
    return presentDeletionStatus(actor, subject.id, undefined, now);
  }

  /** The subject when the actor may act for them; unknown, erased and not-yours all read as 404. */
  private async subjectFor(actor: Actor, userId: string): Promise<DeletionSubject> {
    const subject = await findDeletionSubject(this.db, userId);
    if (!subject || subject.status === 'ERASED' || !mayActFor(actor, subject)) {
      throw notFound('Account not found');
    }
    return subject;
  }

  /** The person's own running deletion, else their school's. */
  private async runningFor(subject: DeletionSubject): Promise<DeletionRow | undefined> {
    const own = await findRunningDeletion(this.db, subject.id);
    if (own || !subject.instituteId || subject.type === 'INSTITUTE') return own;
    return findRunningSchoolDeletion(this.db, subject.instituteId);
  }

  /** A school's records say when it asked for (or called off) a deletion; never who the person is by name. */
  private async audit(
    tx: Tx,
    actor: Actor,
    subject: DeletionSubject,
    deletion: DeletionRow,
    verb: 'requested' | 'cancelled',
  ): Promise<void> {
    if (!subject.instituteId || actor.role !== 'INSTITUTE') return;
    const whose = subject.type === 'INSTITUTE' ? "the school's account and all its members" : "a student's account";
    await recordAudit(tx, {
      instituteId: subject.instituteId,
      actorId: actor.id,
      action: `account-deletion.${verb}`,
      entityType: subject.type === 'INSTITUTE' ? 'institute' : 'student',
      entityId: subject.id,
      summary: `Deletion of ${whose} ${verb}`,
      data: { deletionId: deletion.id, scope: deletion.scope, scheduledFor: deletion.scheduledFor.toISOString() },
    });
  }

  /** Every cached session of the person (of the whole school for its own deletion) is read again at once. */
  private forgetActors(subject: DeletionSubject): void {
    this.bus.emit(ACTOR_CHANGED, subject.id);
    if (subject.type === 'INSTITUTE' && subject.instituteId)
      this.bus.emit(INSTITUTE_ACTORS_CHANGED, subject.instituteId);
  }
}
