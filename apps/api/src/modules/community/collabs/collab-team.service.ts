/**
 * A collab's team: the owner or a school moderator adds students of the same school as participants and its
 * faculty and admins as mentors, within COLLAB_LIMITS; anyone but the owner may leave; the team is frozen once
 * the collab is published or archived. Moderators' changes are audited.
 */
import {
  COLLAB_LIMITS,
  COLLAB_MESSAGES,
  type Collab,
  type CollabMemberKind,
  roleOf,
  STUDENT_CLASS_INFO,
} from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import type { Actor } from '../../../plugins/auth';
import { fitsAs, mayManageTeam, teamFrozen } from './collab.policy';
import { updateCollab } from './collab.repository';
import type { CollabReadService } from './collab-reads.service';
import {
  addableMembers,
  countMembers,
  deleteMember,
  insertMember,
  memberKindOf,
  userOf,
} from './collab-team.repository';
import { auditCollab, lockedCollab } from './collab-writes';

export type TeamKind = Exclude<CollabMemberKind, 'OWNER'>;

export interface AddableMember {
  id: string;
  name: string;
  customUrl: string;
  detail: string | null;
}

const fitMessage = (kind: TeamKind) =>
  kind === 'PARTICIPANT' ? 'Only students can join as participants' : 'Only faculty and admins can mentor';

export class CollabTeamService {
  constructor(
    private readonly db: Db,
    private readonly reads: CollabReadService,
  ) {}

  /** Members of the school who could join as `kind`, for the owner and the school's moderators. */
  async addable(actor: Actor, collabId: string, kind: TeamKind, search?: string): Promise<AddableMember[]> {
    const { row, viewer } = await this.reads.visible(actor, collabId);
    if (!mayManageTeam(viewer)) throw forbidden(COLLAB_MESSAGES.notOnTeam);
    const rows = await addableMembers(this.db, row.instituteId, collabId, kind, search || undefined);
    return rows.map((member) => ({
      id: member.id,
      name: member.name,
      customUrl: member.customUrl,
      detail: member.studentClass
        ? [STUDENT_CLASS_INFO[member.studentClass].label, member.section].filter(Boolean).join(' ')
        : member.userType === 'ADMIN'
          ? 'Admin'
          : member.userType === 'FACULTY'
            ? 'Faculty'
            : null,
    }));
  }

  async addMember(actor: Actor, collabId: string, kind: TeamKind, userId: string): Promise<Collab> {
    const { row, viewer } = await this.reads.visible(actor, collabId);
    if (!mayManageTeam(viewer)) throw forbidden(COLLAB_MESSAGES.notOnTeam);
    const user = await userOf(this.db, userId);
    if (!user || user.status !== 'ACTIVE') throw notFound('Member not found');
    if (user.instituteId !== row.instituteId) throw forbidden(COLLAB_MESSAGES.sameSchoolOnly);
    if (!fitsAs(kind, roleOf(user)))
      throw badRequest(fitMessage(kind), [{ field: 'userId', message: fitMessage(kind) }]);
    await this.db.transaction(async (tx) => {
      const locked = await lockedCollab(tx, collabId);
      if (teamFrozen(locked.status)) throw conflict(COLLAB_MESSAGES.notAllowedFromStatus);
      if (await memberKindOf(tx, collabId, userId)) throw conflict(COLLAB_MESSAGES.alreadyOnTeam);
      const max = kind === 'PARTICIPANT' ? COLLAB_LIMITS.participantsMax : COLLAB_LIMITS.facultyMax;
      if ((await countMembers(tx, collabId, kind)) >= max) {
        throw conflict(kind === 'PARTICIPANT' ? COLLAB_MESSAGES.tooManyParticipants : COLLAB_MESSAGES.tooManyFaculty);
      }
      await insertMember(tx, collabId, userId, kind);
      await updateCollab(tx, collabId, {});
      if (viewer.moderator) {
        await auditCollab(tx, actor, locked, 'collab.member-added', `Added ${user.name} to "${locked.title}"`, {
          userId,
          kind,
        });
      }
    });
    return this.reads.byId(actor, collabId);
  }

  /**
   * The owner or a moderator removes someone; anyone but the owner may leave. The owner stays. Answers the collab
   * as the caller now sees it: null when someone who left may no longer see it.
   */
  async removeMember(actor: Actor, collabId: string, kind: TeamKind, userId: string): Promise<Collab | null> {
    const { viewer } = await this.reads.visible(actor, collabId);
    const leaving = actor.id === userId && viewer.kind !== null;
    if (!leaving && !mayManageTeam(viewer)) throw forbidden(COLLAB_MESSAGES.notOnTeam);
    await this.db.transaction(async (tx) => {
      const locked = await lockedCollab(tx, collabId);
      const current = await memberKindOf(tx, collabId, userId);
      if (current === 'OWNER') throw forbidden(COLLAB_MESSAGES.ownerStays);
      if (current !== kind) throw notFound('Not on this collab');
      if (teamFrozen(locked.status)) throw conflict(COLLAB_MESSAGES.notAllowedFromStatus);
      await deleteMember(tx, collabId, userId);
      await updateCollab(tx, collabId, {});
      if (viewer.moderator && !leaving) {
        await auditCollab(tx, actor, locked, 'collab.member-removed', `Removed a member from "${locked.title}"`, {
          userId,
          kind,
        });
      }
    });
    return leaving ? this.reads.seenBy(actor, collabId) : this.reads.byId(actor, collabId);
  }
}
