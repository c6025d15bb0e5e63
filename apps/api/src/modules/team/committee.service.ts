/** The approval committee: chosen by the school from its active faculty and admins; seats close softly. */
import type { CommitteeMember } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { canReadCommittee, seesCommitteeEmails, teamScope } from './team.policy';
import { presentSeat } from './team.presenter';
import {
  closeCommitteeSeat,
  findActiveStaff,
  insertCommitteeSeat,
  isCommitteeMember,
  listCommittee,
} from './team.repository';
import { onUniqueViolation } from './unique-violation';

export { isCommitteeMember };

export class CommitteeService {
  constructor(private readonly db: Db) {}

  async members(actor: Actor, instituteId: string): Promise<CommitteeMember[]> {
    if (!canReadCommittee(actor, instituteId)) throw notFound('Institution not found');
    const withEmail = seesCommitteeEmails(actor);
    return (await listCommittee(this.db, instituteId)).map((seat) => presentSeat(seat, withEmail));
  }

  async add(actor: Actor, userId: string): Promise<CommitteeMember[]> {
    const instituteId = teamScope(actor);
    const person = await findActiveStaff(this.db, instituteId, userId);
    if (!person) throw notFound('No active faculty member or admin with this id');
    const seated = () => conflict(`${person.name} is already on the approval committee`);
    if (await isCommitteeMember(this.db, instituteId, userId)) throw seated();
    await onUniqueViolation(
      () =>
        this.db.transaction(async (tx) => {
          await insertCommitteeSeat(tx, instituteId, userId);
          await recordAudit(tx, {
            instituteId,
            actorId: actor.id,
            action: 'committee.member_added',
            entityType: 'committee',
            entityId: userId,
            summary: `Added ${person.name} to the approval committee`,
          });
        }),
      seated,
    );
    return this.members(actor, instituteId);
  }

  async remove(actor: Actor, userId: string): Promise<void> {
    const instituteId = teamScope(actor);
    const person = await findActiveStaff(this.db, instituteId, userId);
    if (!person) throw notFound('Not on the approval committee');
    await this.db.transaction(async (tx) => {
      if (!(await closeCommitteeSeat(tx, instituteId, userId))) throw notFound('Not on the approval committee');
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'committee.member_removed',
        entityType: 'committee',
        entityId: userId,
        summary: `Removed ${person.name} from the approval committee`,
      });
    });
  }
}
