/** Newsletters' SQL: every read and write scoped by the school, the audience as one statement, the send queue. */
import type { NewsletterAudience, SectionType, StudentClass } from '@noticeboard/shared';
import { and, count, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  articles,
  assignments,
  classSections,
  institutes,
  newsletterBrands,
  newsletterDeliveries,
  newsletterImages,
  newsletters,
  newsletterUnsubscribes,
  parentConsents,
  posts,
  publishers,
  users,
} from '../../db/schema';
import { rowsOf } from '../../lib/paging';
import { consentDecisionSql } from '../consent/consent-ledger.repository';

export type NewsletterRow = typeof newsletters.$inferSelect;
export type NewNewsletter = typeof newsletters.$inferInsert;

export async function insertNewsletter(db: Queryable, values: NewNewsletter): Promise<NewsletterRow> {
  const [row] = await db.insert(newsletters).values(values).returning();
  if (!row) throw new Error('newsletter not inserted');
  return row;
}

/** A school's newsletter (undefined for another school's: the same as unknown). */
export async function findNewsletter(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select()
    .from(newsletters)
    .where(and(eq(newsletters.id, id), eq(newsletters.instituteId, instituteId)));
  return row;
}

export async function lockNewsletter(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select()
    .from(newsletters)
    .where(and(eq(newsletters.id, id), eq(newsletters.instituteId, instituteId)))
    .for('update');
  return row;
}

export async function updateNewsletter(db: Queryable, id: string, values: Partial<NewNewsletter>) {
  const [row] = await db.update(newsletters).set(values).where(eq(newsletters.id, id)).returning();
  if (!row) throw new Error('newsletter not updated');
  return row;
}

export async function deleteNewsletter(db: Queryable, id: string): Promise<void> {
  await db.delete(newsletters).where(eq(newsletters.id, id));
}

export async function listNewsletters(db: Queryable, instituteId: string, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletters)
      .where(eq(newsletters.instituteId, instituteId))
      .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(newsletters).where(eq(newsletters.instituteId, instituteId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface DeliveryTotals {
  delivered: number;
  failed: number;
  unconfirmed: number;
  pending: number;
  unsubscribed: number;
}

/** The totals of each newsletter: counts by delivery state and the unsubscribes through its links. */
export async function totalsOf(db: Queryable, ids: string[]): Promise<Map<string, DeliveryTotals>> {
  const totals = new Map<string, DeliveryTotals>();
  for (const id of ids) totals.set(id, { delivered: 0, failed: 0, unconfirmed: 0, pending: 0, unsubscribed: 0 });
  if (ids.length === 0) return totals;
  const [states, unsubscribed] = await Promise.all([
    db
      .select({ id: newsletterDeliveries.newsletterId, state: newsletterDeliveries.state, n: count() })
      .from(newsletterDeliveries)
      .where(inArray(newsletterDeliveries.newsletterId, ids))
      .groupBy(newsletterDeliveries.newsletterId, newsletterDeliveries.state),
    db
      .select({ id: newsletterUnsubscribes.newsletterId, n: count() })
      .from(newsletterUnsubscribes)
      .where(inArray(newsletterUnsubscribes.newsletterId, ids))
      .groupBy(newsletterUnsubscribes.newsletterId),
  ]);
  for (const row of states) {
    const entry = totals.get(row.id);
    if (!entry) continue;
    if (row.state === 'SENT') entry.delivered += row.n;
    else if (row.state === 'FAILED') entry.failed += row.n;
    else if (row.state === 'UNCONFIRMED') entry.unconfirmed += row.n;
    else entry.pending += row.n;
  }
  for (const row of unsubscribed) {
    const entry = row.id ? totals.get(row.id) : undefined;
    if (entry) entry.unsubscribed = row.n;
  }
  return totals;
}

/** The assessment made from each newsletter (its code), if any. */
export async function assessmentCodesOf(db: Queryable, instituteId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ newsletterId: assignments.newsletterId, code: assignments.code })
    .from(assignments)
    .where(and(eq(assignments.instituteId, instituteId), inArray(assignments.newsletterId, ids)))
    .orderBy(assignments.createdAt);
  return new Map(rows.flatMap((row) => (row.newsletterId ? [[row.newsletterId, row.code] as const] : [])));
}

export async function instituteOf(db: Queryable, instituteId: string) {
  const [row] = await db
    .select({ id: institutes.id, name: institutes.name, customUrl: institutes.customUrl })
    .from(institutes)
    .where(eq(institutes.id, instituteId));
  return row;
}

export async function instituteByCustomUrl(db: Queryable, customUrl: string) {
  const [row] = await db
    .select({ id: institutes.id, name: institutes.name, customUrl: institutes.customUrl })
    .from(institutes)
    .where(sql`lower(${institutes.customUrl}) = lower(${customUrl})`);
  return row;
}

/** A sent (or sending) newsletter of the school by its slug; drafts and scheduled ones are not found. */
export async function publishedBySlug(db: Queryable, instituteId: string, slug: string) {
  const [row] = await db
    .select()
    .from(newsletters)
    .where(
      and(
        eq(newsletters.instituteId, instituteId),
        eq(newsletters.slug, slug),
        inArray(newsletters.state, ['SENDING', 'SENT']),
      ),
    );
  return row;
}

export async function listPublished(db: Queryable, instituteId: string, limit: number, offset: number) {
  const where = and(eq(newsletters.instituteId, instituteId), inArray(newsletters.state, ['SENDING', 'SENT']));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: newsletters.id,
        slug: newsletters.slug,
        title: newsletters.title,
        preheader: newsletters.preheader,
        sentAt: newsletters.sentAt,
      })
      .from(newsletters)
      .where(where)
      .orderBy(desc(newsletters.sentAt), desc(newsletters.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(newsletters).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The school's classes and sections: those it runs and those its active students are in. */
export async function classSectionsOf(db: Queryable, instituteId: string) {
  const result = await db.execute(sql`
    select ${classSections.studentClass} as "studentClass", ${classSections.section} as "section"
      from ${classSections} where ${classSections.instituteId} = ${instituteId}
    union
    select ${users.studentClass}, ${users.section} from ${users}
      where ${users.instituteId} = ${instituteId} and ${users.type} = 'CANDIDATE' and ${users.status} = 'ACTIVE'
        and ${users.studentClass} is not null and ${users.section} is not null`);
  return rowsOf<{ studentClass: StudentClass; section: SectionType }>(result);
}

/**
 * Every lower-case address the audience reaches in the school, one row each, without the unsubscribed: active
 * students and staff of this school only, and the parent emails held for its active students.
 */
function audienceAddresses(instituteId: string, audience: NewsletterAudience): SQL | null {
  const parts: SQL[] = [];
  const activeStudents = sql`s.institute_id = ${instituteId} and s.type = 'CANDIDATE' and s.status = 'ACTIVE'`;
  const students = (where: SQL) => sql`select s.email from ${users} s where ${activeStudents} and ${where}`;
  const parentsOf = (where: SQL) =>
    sql`select p.parent_email from ${parentConsents} p join ${users} s on s.id = p.student_id
        where p.institute_id = ${instituteId} and ${activeStudents} and ${where}`;
  const staff = sql`select u.email from ${users} u where u.institute_id = ${instituteId} and u.status = 'ACTIVE'
        and u.type = 'INDIVIDUAL' and u.user_type in ('FACULTY', 'ADMIN')`;
  if (audience.everyone) parts.push(students(sql`true`), parentsOf(sql`true`), staff);
  if (audience.staff) parts.push(staff);
  if (audience.parents) parts.push(parentsOf(sql`true`));
  const places: SQL[] = [];
  if (audience.classes.length > 0) {
    places.push(
      sql`s.student_class::text in (${sql.join(
        audience.classes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  }
  if (audience.sections.length > 0) {
    const keys = audience.sections.map((place) => sql`${`${place.studentClass}:${place.section}`}`);
    places.push(sql`(s.student_class::text || ':' || coalesce(s.section::text, '')) in (${sql.join(keys, sql`, `)})`);
  }
  if (places.length > 0) {
    const where = sql`(${sql.join(places, sql` or `)})`;
    parts.push(students(where), parentsOf(where));
  }
  if (parts.length === 0) return null;
  return sql`select distinct lower(trim(address.email)) as email
    from (${sql.join(parts, sql` union all `)}) as address(email)
    where address.email is not null and position('@' in address.email) > 1
      and lower(trim(address.email)) not in (
        select ${newsletterUnsubscribes.email} from ${newsletterUnsubscribes}
        where ${newsletterUnsubscribes.instituteId} = ${instituteId})`;
}

export async function audienceSize(db: Queryable, instituteId: string, audience: NewsletterAudience) {
  const addresses = audienceAddresses(instituteId, audience);
  if (!addresses) return 0;
  const result = await db.execute(sql`select count(*)::int as n from (${addresses}) as reached`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** The audience's addresses (tests and the preview list). */
export async function audienceEmails(db: Queryable, instituteId: string, audience: NewsletterAudience) {
  const addresses = audienceAddresses(instituteId, audience);
  if (!addresses) return [];
  return rowsOf<{ email: string }>(await db.execute(addresses)).map((row) => row.email);
}

/** Queues one delivery per address (a second call adds nobody twice); how many rows the newsletter has. */
export async function queueDeliveries(
  db: Queryable,
  newsletterId: string,
  instituteId: string,
  audience: NewsletterAudience,
) {
  const addresses = audienceAddresses(instituteId, audience);
  if (addresses) {
    await db.execute(sql`insert into ${newsletterDeliveries} (newsletter_id, email)
      select ${newsletterId}, reached.email from (${addresses}) as reached
      on conflict (newsletter_id, email) do nothing`);
  }
  const [total] = await db
    .select({ n: count() })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.newsletterId, newsletterId));
  return total?.n ?? 0;
}

/** Newsletters whose scheduled time has come. */
export function dueNewsletters(db: Queryable, now: Date, limit: number) {
  return db
    .select()
    .from(newsletters)
    .where(and(eq(newsletters.state, 'SCHEDULED'), lte(newsletters.scheduledAt, now)))
    .orderBy(newsletters.scheduledAt)
    .limit(limit);
}

export function sendingNewsletters(db: Queryable, limit: number) {
  return db.select().from(newsletters).where(eq(newsletters.state, 'SENDING')).orderBy(newsletters.sentAt).limit(limit);
}

/**
 * Claims up to `limit` waiting deliveries: marked SENDING (with the time) in the claiming statement, so a second
 * sender skips them (SKIP LOCKED) and, once committed, nobody claims them again.
 */
export async function claimDeliveries(db: Queryable, newsletterId: string, now: Date, limit: number) {
  const result = await db.execute(sql`
    update ${newsletterDeliveries} set state = 'SENDING', claimed_at = ${now}, attempts = attempts + 1
    where id in (
      select id from ${newsletterDeliveries}
      where newsletter_id = ${newsletterId} and state = 'PENDING'
      order by email limit ${limit}
      for update skip locked)
    returning id, email, attempts`);
  return rowsOf<{ id: string; email: string; attempts: number }>(result);
}

export async function markSent(db: Queryable, id: string, now: Date): Promise<void> {
  await db
    .update(newsletterDeliveries)
    .set({ state: 'SENT', sentAt: now, lastError: null })
    .where(and(eq(newsletterDeliveries.id, id), eq(newsletterDeliveries.state, 'SENDING')));
}

/** The mail server refused it: back in the queue, or FAILED after the last attempt. */
export async function markRefused(db: Queryable, id: string, error: string, finalAttempt: boolean): Promise<void> {
  await db
    .update(newsletterDeliveries)
    .set({ state: finalAttempt ? 'FAILED' : 'PENDING', lastError: error.slice(0, 500) })
    .where(and(eq(newsletterDeliveries.id, id), eq(newsletterDeliveries.state, 'SENDING')));
}

/** Claims older than `before` belong to a sender that stopped: perhaps sent, so never sent again. */
export async function giveUpStaleClaims(db: Queryable, newsletterId: string, before: Date): Promise<number> {
  const rows = await db
    .update(newsletterDeliveries)
    .set({ state: 'UNCONFIRMED' })
    .where(
      and(
        eq(newsletterDeliveries.newsletterId, newsletterId),
        eq(newsletterDeliveries.state, 'SENDING'),
        lte(newsletterDeliveries.claimedAt, before),
      ),
    )
    .returning({ id: newsletterDeliveries.id });
  return rows.length;
}

export async function openDeliveries(db: Queryable, newsletterId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.newsletterId, newsletterId),
        inArray(newsletterDeliveries.state, ['PENDING', 'SENDING']),
      ),
    );
  return row?.n ?? 0;
}

/** SENDING → SENT once nothing waits (a conditional update: only one sender makes the change). */
export async function finishSending(db: Queryable, newsletterId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(newsletters)
    .set({ state: 'SENT', updatedAt: now })
    .where(and(eq(newsletters.id, newsletterId), eq(newsletters.state, 'SENDING')))
    .returning({ id: newsletters.id });
  return rows.length > 0;
}

export async function addUnsubscribe(db: Queryable, instituteId: string, email: string, newsletterId: string | null) {
  await db
    .insert(newsletterUnsubscribes)
    .values({ instituteId, email: email.toLowerCase(), newsletterId })
    .onConflictDoNothing();
  // Anything still queued to the address from this school stops here.
  await db.execute(sql`update ${newsletterDeliveries} d set state = 'FAILED', last_error = 'unsubscribed'
    from ${newsletters} n
    where d.newsletter_id = n.id and n.institute_id = ${instituteId} and d.email = ${email.toLowerCase()}
      and d.state = 'PENDING'`);
}

/** The school's published posts everyone may see (the only ones a newsletter, an open page, may show). */
export function usablePosts(db: Queryable, instituteId: string, ids: string[] | null, search: string | undefined) {
  const conditions = [
    eq(posts.instituteId, instituteId),
    eq(posts.visibility, 'GLOBAL'),
    eq(posts.feedKind, 'community'),
    isNull(posts.removedAt),
    sql`${posts.publishedAt} is not null`,
  ];
  if (ids) conditions.push(inArray(posts.id, ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000']));
  if (search) conditions.push(sql`${posts.descriptionText} ilike ${`%${search.replace(/[%_\\]/g, '\\$&')}%`}`);
  return db
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      text: posts.descriptionText,
      publishedAt: posts.publishedAt,
      authorId: users.id,
      authorName: users.name,
      authorType: users.type,
      authorInstituteId: users.instituteId,
      authorDateOfBirth: users.dateOfBirth,
      communityConsent: consentDecisionSql('COMMUNITY', users.id),
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(and(...conditions))
    .orderBy(desc(posts.publishedAt))
    .limit(ids ? Math.max(ids.length, 1) : 20);
}

export function usableArticles(db: Queryable, ids: string[] | null, search: string | undefined) {
  const conditions = [eq(articles.status, 'PUBLISHED')];
  if (ids) conditions.push(inArray(articles.id, ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000']));
  if (search) conditions.push(sql`${articles.title} ilike ${`%${search.replace(/[%_\\]/g, '\\$&')}%`}`);
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      summary: articles.summary,
      publisher: publishers.name,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .innerJoin(publishers, eq(publishers.id, articles.publisherId))
    .where(and(...conditions))
    .orderBy(desc(articles.publishedAt))
    .limit(ids ? Math.max(ids.length, 1) : 20);
}

export async function insertImage(db: Queryable, values: typeof newsletterImages.$inferInsert) {
  const [row] = await db.insert(newsletterImages).values(values).returning();
  if (!row) throw new Error('image not inserted');
  return row;
}

export function imagesOf(db: Queryable, newsletterId: string) {
  return db.select().from(newsletterImages).where(eq(newsletterImages.newsletterId, newsletterId));
}

export async function findImage(db: Queryable, newsletterId: string, imageId: string) {
  const [row] = await db
    .select({ image: newsletterImages, state: newsletters.state })
    .from(newsletterImages)
    .innerJoin(newsletters, eq(newsletters.id, newsletterImages.newsletterId))
    .where(and(eq(newsletterImages.id, imageId), eq(newsletterImages.newsletterId, newsletterId)));
  return row;
}

/** The next edition of a series, made once whichever process gets there first. */
export async function insertEdition(db: Queryable, values: NewNewsletter): Promise<NewsletterRow | undefined> {
  const [row] = await db.insert(newsletters).values(values).onConflictDoNothing().returning();
  return row;
}

/** Marks an assessment draft of the school as made from the newsletter. */
export async function linkAssessment(db: Queryable, instituteId: string, code: string, newsletterId: string) {
  await db
    .update(assignments)
    .set({ newsletterId })
    .where(and(eq(assignments.instituteId, instituteId), eq(assignments.code, code)));
}

export type NewsletterBrandRow = typeof newsletterBrands.$inferSelect;

/** A school's newsletter look (undefined until it sets one). */
export async function findBrand(db: Queryable, instituteId: string): Promise<NewsletterBrandRow | undefined> {
  const [row] = await db.select().from(newsletterBrands).where(eq(newsletterBrands.instituteId, instituteId));
  return row;
}

/** Sets some of a school's newsletter look (made on its first change), answering the saved row. */
export async function upsertBrand(
  db: Queryable,
  instituteId: string,
  values: Partial<Omit<NewsletterBrandRow, 'instituteId'>>,
  now: Date,
): Promise<NewsletterBrandRow> {
  const [row] = await db
    .insert(newsletterBrands)
    .values({ instituteId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: newsletterBrands.instituteId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('newsletter brand not saved');
  return row;
}

/** The logo file of a school, only while it is the school's current logo (an older id is not found). */
export async function brandLogoKey(db: Queryable, instituteId: string, logoId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ key: newsletterBrands.logoKey })
    .from(newsletterBrands)
    .where(and(eq(newsletterBrands.instituteId, instituteId), eq(newsletterBrands.logoId, logoId)));
  return row?.key ?? undefined;
}
