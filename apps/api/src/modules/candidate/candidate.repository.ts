/** SQL for an institute's students. Every query takes the institute id (tenant scope). */
import type { CandidateListQuery } from '@noticeboard/shared';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { oneTimeLinks, parentConsents, users } from '../../db/schema';
import type { NewUser, UserRow } from '../user/user.repository';

const CHUNK = 500;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function listWhere(instituteId: string, query: CandidateListQuery): SQL {
  const conditions: SQL[] = [
    eq(users.instituteId, instituteId),
    eq(users.type, 'CANDIDATE'),
    eq(users.status, query.status === 'REMOVED' ? 'DISABLED' : 'ACTIVE'),
  ];
  if (query.studentClass) conditions.push(eq(users.studentClass, query.studentClass));
  if (query.section) conditions.push(eq(users.section, query.section));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.rollNumber, pattern)) as SQL,
    );
  }
  return and(...conditions) as SQL;
}

/** Ordered along users_institute_class_idx so a page is read from the index, not sorted in memory. */
export async function listCandidates(db: Queryable, instituteId: string, query: CandidateListQuery) {
  const where = listWhere(instituteId, query);
  const order =
    query.sort === 'name'
      ? [asc(users.name), asc(users.id)]
      : [asc(users.studentClass), asc(users.section), asc(users.name), asc(users.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

export async function findCandidate(db: Queryable, instituteId: string, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.instituteId, instituteId), eq(users.type, 'CANDIDATE')))
    .limit(1);
  return row;
}

export async function updateCandidates(
  db: Queryable,
  instituteId: string,
  ids: string[],
  values: Partial<Pick<UserRow, 'name' | 'rollNumber' | 'dateOfBirth' | 'studentClass' | 'section' | 'status'>>,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inArray(users.id, ids), eq(users.instituteId, instituteId), eq(users.type, 'CANDIDATE')))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** The emails (lower-case) of any account, in any institute, that are already taken. */
export async function takenEmails(db: Queryable, emails: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of chunks(emails, 1000)) {
    const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, part));
    for (const row of rows) taken.add(row.email);
  }
  return taken;
}

export async function takenCustomUrls(db: Queryable, urls: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of chunks(urls, 1000)) {
    const lowered = part.map((url) => url.toLowerCase());
    const rows = await db
      .select({ url: sql<string>`lower(${users.customUrl})` })
      .from(users)
      .where(inArray(sql`lower(${users.customUrl})`, lowered));
    for (const row of rows) taken.add(row.url);
  }
  return taken;
}

export async function insertCandidates(db: Queryable, values: NewUser[]): Promise<UserRow[]> {
  const inserted: UserRow[] = [];
  for (const part of chunks(values)) inserted.push(...(await db.insert(users).values(part).returning()));
  return inserted;
}

export async function insertSetPasswordLinks(
  db: Queryable,
  links: Array<{ userId: string; tokenHash: string; expiresAt: Date }>,
): Promise<void> {
  for (const part of chunks(links)) {
    await db.insert(oneTimeLinks).values(part.map((link) => ({ ...link, purpose: 'SET_PASSWORD' as const })));
  }
}

/** Pending requests without a token: the consent module emails them. */
export async function insertPendingConsents(
  db: Queryable,
  values: Array<{ instituteId: string; studentId: string; parentName: string; parentEmail: string }>,
): Promise<void> {
  for (const part of chunks(values)) await db.insert(parentConsents).values(part).onConflictDoNothing();
}
