/**
 * The SQL of erasure, driven by the catalogue: table and column names come from `PERSONAL_DATA_CATALOGUE` (constants,
 * checked against a plain identifier pattern), the person's id, name, email and phone are always parameters.
 * Every statement finds only what is still there, so a step run twice does nothing the second time.
 */
import { ERASED_MEMBER_NAME } from '@noticeboard/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { rowsOf } from '../../lib/paging';
import type { FileColumn } from './personal-data.catalogue';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** A table or column name from the catalogue, quoted; anything else is a programming error. */
export function identifier(name: string): SQL {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain identifier: ${name}`);
  return sql.raw(`"${name}"`);
}

export interface PersonToErase {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  instituteId: string | null;
}

export async function personToErase(db: Queryable, userId: string): Promise<PersonToErase | null> {
  const result = await db.execute(sql`
    select id, name, email, phone, institute_id as "instituteId" from users where id = ${userId}`);
  return rowsOf<PersonToErase>(result)[0] ?? null;
}

/** Everyone whose account a school's own deletion erases: its members, then the school account itself. */
export async function membersOfInstitute(db: Queryable, instituteId: string, schoolAccountId: string) {
  const result = await db.execute(sql`
    select id from users
    where institute_id = ${instituteId} and status <> 'ERASED' and id <> ${schoolAccountId}
    order by created_at`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** The storage keys a column holds on the rows `where` picks. */
export async function fileKeysOf(db: Queryable, table: string, files: FileColumn[], where: SQL): Promise<string[]> {
  const keys: string[] = [];
  for (const file of files) {
    const column = identifier(file.column);
    const picked =
      file.shape === 'key'
        ? sql`select ${column} as key from ${identifier(table)} where ${where} and ${column} is not null`
        : file.shape === 'key-array'
          ? sql`select jsonb_array_elements_text(${column}) as key from ${identifier(table)} where ${where}`
          : sql`select element->>'key' as key from ${identifier(table)}, jsonb_array_elements(${column}) as element where ${where}`;
    for (const row of rowsOf<{ key: string | null }>(await db.execute(picked))) if (row.key) keys.push(row.key);
  }
  return keys;
}

const affected = (result: unknown): number =>
  (result as { rowCount?: number; affectedRows?: number }).rowCount ??
  (result as { affectedRows?: number }).affectedRows ??
  0;

export async function deleteRows(db: Queryable, table: string, where: SQL): Promise<number> {
  return affected(await db.execute(sql`delete from ${identifier(table)} where ${where}`));
}

export async function detachColumn(db: Queryable, table: string, column: string, userId: string): Promise<number> {
  const target = identifier(column);
  return affected(await db.execute(sql`update ${identifier(table)} set ${target} = null where ${target} = ${userId}`));
}

/** `actor_name` beside `actor_id`: the copy of the name reads "Former member". */
export async function replaceNameCopies(
  db: Queryable,
  table: string,
  nameColumn: string,
  idColumn: string,
  userId: string,
): Promise<number> {
  const name = identifier(nameColumn);
  return affected(
    await db.execute(sql`
      update ${identifier(table)} set ${name} = ${ERASED_MEMBER_NAME}
      where ${identifier(idColumn)} = ${userId} and ${name} is distinct from ${ERASED_MEMBER_NAME}`),
  );
}

/**
 * A mention as a whole word or phrase (PostgreSQL's regular expressions): never inside a longer word, so erasing
 * "Raj Kumar" leaves "Raj Kumari" — someone else — as it was.
 */
export function wholeMention(text: string): string {
  return `(?<![[:alnum:]_])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![[:alnum:]_])`;
}

/** The person's name, email and phone wherever generated text carries them (others' notices, histories). */
export async function redactMentions(
  db: Queryable,
  table: string,
  column: string,
  kind: 'text' | 'jsonb',
  mentions: string[],
): Promise<number> {
  const target = identifier(column);
  let total = 0;
  for (const mention of mentions) {
    if (mention.length < 3) continue;
    if (kind === 'text') {
      const pattern = wholeMention(mention);
      total += affected(
        await db.execute(sql`
          update ${identifier(table)} set ${target} = regexp_replace(${target}, ${pattern}, ${ERASED_MEMBER_NAME}, 'g')
          where ${target} ~ ${pattern}`),
      );
    } else {
      // Inside JSON the words are escaped as JSON strings are: replace the escaped form, so the document stays valid.
      const pattern = wholeMention(JSON.stringify(mention).slice(1, -1));
      const replacement = JSON.stringify(ERASED_MEMBER_NAME).slice(1, -1);
      total += affected(
        await db.execute(sql`
          update ${identifier(table)} set ${target} = regexp_replace(${target}::text, ${pattern}, ${replacement}, 'g')::jsonb
          where ${target}::text ~ ${pattern}`),
      );
    }
  }
  return total;
}

/** What type each column to redact has (text or jsonb), read once per run. */
export async function columnKinds(db: Queryable, tables: string[]): Promise<Map<string, 'text' | 'jsonb'>> {
  const result = await db.execute(sql`
    select table_name as "table", column_name as "column", data_type as type
    from information_schema.columns
    where table_schema = 'public' and table_name in (${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )})`);
  const kinds = new Map<string, 'text' | 'jsonb'>();
  for (const row of rowsOf<{ table: string; column: string; type: string }>(result)) {
    kinds.set(`${row.table}.${row.column}`, row.type === 'jsonb' ? 'jsonb' : 'text');
  }
  return kinds;
}

export const rowsWhere = (column: string, userId: string): SQL => sql`${identifier(column)} = ${userId}`;
/** Rows whose `column` points at a row of `parent` whose `parentBy` holds `id`. */
export const rowsThrough = (through: { column: string; parent: string; parentBy: string }, id: string): SQL =>
  sql`${identifier(through.column)} in (select id from ${identifier(through.parent)} where ${identifier(through.parentBy)} = ${id})`;
export const rowsWithEmail = (column: string, email: string): SQL => sql`lower(${identifier(column)}) = ${email}`;

// ——— The steps a column alone cannot say (CUSTOM_STEPS in erasure.service.ts) ———

/** Their likes go, and the posts they liked count one fewer. */
export async function eraseLikes(db: Queryable, userId: string): Promise<number> {
  const result = await db.execute(sql`
    with gone as (delete from post_likes where user_id = ${userId} returning post_id)
    update posts set likes_count = greatest(likes_count - 1, 0) from gone where posts.id = gone.post_id`);
  return affected(result);
}

/** Posts that stay by "Former member": forum threads someone else replied to, and collab updates. */
const keptPost = (userId: string) => sql`(
  feed_kind = 'collab'
  or (feed_kind = 'forum' and exists (
    select 1 from post_comments c where c.post_id = posts.id and c.author_id <> ${userId})))`;

export async function attachmentFilesOfPosts(db: Queryable, userId: string): Promise<string[]> {
  // Attachments of the person's posts are theirs (only the author attaches), so the owner rule removed them already;
  // this finds any attached by someone else to a post of theirs that is going.
  const where = sql`post_id in (select id from posts where author_id = ${userId} and not ${keptPost(userId)})`;
  return fileKeysOf(db, 'post_attachments', ATTACHMENT_FILES, where);
}

export const ATTACHMENT_FILES: FileColumn[] = [
  { column: 'storage_key', shape: 'key' },
  { column: 'thumbnail_key', shape: 'key' },
  { column: 'variants', shape: 'object-array' },
  { column: 'related_keys', shape: 'key-array' },
];

export async function erasePosts(db: Queryable, userId: string): Promise<number> {
  return affected(await db.execute(sql`delete from posts where author_id = ${userId} and not ${keptPost(userId)}`));
}

/** Pieces in a published issue stay by "Former member"; the rest go (their pictures cascade: files first). */
const goingPieces = (userId: string) => sql`author_id = ${userId} and status <> 'PUBLISHED'`;

export async function pictureFilesOfPieces(db: Queryable, userId: string): Promise<string[]> {
  return fileKeysOf(
    db,
    'magazine_pictures',
    [{ column: 'storage_key', shape: 'key' }],
    sql`piece_id in (select id from magazine_pieces where ${goingPieces(userId)})`,
  );
}

export async function erasePieces(db: Queryable, userId: string): Promise<number> {
  return affected(await db.execute(sql`delete from magazine_pieces where ${goingPieces(userId)}`));
}

export async function removeFromEditors(db: Queryable, userId: string): Promise<number> {
  return affected(
    await db.execute(sql`
      update magazine_configs set editor_ids = array_remove(editor_ids, ${userId}::uuid)
      where ${userId}::uuid = any(editor_ids)`),
  );
}

const listsPerson = (userId: string) =>
  sql`(birthday_user_ids ? ${userId}::text or toppers @> ${JSON.stringify([{ userId }])}::jsonb)`;

/** The audio of bulletins that name the person (it reads their name aloud): its files, to remove first. */
export async function audioFilesNamingPerson(db: Queryable, userId: string): Promise<string[]> {
  return fileKeysOf(db, 'assembly_bulletins', [{ column: 'audio_key', shape: 'key' }], listsPerson(userId));
}

/** Those bulletins lose their audio; the assembly's audio job voices the recent ones again without the name. */
export async function dropAudioNamingPerson(db: Queryable, userId: string): Promise<number> {
  return affected(
    await db.execute(sql`
      update assembly_bulletins set audio_key = null, audio_status = 'PENDING', audio_revision = null,
        audio_duration_seconds = null
      where ${listsPerson(userId)} and audio_key is not null`),
  );
}

export async function removeFromBirthdays(db: Queryable, userId: string): Promise<number> {
  return affected(
    await db.execute(sql`
      update assembly_bulletins set birthday_user_ids = birthday_user_ids - ${userId}::text
      where birthday_user_ids ? ${userId}::text`),
  );
}

export async function removeFromToppers(db: Queryable, userId: string): Promise<number> {
  return affected(
    await db.execute(sql`
      update assembly_bulletins
      set toppers = coalesce(
        (select jsonb_agg(topper) from jsonb_array_elements(toppers) as topper where topper->>'userId' <> ${userId}),
        '[]'::jsonb)
      where toppers @> ${JSON.stringify([{ userId }])}::jsonb`),
  );
}

export async function emptyDeletionReason(db: Queryable, userId: string): Promise<number> {
  return affected(
    await db.execute(sql`
      update account_deletions set reason_text = null where user_id = ${userId} and reason_text is not null`),
  );
}

/**
 * The person's row becomes the tombstone: "Former member", an address and custom URL that are nobody's (both unique
 * columns), no phone, password, birth date, roll number or verification; status ERASED refuses sign-in and recovery.
 */
export async function makeTombstone(db: Queryable, userId: string): Promise<number> {
  const compact = userId.replaceAll('-', '');
  return affected(
    await db.execute(sql`
      update users set
        name = ${ERASED_MEMBER_NAME},
        email = ${`erased-${compact}@erased.invalid`},
        custom_url = ${`former-member-${compact}`},
        phone = null, password_hash = null, email_verified_at = null, date_of_birth = null, roll_number = null,
        cookies_accepted_at = null, status = 'ERASED', updated_at = now()
      where id = ${userId} and (status <> 'ERASED' or name <> ${ERASED_MEMBER_NAME})`),
  );
}

/** A school's own deletion: the school row stays (tax records point at it) without its name, contacts or address. */
export async function makeSchoolTombstone(db: Queryable, instituteId: string): Promise<number> {
  const compact = instituteId.replaceAll('-', '');
  return affected(
    await db.execute(sql`
      update institutes set
        name = 'Former school', custom_url = ${`former-school-${compact}`},
        email = ${`erased-${compact}@erased.invalid`}, phone = '', address_line = '', pincode = '', city = '',
        gstin = null, udise_code = null, affiliation_number = null, verification_request_note = null,
        verification_note = null, updated_at = now()
      where id = ${instituteId} and name <> 'Former school'`),
  );
}

// ——— Claiming deletions and keeping their record ———

export interface ClaimedDeletion {
  id: string;
  userId: string;
  scope: 'ACCOUNT' | 'TENANT';
}

/**
 * Deletions whose countdown has run out, and erasures whose process stopped (lease over): marked ERASING and leased
 * to this run in one statement; another process skips the rows locked here.
 */
export async function claimDueDeletions(
  db: Queryable,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDeletion[]> {
  // The lease is on the locked row itself: a second process whose scan met this row while the first one's claim was
  // uncommitted re-checks the row's new version (ERASING, leased) and leaves it.
  const result = await db.execute(sql`
    with due as (
      select d.id from account_deletions d
      where (d.state = 'SCHEDULED' and d.scheduled_for <= ${now})
         or (d.state = 'ERASING' and (d.lease_until is null or d.lease_until < ${now}))
      order by d.scheduled_for
      limit ${limit}
      for update of d skip locked
    ), claimed as (
      update account_deletions d set state = 'ERASING', lease_until = ${leaseUntil},
        erasure_started_at = coalesce(d.erasure_started_at, ${now})
      from due where d.id = due.id
      returning d.id, d.user_id, d.scope
    ), recorded as (
      insert into erasure_records (deletion_id, scope, started_at)
      select id, scope, ${now} from claimed
      on conflict (deletion_id) do nothing
    )
    select id, user_id as "userId", scope from claimed`);
  return rowsOf<ClaimedDeletion>(result);
}

export async function renewLease(db: Queryable, deletionId: string, leaseUntil: Date): Promise<void> {
  await db.execute(sql`update account_deletions set lease_until = ${leaseUntil} where id = ${deletionId}`);
}

/** Adds what a step did to the record (a step run again after a crash finds nothing left and adds nothing). */
export async function addToRecord(
  db: Queryable,
  deletionId: string,
  counts: Record<string, number>,
  filesRemoved: number,
  accountsErased: number,
): Promise<void> {
  const entries = Object.entries(counts).filter(([, count]) => count > 0);
  const merged = entries.reduce<SQL>(
    (document, [key, count]) =>
      sql`jsonb_set(${document}, ${`{${key}}`}::text[], to_jsonb(coalesce((counts->>${key})::int, 0) + ${count}))`,
    sql`counts`,
  );
  await db.execute(sql`
    update erasure_records set counts = ${merged}, files_removed = files_removed + ${filesRemoved},
      accounts_erased = accounts_erased + ${accountsErased}
    where deletion_id = ${deletionId}`);
}

export async function finishDeletion(db: Db, deletionId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update account_deletions set state = 'ERASED', erased_at = ${now}, lease_until = null
      where id = ${deletionId} and state = 'ERASING'`);
    await tx.execute(sql`update erasure_records set finished_at = ${now} where deletion_id = ${deletionId}`);
  });
}
