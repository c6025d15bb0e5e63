/** SQL for user accounts. */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { institutes, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** A user with the institute they belong to (null for individuals and institutes' own row fields). */
export type UserWithInstitute = UserRow & { instituteName: string | null; instituteCustomUrl: string | null };

const withInstitute = {
  user: users,
  instituteName: institutes.name,
  instituteCustomUrl: institutes.customUrl,
};

function flatten(row: { user: UserRow; instituteName: string | null; instituteCustomUrl: string | null }) {
  return { ...row.user, instituteName: row.instituteName, instituteCustomUrl: row.instituteCustomUrl };
}

async function findUserWhere(db: Queryable, condition: SQL): Promise<UserWithInstitute | undefined> {
  const [row] = await db
    .select(withInstitute)
    .from(users)
    .leftJoin(institutes, eq(users.instituteId, institutes.id))
    .where(condition)
    .limit(1);
  return row && flatten(row);
}

export const findUserByEmail = (db: Queryable, email: string) =>
  findUserWhere(db, eq(users.email, email.toLowerCase()));

export const findUserById = (db: Queryable, id: string) => findUserWhere(db, eq(users.id, id));

export const findUserByCustomUrl = (db: Queryable, customUrl: string) =>
  findUserWhere(db, sql`lower(${users.customUrl}) = ${customUrl.toLowerCase()}`);

export async function emailExists(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return rows.length > 0;
}

export async function phoneExists(db: Queryable, phone: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return rows.length > 0;
}

/** Custom URLs share one namespace across users and institutes, since both appear in `/{customUrl}/...` paths. */
export async function customUrlExists(db: Queryable, customUrl: string): Promise<boolean> {
  const value = customUrl.toLowerCase();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.customUrl}) = ${value}`)
    .limit(1);
  if (user) return true;
  const [institute] = await db
    .select({ id: institutes.id })
    .from(institutes)
    .where(sql`lower(${institutes.customUrl}) = ${value}`)
    .limit(1);
  return Boolean(institute);
}

export async function insertUser(db: Queryable, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(db: Queryable, id: string, values: Partial<NewUser>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** A person's name as stored ('' when the account is gone): what a record of their action keeps. */
export async function userNameOf(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}

export async function markEmailVerified(db: Queryable, id: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, id), sql`${users.emailVerifiedAt} is null`));
}
