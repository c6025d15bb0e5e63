/** Institutes' public profiles and member management (single entry; bulk upload comes later). */

import type { AddMemberBody, InstitutePublic, Member, MemberRole, PageQuery } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { Page } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { joinConfirmMail, setPasswordMail } from '../auth/auth.mails';
import { uniqueCustomUrl } from '../auth/custom-url';
import { issueLink, LINK_TTL_MS } from '../auth/link.service';
import type { SessionService } from '../auth/session.service';
import { placeName } from '../region/region.service';
import type { SeatGuard } from '../subscription/seat.service';
import { emailExists, insertUser } from '../user/user.repository';
import { canManageRole, managedInstituteId } from './institute.policy';
import { presentInstitute, presentMember } from './institute.presenter';
import {
  countMembers,
  findInstituteByCustomUrl,
  findInstituteById,
  findMember,
  listMembers,
  updateMember,
} from './institute.repository';

function roleOfMember(member: { type: string; userType: string | null }): MemberRole {
  return member.type === 'CANDIDATE' ? 'CANDIDATE' : (member.userType as 'FACULTY' | 'ADMIN');
}

const ENTITY_OF_ROLE: Record<MemberRole, 'faculty' | 'admin' | 'student'> = {
  FACULTY: 'faculty',
  ADMIN: 'admin',
  CANDIDATE: 'student',
};
const ROLE_NOUN: Record<MemberRole, string> = { FACULTY: 'faculty member', ADMIN: 'admin', CANDIDATE: 'student' };

/** A person joining through a school's join link: the password they chose on the form (argon2id). */
export interface JoinedMember {
  passwordHash: string;
}

/** How a member change is written to the history; callers like the team module name their own action. */
export interface MemberAudit {
  action: string;
  summary?: string;
}

export class InstituteService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly sessions: SessionService,
    private readonly publicUrl: string,
    private readonly seats: SeatGuard,
  ) {}

  async publicProfile(customUrl: string): Promise<InstitutePublic> {
    const row = await findInstituteByCustomUrl(this.db, customUrl);
    if (!row) throw notFound('Institution not found');
    const [counts, place] = await Promise.all([
      countMembers(this.db, row.id),
      placeName(row.countryCode, row.stateCode),
    ]);
    return presentInstitute(row, place, counts);
  }

  private scopeOf(actor: Actor): string {
    const instituteId = managedInstituteId(actor);
    if (!instituteId) throw forbidden();
    return instituteId;
  }

  async members(
    actor: Actor,
    query: PageQuery & { role?: MemberRole | undefined; search?: string | undefined },
  ): Promise<Page<Member>> {
    const { rows, total } = await listMembers(this.db, this.scopeOf(actor), query);
    const totalPages = Math.ceil(total / query.size);
    return {
      content: rows.map(presentMember),
      page: query.page,
      size: query.size,
      totalElements: total,
      totalPages,
      last: query.page >= totalPages - 1,
    };
  }

  async member(actor: Actor, memberId: string): Promise<Member> {
    const row = await findMember(this.db, this.scopeOf(actor), memberId);
    if (!row) throw notFound('Member not found');
    return presentMember(row);
  }

  /**
   * Adds a member without a password and emails them a link to confirm their address and set one; a person joining
   * through a join link (`joined`) chose their password on the form, and the link only confirms the address.
   */
  async addMember(
    actor: Actor,
    body: AddMemberBody,
    audit: MemberAudit = { action: 'member.added' },
    joined?: JoinedMember,
  ): Promise<Member> {
    const instituteId = this.scopeOf(actor);
    if (!canManageRole(actor, body.role)) throw forbidden('Only the school account can add admins');
    if (await emailExists(this.db, body.email)) {
      throw conflict('An account with this email already exists', [
        { field: 'email', message: 'An account with this email already exists' },
      ]);
    }
    const institute = await findInstituteById(this.db, instituteId);
    if (!institute) throw notFound('Institution not found');
    const { member, link } = await this.db.transaction(async (tx) => {
      if (body.role === 'CANDIDATE') await this.seats.reserve(tx, instituteId, 1, 'add');
      const member = await insertUser(tx, {
        type: body.role === 'CANDIDATE' ? 'CANDIDATE' : 'INDIVIDUAL',
        userType: body.role === 'CANDIDATE' ? null : body.role,
        name: body.name,
        email: body.email,
        phone: body.role === 'CANDIDATE' ? null : (body.phone ?? null),
        customUrl: await uniqueCustomUrl(tx, body.name),
        instituteId,
        studentClass: body.role === 'CANDIDATE' ? body.studentClass : null,
        section: body.role === 'CANDIDATE' ? body.section : null,
        passwordHash: joined?.passwordHash ?? null,
      });
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: audit.action,
        entityType: ENTITY_OF_ROLE[body.role],
        entityId: member.id,
        summary: audit.summary ?? `Added ${ROLE_NOUN[body.role]} ${member.name}`,
        data: { email: member.email },
      });
      return { member, link: await issueLink(tx, this.publicUrl, member.id, 'SET_PASSWORD') };
    });
    const mail = joined ? joinConfirmMail : setPasswordMail;
    await this.mailer.send(
      mail(member.email, member.name, institute.name, link, LINK_TTL_MS.SET_PASSWORD / 86_400_000),
    );
    return presentMember(member);
  }

  async updateMember(
    actor: Actor,
    memberId: string,
    changes: {
      name?: string | undefined;
      studentClass?: Member['studentClass'] | undefined;
      section?: Member['section'] | undefined;
    },
  ): Promise<Member> {
    const instituteId = this.scopeOf(actor);
    const row = await findMember(this.db, instituteId, memberId);
    if (!row) throw notFound('Member not found');
    if (!canManageRole(actor, roleOfMember(row))) throw forbidden('Only the school account can change admins');
    const studentOnly =
      row.type === 'CANDIDATE' ? { studentClass: changes.studentClass, section: changes.section } : {};
    const values = Object.fromEntries(
      Object.entries({ name: changes.name, ...studentOnly }).filter(([, value]) => value !== undefined),
    );
    const role = roleOfMember(row);
    await this.db.transaction(async (tx) => {
      await updateMember(tx, instituteId, memberId, values);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: 'member.updated',
        entityType: ENTITY_OF_ROLE[role],
        entityId: memberId,
        summary: `Updated ${ROLE_NOUN[role]} ${changes.name ?? row.name}`,
        data: values,
      });
    });
    return this.member(actor, memberId);
  }

  /** Removal disables the account and ends its sessions; the member's work stays in the school's records. */
  async removeMember(actor: Actor, memberId: string, audit: MemberAudit = { action: 'member.removed' }): Promise<void> {
    const instituteId = this.scopeOf(actor);
    const row = await findMember(this.db, instituteId, memberId);
    if (!row) throw notFound('Member not found');
    if (row.id === actor.id) throw forbidden('You cannot remove yourself');
    if (!canManageRole(actor, roleOfMember(row))) throw forbidden('Only the school account can remove admins');
    const role = roleOfMember(row);
    await this.db.transaction(async (tx) => {
      await updateMember(tx, instituteId, memberId, { status: 'DISABLED' });
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: audit.action,
        entityType: ENTITY_OF_ROLE[role],
        entityId: memberId,
        summary: audit.summary ?? `Removed ${ROLE_NOUN[role]} ${row.name}`,
      });
    });
    await this.sessions.endAllFor(memberId);
  }

  async resendInvite(actor: Actor, memberId: string): Promise<void> {
    const instituteId = this.scopeOf(actor);
    const row = await findMember(this.db, instituteId, memberId);
    if (!row) throw notFound('Member not found');
    if (row.passwordHash) throw conflict('This member has already set a password');
    const institute = await findInstituteById(this.db, instituteId);
    const link = await issueLink(this.db, this.publicUrl, row.id, 'SET_PASSWORD');
    await this.mailer.send(
      setPasswordMail(
        row.email,
        row.name,
        institute?.name ?? 'Your school',
        link,
        LINK_TTL_MS.SET_PASSWORD / 86_400_000,
      ),
    );
  }
}
