/** Rows -> staff members, committee seats and history lines. */
import type { CommitteeMember, HistoryEvent, StaffMember, StaffStatus } from '@noticeboard/shared';
import type { StaffRow } from './team.repository';

export function staffStatus(row: {
  status: 'ACTIVE' | 'DISABLED' | 'ERASED';
  passwordHash: string | null;
}): StaffStatus {
  if (row.status !== 'ACTIVE') return 'DEACTIVATED';
  return row.passwordHash ? 'ACTIVE' : 'PENDING';
}

export function presentStaff(row: StaffRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    customUrl: row.customUrl,
    role: row.userType === 'ADMIN' ? 'ADMIN' : 'FACULTY',
    status: staffStatus(row),
    inCommittee: row.inCommittee,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentSeat(
  row: {
    userId: string;
    name: string;
    email: string;
    userType: 'FACULTY' | 'ADMIN' | null;
    addedAt: Date;
  },
  withEmail: boolean,
): CommitteeMember {
  return {
    userId: row.userId,
    name: row.name,
    email: withEmail ? row.email : null,
    role: row.userType === 'ADMIN' ? 'ADMIN' : 'FACULTY',
    addedAt: row.addedAt.toISOString(),
  };
}

export function presentEvent(row: {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  actorName: string | null;
  createdAt: Date;
}): HistoryEvent {
  return {
    id: row.id,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    summary: row.summary,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function pageFrom<T>(content: T[], total: number, query: { page: number; size: number }) {
  const totalPages = Math.ceil(total / query.size);
  return {
    content,
    page: query.page,
    size: query.size,
    totalElements: total,
    totalPages,
    last: query.page >= totalPages - 1,
  };
}
