/** SQL for `/institute/update` and `/individual/update`: the account's own row (and the school's), nothing else. */
import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { institutes, users } from '../../db/schema';

export type AccountUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'phone' | 'dateOfBirth' | 'instituteId' | 'type'
>;
export type AccountInstituteRow = typeof institutes.$inferSelect;

export async function findAccountUser(db: Queryable, userId: string): Promise<AccountUserRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      dateOfBirth: users.dateOfBirth,
      instituteId: users.instituteId,
      type: users.type,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findAccountInstitute(
  db: Queryable,
  instituteId: string,
): Promise<AccountInstituteRow | undefined> {
  const [row] = await db.select().from(institutes).where(eq(institutes.id, instituteId)).limit(1);
  return row;
}

export async function phoneUsedByAnother(db: Queryable, phone: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateAccountUser(
  db: Queryable,
  userId: string,
  values: Partial<Pick<typeof users.$inferInsert, 'name' | 'phone' | 'dateOfBirth'>>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function updateAccountInstitute(
  db: Queryable,
  instituteId: string,
  values: Partial<
    Pick<
      typeof institutes.$inferInsert,
      'name' | 'phone' | 'addressLine' | 'city' | 'stateCode' | 'countryCode' | 'pincode'
    >
  >,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(institutes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(institutes.id, instituteId));
}
