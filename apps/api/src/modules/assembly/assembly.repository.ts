/** SQL of the assembly: settings, bulletins (one per school and day), the news and quiz facts a bulletin is made of. */
import type { TopicCategory } from '@noticeboard/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  articles,
  assemblyBulletins,
  assemblySettings,
  instituteHiddenArticles,
  institutes,
  quizDailyScores,
  users,
} from '../../db/schema';
import type { HeadlineCandidate } from './headline-pick';

export type SettingsRow = typeof assemblySettings.$inferSelect;
export type SettingsValues = Omit<typeof assemblySettings.$inferInsert, 'updatedAt'>;
export type BulletinRow = typeof assemblyBulletins.$inferSelect;
export type NewBulletin = typeof assemblyBulletins.$inferInsert;

export async function findSettings(db: Queryable, instituteId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(assemblySettings).where(eq(assemblySettings.instituteId, instituteId)).limit(1);
  return row;
}

export async function saveSettings(db: Queryable, values: SettingsValues): Promise<SettingsRow> {
  const { instituteId, ...rest } = values;
  const [row] = await db
    .insert(assemblySettings)
    .values(values)
    .onConflictDoUpdate({ target: assemblySettings.instituteId, set: { ...rest, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('settings not saved');
  return row;
}

/** Every school whose assembly is on (the job's round). */
export function enabledSettings(db: Queryable): Promise<SettingsRow[]> {
  return db.select().from(assemblySettings).where(eq(assemblySettings.enabled, true));
}

export async function instituteByCustomUrl(db: Queryable, customUrl: string) {
  const [row] = await db
    .select({ id: institutes.id, name: institutes.name, customUrl: institutes.customUrl })
    .from(institutes)
    .where(sql`lower(${institutes.customUrl}) = lower(${customUrl})`)
    .limit(1);
  return row;
}

export async function instituteById(db: Queryable, id: string) {
  const [row] = await db
    .select({ id: institutes.id, name: institutes.name, customUrl: institutes.customUrl })
    .from(institutes)
    .where(eq(institutes.id, id))
    .limit(1);
  return row;
}

export async function findBulletinOfDay(
  db: Queryable,
  instituteId: string,
  day: string,
): Promise<BulletinRow | undefined> {
  const [row] = await db
    .select()
    .from(assemblyBulletins)
    .where(and(eq(assemblyBulletins.instituteId, instituteId), eq(assemblyBulletins.day, day)))
    .limit(1);
  return row;
}

/** A school's bulletin by id (another school's is none). */
export async function findBulletin(db: Queryable, instituteId: string, id: string): Promise<BulletinRow | undefined> {
  const [row] = await db
    .select()
    .from(assemblyBulletins)
    .where(and(eq(assemblyBulletins.instituteId, instituteId), eq(assemblyBulletins.id, id)))
    .limit(1);
  return row;
}

/** Any school's bulletin by id, for routes that learn the school from it (then check the caller against it). */
export async function findAnyBulletin(db: Queryable, id: string): Promise<BulletinRow | undefined> {
  const [row] = await db.select().from(assemblyBulletins).where(eq(assemblyBulletins.id, id)).limit(1);
  return row;
}

export async function lockBulletin(db: Queryable, instituteId: string, id: string): Promise<BulletinRow | undefined> {
  const [row] = await db
    .select()
    .from(assemblyBulletins)
    .where(and(eq(assemblyBulletins.instituteId, instituteId), eq(assemblyBulletins.id, id)))
    .for('update')
    .limit(1);
  return row;
}

/** The newest bulletin already out at `now`. */
export async function latestOutBulletin(
  db: Queryable,
  instituteId: string,
  now: Date,
): Promise<BulletinRow | undefined> {
  const [row] = await db
    .select()
    .from(assemblyBulletins)
    .where(and(eq(assemblyBulletins.instituteId, instituteId), lte(assemblyBulletins.assemblyAt, now)))
    .orderBy(desc(assemblyBulletins.assemblyAt))
    .limit(1);
  return row;
}

/** The bulletin of the school day before `day`, if any (its headlines are not read again). */
export async function previousBulletin(db: Queryable, instituteId: string, day: string) {
  const [row] = await db
    .select({ headlines: assemblyBulletins.headlines })
    .from(assemblyBulletins)
    .where(and(eq(assemblyBulletins.instituteId, instituteId), sql`${assemblyBulletins.day} < ${day}`))
    .orderBy(desc(assemblyBulletins.day))
    .limit(1);
  return row;
}

/** Makes the day's bulletin unless it exists: racing runs make one (the unique school-and-day key). */
export async function insertBulletin(db: Queryable, values: NewBulletin): Promise<boolean> {
  const rows = await db
    .insert(assemblyBulletins)
    .values(values)
    .onConflictDoNothing({ target: [assemblyBulletins.instituteId, assemblyBulletins.day] })
    .returning({ id: assemblyBulletins.id });
  return rows.length > 0;
}

/** Remakes a bulletin nobody has edited yet and that is not out (the settings changed). */
export async function replaceUneditedBulletin(db: Queryable, values: NewBulletin, now: Date): Promise<void> {
  await db
    .update(assemblyBulletins)
    .set({
      assemblyAt: values.assemblyAt,
      headlines: values.headlines,
      announcements: values.announcements,
      thoughtText: values.thoughtText,
      thoughtAuthor: values.thoughtAuthor,
      birthdayUserIds: values.birthdayUserIds,
      toppers: values.toppers,
      revision: sql`${assemblyBulletins.revision} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(assemblyBulletins.instituteId, values.instituteId),
        eq(assemblyBulletins.day, values.day),
        isNull(assemblyBulletins.editedBy),
        gte(assemblyBulletins.assemblyAt, now),
      ),
    );
}

export async function updateBulletin(
  db: Queryable,
  id: string,
  values: Pick<BulletinRow, 'headlines' | 'announcements' | 'thoughtText' | 'correctionNote' | 'editedBy'> & {
    thoughtAuthor: string | null;
  },
): Promise<BulletinRow> {
  const [row] = await db
    .update(assemblyBulletins)
    .set({ ...values, revision: sql`${assemblyBulletins.revision} + 1`, updatedAt: new Date() })
    .where(eq(assemblyBulletins.id, id))
    .returning();
  if (!row) throw new Error('bulletin not updated');
  return row;
}

/**
 * Headline candidates for a school: published articles (the platform removes unsuitable ones) the school has not
 * hidden after a report, of the chosen categories, published before the assembly, newest first.
 */
export function headlineCandidates(
  db: Queryable,
  instituteId: string,
  categories: TopicCategory[],
  before: Date,
  limit: number,
): Promise<HeadlineCandidate[]> {
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      summary: articles.summary,
      category: articles.category,
    })
    .from(articles)
    .where(
      and(
        eq(articles.status, 'PUBLISHED'),
        categories.length ? inArray(articles.category, categories) : undefined,
        lte(articles.publishedAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(instituteHiddenArticles)
            .where(
              and(
                eq(instituteHiddenArticles.instituteId, instituteId),
                eq(instituteHiddenArticles.articleId, articles.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}

/** The best players of a school's daily quiz of one day (score, then less time), active accounts only. */
export function quizToppers(db: Queryable, instituteId: string, day: string, limit: number) {
  return db
    .select({ userId: quizDailyScores.userId, score: quizDailyScores.score })
    .from(quizDailyScores)
    .innerJoin(users, and(eq(users.id, quizDailyScores.userId), eq(users.status, 'ACTIVE')))
    .where(and(eq(quizDailyScores.instituteId, instituteId), eq(quizDailyScores.day, day)))
    .orderBy(desc(quizDailyScores.score), asc(quizDailyScores.timeTakenSeconds), asc(quizDailyScores.lastSubmittedAt))
    .limit(limit);
}

/** Bulletins whose audio does not read their current revision yet, of days not long past. */
export function bulletinsNeedingAudio(db: Queryable, since: Date, limit: number): Promise<BulletinRow[]> {
  return db
    .select()
    .from(assemblyBulletins)
    .where(
      and(
        sql`${assemblyBulletins.audioRevision} is distinct from ${assemblyBulletins.revision}`,
        gte(assemblyBulletins.assemblyAt, since),
      ),
    )
    .orderBy(asc(assemblyBulletins.assemblyAt))
    .limit(limit);
}

/** Records the audio of one revision; a bulletin edited meanwhile keeps needing new audio. */
export async function saveBulletinAudio(
  db: Queryable,
  id: string,
  revision: number,
  values: Pick<BulletinRow, 'audioStatus' | 'audioKey' | 'audioDurationSeconds'>,
): Promise<boolean> {
  const rows = await db
    .update(assemblyBulletins)
    .set({ ...values, audioRevision: revision })
    .where(and(eq(assemblyBulletins.id, id), eq(assemblyBulletins.revision, revision)))
    .returning({ id: assemblyBulletins.id });
  return rows.length > 0;
}

/** New birthdays or toppers of a bulletin not yet out; its audio (which reads them) is made again. */
export async function refreshBulletinFacts(
  db: Queryable,
  id: string,
  facts: Pick<BulletinRow, 'birthdayUserIds' | 'toppers'>,
): Promise<void> {
  await db
    .update(assemblyBulletins)
    .set({ ...facts, audioRevision: null, updatedAt: new Date() })
    .where(eq(assemblyBulletins.id, id));
}

/** A school's bulletins from `sinceDay` on that nobody edited and that were made without any headline. */
export function emptyUneditedBulletins(db: Queryable, instituteId: string, sinceDay: string): Promise<BulletinRow[]> {
  return db
    .select()
    .from(assemblyBulletins)
    .where(
      and(
        eq(assemblyBulletins.instituteId, instituteId),
        gte(assemblyBulletins.day, sinceDay),
        isNull(assemblyBulletins.editedBy),
        sql`jsonb_array_length(${assemblyBulletins.headlines}) = 0`,
      ),
    );
}

/** Fills a bulletin made before the news came in (still unedited and empty). */
export async function fillEmptyBulletin(db: Queryable, id: string, values: NewBulletin): Promise<void> {
  await db
    .update(assemblyBulletins)
    .set({
      headlines: values.headlines,
      birthdayUserIds: values.birthdayUserIds,
      toppers: values.toppers,
      revision: sql`${assemblyBulletins.revision} + 1`,
      audioRevision: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(assemblyBulletins.id, id),
        isNull(assemblyBulletins.editedBy),
        sql`jsonb_array_length(${assemblyBulletins.headlines}) = 0`,
      ),
    );
}
