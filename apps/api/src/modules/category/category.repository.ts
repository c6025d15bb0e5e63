/** SQL for an institute's own community categories; every query takes the institute id. */
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { instituteCategories } from '../../db/schema';

export type CategoryRow = typeof instituteCategories.$inferSelect;

export function listCategories(db: Queryable, instituteId: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(instituteCategories)
    .where(eq(instituteCategories.instituteId, instituteId))
    .orderBy(asc(instituteCategories.name));
}

export async function findCategory(db: Queryable, instituteId: string, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(instituteCategories)
    .where(and(eq(instituteCategories.instituteId, instituteId), eq(instituteCategories.id, id)))
    .limit(1);
  return row;
}

export async function findCategoryBySlug(
  db: Queryable,
  instituteId: string,
  slug: string,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(instituteCategories)
    .where(and(eq(instituteCategories.instituteId, instituteId), eq(instituteCategories.slug, slug)))
    .limit(1);
  return row;
}

export async function insertCategory(
  db: Queryable,
  values: { instituteId: string; name: string; slug: string },
): Promise<CategoryRow> {
  const [row] = await db.insert(instituteCategories).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function renameCategory(
  db: Queryable,
  instituteId: string,
  id: string,
  values: { name: string; slug: string },
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(instituteCategories)
    .set(values)
    .where(and(eq(instituteCategories.instituteId, instituteId), eq(instituteCategories.id, id)))
    .returning();
  return row;
}

export async function deleteCategory(db: Queryable, instituteId: string, id: string): Promise<void> {
  await db
    .delete(instituteCategories)
    .where(and(eq(instituteCategories.instituteId, instituteId), eq(instituteCategories.id, id)));
}
