/** Faculty and institute admins: list, add (set-password email), edit, deactivate and reactivate. */
import type {
  AddStaffBody,
  HistoryEvent,
  StaffListQuery,
  StaffMember,
  StaffRole,
  Teaching,
  UpdateStaffBody,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { type AuditEvent, listAudit, recordAudit } from '../audit/audit.repository';
import type { SessionService } from '../auth/session.service';
import type { InstituteService } from '../institute/institute.service';
import { teamScope } from './team.policy';
import { pageFrom, presentEvent, presentStaff } from './team.presenter';
import {
  closeCommitteeSeat,
  findStaff,
  listStaff,
  listTeaching,
  phoneTakenByOther,
  updateStaff,
} from './team.repository';

const ENTITY: Record<StaffRole, 'faculty' | 'admin'> = { FACULTY: 'faculty', ADMIN: 'admin' };
const NOUN: Record<StaffRole, string> = { FACULTY: 'faculty member', ADMIN: 'admin' };
/** Faculty say created/deactivated; admins are added/removed (spec wording). */
const VERBS: Record<StaffRole, { add: string; off: string; on: string }> = {
  FACULTY: { add: 'created', off: 'deactivated', on: 'reactivated' },
  ADMIN: { add: 'added', off: 'removed', on: 'reactivated' },
};

const phoneInUse = () =>
  conflict('This phone number is already in use', [{ field: 'phone', message: 'This phone number is already in use' }]);

export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly institutes: InstituteService,
    private readonly sessions: SessionService,
  ) {}

  async list(actor: Actor, role: StaffRole, query: StaffListQuery) {
    const { rows, total } = await listStaff(this.db, teamScope(actor), role, query);
    return pageFrom(rows.map(presentStaff), total, query);
  }

  private async load(instituteId: string, role: StaffRole, id: string) {
    const row = await findStaff(this.db, instituteId, role, id);
    if (!row) throw notFound(role === 'ADMIN' ? 'Admin not found' : 'Faculty member not found');
    return row;
  }

  async one(actor: Actor, role: StaffRole, id: string): Promise<StaffMember> {
    return presentStaff(await this.load(teamScope(actor), role, id));
  }

  /** The existing add-member flow: no password yet, an email with a set-password link. */
  async add(actor: Actor, role: StaffRole, body: AddStaffBody): Promise<StaffMember> {
    teamScope(actor, role);
    if (body.phone && (await phoneTakenByOther(this.db, body.phone, ''))) throw phoneInUse();
    const member = await this.institutes.addMember(
      actor,
      { role, ...body },
      { action: `${ENTITY[role]}.${VERBS[role].add}`, summary: `Added ${NOUN[role]} ${body.name}` },
    );
    return this.one(actor, role, member.id);
  }

  async update(actor: Actor, role: StaffRole, id: string, body: UpdateStaffBody): Promise<StaffMember> {
    const instituteId = teamScope(actor, role);
    const row = await this.load(instituteId, role, id);
    if (body.phone && (await phoneTakenByOther(this.db, body.phone, id))) {
      throw phoneInUse();
    }
    const values = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    await this.db.transaction(async (tx) => {
      await updateStaff(tx, instituteId, id, values);
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: `${ENTITY[role]}.updated`,
        entityType: ENTITY[role],
        entityId: id,
        summary: `Updated ${NOUN[role]} ${body.name ?? row.name}`,
        data: { before: { name: row.name, phone: row.phone }, after: values },
      });
    });
    return this.one(actor, role, id);
  }

  /** Disables the account, ends its sessions and frees its committee seat; what they wrote stays. */
  async deactivate(actor: Actor, role: StaffRole, id: string): Promise<StaffMember> {
    const instituteId = teamScope(actor, role);
    const row = await this.load(instituteId, role, id);
    if (row.id === actor.id) throw forbidden('You cannot deactivate yourself');
    if (row.status === 'DISABLED') throw conflict(`This ${NOUN[role]} is already deactivated`);
    await this.db.transaction(async (tx) => {
      await updateStaff(tx, instituteId, id, { status: 'DISABLED' });
      const events: AuditEvent[] = [
        {
          instituteId,
          actorId: actor.id,
          action: `${ENTITY[role]}.${VERBS[role].off}`,
          entityType: ENTITY[role],
          entityId: id,
          summary: `${role === 'ADMIN' ? 'Removed' : 'Deactivated'} ${NOUN[role]} ${row.name}`,
        },
      ];
      if (await closeCommitteeSeat(tx, instituteId, id)) {
        events.push({
          instituteId,
          actorId: actor.id,
          action: 'committee.member_removed',
          entityType: 'committee',
          entityId: id,
          summary: `${row.name} left the approval committee (account deactivated)`,
        });
      }
      await recordAudit(tx, events);
    });
    await this.sessions.endAllFor(id);
    return this.one(actor, role, id);
  }

  async reactivate(actor: Actor, role: StaffRole, id: string): Promise<StaffMember> {
    const instituteId = teamScope(actor, role);
    const row = await this.load(instituteId, role, id);
    if (row.status === 'ACTIVE') throw conflict(`This ${NOUN[role]} is already active`);
    await this.db.transaction(async (tx) => {
      await updateStaff(tx, instituteId, id, { status: 'ACTIVE' });
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: `${ENTITY[role]}.${VERBS[role].on}`,
        entityType: ENTITY[role],
        entityId: id,
        summary: `Reactivated ${NOUN[role]} ${row.name}`,
      });
    });
    return this.one(actor, role, id);
  }

  /** What a faculty member teaches: their class-section subjects. */
  async teaching(actor: Actor, id: string): Promise<Teaching[]> {
    const instituteId = teamScope(actor);
    await this.load(instituteId, 'FACULTY', id);
    return listTeaching(this.db, instituteId, id);
  }

  async history(actor: Actor, entityTypes: string[], query: { page: number; size: number }) {
    const { rows, total } = await listAudit(this.db, teamScope(actor), { entityTypes, ...query });
    return pageFrom<HistoryEvent>(rows.map(presentEvent), total, query);
  }
}
