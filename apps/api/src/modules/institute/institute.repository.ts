/** SQL for institutes and their members. Member queries always take the institute id (tenant scope). */
import type { MemberRole } from '@noticeboard/shared';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { institutes, users } from '../../db/schema';
import type { UserRow } from '../user/user.repository';

export type InstituteRow = typeof institutes.$inferSelect;

export async function insertInstitute(db: Queryable, values: typeof institutes.$inferInsert): Promise<InstituteRow> {
  const [row] = await db.insert(institutes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findInstituteByCustomUrl(db: Queryable, customUrl: string): Promise<InstituteRow | undefined> {
  const [row] = await db
    .select()
    .from(institutes)
    .where(sql`lower(${institutes.customUrl}) = ${customUrl.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findInstituteById(db: Queryable, id: string): Promise<InstituteRow | undefined> {
  const [row] = await db.select().from(institutes).where(eq(institutes.id, id)).limit(1);
  return row;
}

export async function markInstituteVerified(db: Queryable, id: string): Promise<void> {
  await db.update(institutes).set({ verified: true, updatedAt: new Date() }).where(eq(institutes.id, id));
}

function roleCondition(role: MemberRole): SQL {
  return role === 'CANDIDATE'
    ? eq(users.type, 'CANDIDATE')
    : (and(eq(users.type, 'INDIVIDUAL'), eq(users.userType, role)) as SQL);
}

export async function countMembers(db: Queryable, instituteId: string) {
  const rows = await db
    .select({ type: users.type, userType: users.userType, total: count() })
    .from(users)
    .where(and(eq(users.instituteId, instituteId), eq(users.status, 'ACTIVE')))
    .groupBy(users.type, users.userType);
  const totalOf = (match: (row: (typeof rows)[number]) => boolean) =>
    rows.filter(match).reduce((sum, row) => sum + Number(row.total), 0);
  return {
    students: totalOf((row) => row.type === 'CANDIDATE'),
    faculty: totalOf((row) => row.userType === 'FACULTY'),
    admins: totalOf((row) => row.userType === 'ADMIN'),
  };
}

export interface MemberQuery {
  role?: MemberRole | undefined;
  search?: string | undefined;
  page: number;
  size: number;
}

export async function listMembers(
  db: Queryable,
  instituteId: string,
  query: MemberQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [eq(users.instituteId, instituteId), eq(users.status, 'ACTIVE')];
  conditions.push(query.role ? roleCondition(query.role) : sql`${users.type} <> 'INSTITUTE'`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

export async function findMember(db: Queryable, instituteId: string, memberId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, memberId),
        eq(users.instituteId, instituteId),
        eq(users.status, 'ACTIVE'),
        sql`${users.type} <> 'INSTITUTE'`,
      ),
    )
    .limit(1);
  return row;
}

export async function updateMember(
  db: Queryable,
  instituteId: string,
  memberId: string,
  values: Partial<Pick<UserRow, 'name' | 'studentClass' | 'section' | 'status'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, memberId), eq(users.instituteId, instituteId)));
}
