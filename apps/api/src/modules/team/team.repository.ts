/** SQL for faculty, admins and the approval committee; every query is scoped to one institute. */
import type { StaffListQuery, StaffRole } from '@noticeboard/shared';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { approvalCommitteeMembers, classSectionSubjects, classSections, subjects, users } from '../../db/schema';
import type { UserRow } from '../user/user.repository';

const staffOf = (instituteId: string, role: StaffRole): SQL =>
  and(eq(users.instituteId, instituteId), eq(users.type, 'INDIVIDUAL'), eq(users.userType, role)) as SQL;

export const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface StaffRow extends UserRow {
  inCommittee: boolean;
}

const activeSeat = (instituteId: string) =>
  and(
    eq(approvalCommitteeMembers.userId, users.id),
    eq(approvalCommitteeMembers.instituteId, instituteId),
    isNull(approvalCommitteeMembers.removedAt),
  );

function withCommittee(rows: Array<{ user: UserRow; seatId: string | null }>): StaffRow[] {
  return rows.map(({ user, seatId }) => ({ ...user, inCommittee: seatId !== null }));
}

export async function listStaff(
  db: Queryable,
  instituteId: string,
  role: StaffRole,
  query: StaffListQuery,
): Promise<{ rows: StaffRow[]; total: number }> {
  const conditions: SQL[] = [
    staffOf(instituteId, role),
    eq(users.status, query.status === 'DEACTIVATED' ? 'DISABLED' : 'ACTIVE'),
  ];
  if (query.search) {
    const pattern = escapeLike(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ user: users, seatId: approvalCommitteeMembers.id })
      .from(users)
      .leftJoin(approvalCommitteeMembers, activeSeat(instituteId))
      .where(where)
      .orderBy(asc(users.name), users.id)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: withCommittee(rows), total: Number(totals?.total ?? 0) };
}

/** Any staff member of the institute with this role, active or deactivated. */
export async function findStaff(
  db: Queryable,
  instituteId: string,
  role: StaffRole,
  id: string,
): Promise<StaffRow | undefined> {
  const rows = await db
    .select({ user: users, seatId: approvalCommitteeMembers.id })
    .from(users)
    .leftJoin(approvalCommitteeMembers, activeSeat(instituteId))
    .where(and(staffOf(instituteId, role), eq(users.id, id)))
    .limit(1);
  return withCommittee(rows)[0];
}

export async function updateStaff(
  db: Queryable,
  instituteId: string,
  id: string,
  values: Partial<Pick<UserRow, 'name' | 'phone' | 'status'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.instituteId, instituteId)));
}

export async function phoneTakenByOther(db: Queryable, phone: string, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return row !== undefined && row.id !== userId;
}

export async function listTeaching(db: Queryable, instituteId: string, facultyId: string) {
  return db
    .select({
      id: classSectionSubjects.id,
      studentClass: classSections.studentClass,
      section: classSections.section,
      subjectId: subjects.id,
      subjectName: subjects.name,
    })
    .from(classSectionSubjects)
    .innerJoin(classSections, eq(classSections.id, classSectionSubjects.classSectionId))
    .innerJoin(subjects, eq(subjects.id, classSectionSubjects.subjectId))
    .where(and(eq(classSectionSubjects.instituteId, instituteId), eq(classSectionSubjects.facultyId, facultyId)))
    .orderBy(asc(classSections.studentClass), asc(classSections.section), asc(subjects.name));
}

export async function listCommittee(db: Queryable, instituteId: string) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      userType: users.userType,
      addedAt: approvalCommitteeMembers.addedAt,
    })
    .from(approvalCommitteeMembers)
    .innerJoin(users, eq(users.id, approvalCommitteeMembers.userId))
    .where(and(eq(approvalCommitteeMembers.instituteId, instituteId), isNull(approvalCommitteeMembers.removedAt)))
    .orderBy(desc(approvalCommitteeMembers.addedAt), users.id);
}

export async function isCommitteeMember(db: Queryable, instituteId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: approvalCommitteeMembers.id })
    .from(approvalCommitteeMembers)
    .where(
      and(
        eq(approvalCommitteeMembers.instituteId, instituteId),
        eq(approvalCommitteeMembers.userId, userId),
        isNull(approvalCommitteeMembers.removedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCommitteeSeat(db: Queryable, instituteId: string, userId: string): Promise<void> {
  await db.insert(approvalCommitteeMembers).values({ instituteId, userId });
}

/** Soft removal: the seat keeps its dates for the history; true when a seat was open. */
export async function closeCommitteeSeat(db: Queryable, instituteId: string, userId: string): Promise<boolean> {
  const closed = await db
    .update(approvalCommitteeMembers)
    .set({ removedAt: new Date() })
    .where(
      and(
        eq(approvalCommitteeMembers.instituteId, instituteId),
        eq(approvalCommitteeMembers.userId, userId),
        isNull(approvalCommitteeMembers.removedAt),
      ),
    )
    .returning({ id: approvalCommitteeMembers.id });
  return closed.length > 0;
}

/** An ACTIVE faculty member or admin of the institute, the only people who may sit on the committee. */
export async function findActiveStaff(db: Queryable, instituteId: string, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.instituteId, instituteId),
        eq(users.type, 'INDIVIDUAL'),
        eq(users.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row;
}
