/**
 * Erasure after the countdown (issue 20 §2): nothing of the person's email, name or phone is left in any table's text
 * or JSON (information_schema walked, not a list) or in the file store; what others depend on stays under
 * "Former member"; sign-in is refused; a run stopped half-way is finished by the next one, and counted once.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ERASED_MEMBER_NAME } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/paging';
import { LocalFileStorage } from '../../lib/storage';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { signIn } from '../../test/session';
import { buildAssignment, buildAttempt } from '../assessment/grading-test-kit';
import type { Clock } from '../module';
import { ErasureService } from './erasure.service';
import { PERSONAL_DATA_CATALOGUE } from './personal-data.catalogue';
import { ERASURE_JOB } from './personal-data.job';

let t: TestApp;
let storage: LocalFileStorage;

beforeEach(async () => {
  t = await buildTestApp();
  storage = new LocalFileStorage(t.config.filesDir);
});
afterEach(async () => {
  await t.close();
});

const PERSON = { name: 'Aarav Quillfeather', email: 'aarav.quillfeather@mail.test', phone: '+919812345670' };

/** A student with data in most of the catalogue's tables, files included, and a classmate who depends on some of it. */
async function studentWithEverything() {
  const { institute, account } = await buildInstitute(t.db);
  const student = await buildMember(t.db, institute.id, 'CANDIDATE');
  const classmate = await buildMember(t.db, institute.id, 'CANDIDATE');
  const teacher = await buildMember(t.db, institute.id, 'FACULTY');
  await t.db.execute(sql`
    update users set name = ${PERSON.name}, email = ${PERSON.email}, phone = ${PERSON.phone}, date_of_birth = '2013-04-02'
    where id = ${student.id}`);
  const db = t.db;
  const file = async (key: string) => {
    await storage.put(key, Buffer.from(`picture of ${PERSON.name}, ${PERSON.email}`));
    return key;
  };

  // Their own community post with a picture, liked by the classmate.
  const ownPost = await insertPost(student.id, institute.id, 'community', 'My science fair');
  await db.execute(sql`
    insert into post_attachments (owner_id, post_id, attachment_type, storage_key, variants, mime_type, bytes)
    values (${student.id}, ${ownPost}, 'IMAGE', ${await file(`community/${ownPost}/photo.webp`)},
      ${JSON.stringify([{ key: await file(`community/${ownPost}/photo-320.webp`), width: 320 }])}::jsonb, 'image/webp', 10)`);
  await db.execute(sql`insert into post_likes (post_id, user_id) values (${ownPost}, ${classmate.id})`);
  // A forum thread the classmate answered (stays), and the student's reply in the classmate's thread (stays).
  const thread = await insertPost(student.id, institute.id, 'forum', 'How do magnets work?');
  await db.execute(
    sql`insert into post_comments (post_id, author_id, text) values (${thread}, ${classmate.id}, 'Poles!')`,
  );
  const classmatesPost = await insertPost(classmate.id, institute.id, 'community', 'Our garden');
  await db.execute(sql`
    insert into post_comments (post_id, author_id, text) values (${classmatesPost}, ${student.id}, 'Lovely')`);
  await db.execute(sql`insert into post_likes (post_id, user_id) values (${classmatesPost}, ${student.id})`);
  await db.execute(sql`update posts set likes_count = 1 where id in (${ownPost}, ${classmatesPost})`);
  await db.execute(sql`
    insert into post_history (post_id, actor_id, actor_name, action, summary, after)
    values (${classmatesPost}, ${student.id}, ${PERSON.name}, 'post.reported', ${`Reported by ${PERSON.name}`},
      ${JSON.stringify({ reporter: PERSON.email })}::jsonb)`);

  // What others were told about them, and the school's history.
  await db.execute(sql`
    insert into notifications (recipient_id, institute_id, kind, title, body)
    values (${classmate.id}, ${institute.id}, 'BIRTHDAY_WISH', 'A wish', ${`${PERSON.name} wished you a happy birthday`}),
           (${student.id}, ${institute.id}, 'BIRTHDAY_WISH', 'A wish', 'Happy birthday')`);
  await db.execute(sql`
    insert into audit_events (institute_id, actor_id, action, entity_type, entity_id, summary, data)
    values (${institute.id}, ${account.id}, 'student.created', 'student', ${student.id}, ${`Added ${PERSON.name}`},
      ${JSON.stringify({ email: PERSON.email, phone: PERSON.phone })}::jsonb)`);

  // Consent, forms, mailings.
  await db.execute(sql`
    insert into parent_consents (institute_id, student_id, parent_name, parent_email)
    values (${institute.id}, ${student.id}, 'Meera Quillfeather', 'meera.q@mail.test')`);
  await db.execute(sql`
    insert into enquiries (kind, name, email, phone, message)
    values ('CONTACT', ${PERSON.name}, ${PERSON.email}, ${PERSON.phone}, 'Hello')`);
  const [newsletter] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into newsletters (institute_id, slug) values (${institute.id}, 'weekly') returning id`),
  );
  await db.execute(sql`
    insert into newsletter_deliveries (newsletter_id, email) values (${newsletter?.id}, ${PERSON.email})`);

  // Face enrolment (biometric) and the profile with its pictures.
  await db.execute(sql`
    insert into face_enrolments (candidate_id, institute_id, descriptor, picture_key)
    values (${student.id}, ${institute.id}, ${'{0.1,0.2}'}::real[], ${await file(`faces/${student.id}/reference.webp`)})`);
  await db.execute(sql`
    insert into profiles (user_id, about, picture_key)
    values (${student.id}, ${`I am ${PERSON.name}`}, ${await file(`profile/${student.id}/picture.webp`)})`);

  // The magazine desk: a comment by them on a piece, and the school's editors.
  const [piece] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into magazine_pieces (institute_id, author_id, kind, section, title, body)
      values (${institute.id}, ${classmate.id}, 'ARTICLE', 'News', 'Sports day', 'We ran.') returning id`),
  );
  await db.execute(sql`
    insert into magazine_comments (piece_id, author_id, author_name, text)
    values (${piece?.id}, ${student.id}, ${PERSON.name}, 'Nice')`);

  // This morning's bulletin named them (birthday, quiz topper) and its audio read the name aloud.
  const audioKey = await file(`assembly/${institute.id}/bulletin.mp3`);
  await db.execute(sql`
    insert into assembly_bulletins (institute_id, day, assembly_at, headlines, announcements, birthday_user_ids,
      toppers, audio_status, audio_key, audio_revision)
    values (${institute.id}, current_date, now(), '[]'::jsonb, '[]'::jsonb,
      ${JSON.stringify([student.id, classmate.id])}::jsonb,
      ${JSON.stringify([{ userId: student.id, score: 9, position: 1 }])}::jsonb, 'READY', ${audioKey}, 1)`);

  // A session of theirs, and the deletion whose countdown ran out a minute ago.
  const session = await signIn(t.app, 'user', PERSON.email);
  const [deletion] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into account_deletions (user_id, requested_by, reason, reason_text, scheduled_for)
      values (${student.id}, ${student.id}, 'OTHER', ${`${PERSON.name} is moving away`}, now() - interval '1 minute')
      returning id`),
  );
  return {
    institute,
    account,
    student,
    classmate,
    teacher,
    session,
    deletionId: deletion?.id ?? '',
    thread,
    classmatesPost,
    ownPost,
  };
}

let slugCounter = 0;
async function insertPost(authorId: string, instituteId: string, feedKind: string, title: string): Promise<string> {
  slugCounter += 1;
  const [row] = rowsOf<{ id: string }>(
    await t.db.execute(sql`
      insert into posts (slug, title, author_id, institute_id, feed_kind, post_type, category, category_slug,
        description_html, description_text, visibility, request_status, published_at)
      values (${`post-${slugCounter}-${Date.now()}`}, ${title}, ${authorId}, ${instituteId}, ${feedKind}, 'TEXT',
        'Science', 'science', ${`<p>${title}</p>`}, ${title}, 'INSTITUTE', 'PUBLISHED', now())
      returning id`),
  );
  return row?.id ?? '';
}

/** Every text, varchar and JSON column of every table, searched for the words (information_schema, not a list). */
async function placesHolding(words: string[]): Promise<string[]> {
  const columns = rowsOf<{ table: string; column: string }>(
    await t.db.execute(sql`
      select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
        and c.table_name not like '__drizzle%'`),
  );
  const found: string[] = [];
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  // One query per table: a count per column and word.
  for (const [table, tableColumns] of byTable) {
    const probes = tableColumns.flatMap((column) => words.map((word) => ({ column, word })));
    const counts = sql.join(
      probes.map(
        ({ column, word }, index) =>
          sql`count(*) filter (where strpos(lower(${sql.raw(`"${column}"`)}::text), lower(${word})) > 0)::int as ${sql.raw(`"p${index}"`)}`,
      ),
      sql`, `,
    );
    const [row] = rowsOf<Record<string, number>>(
      await t.db.execute(sql`select ${counts} from ${sql.raw(`"${table}"`)}`),
    );
    probes.forEach(({ column, word }, index) => {
      if ((row?.[`p${index}`] ?? 0) > 0) found.push(`${table}.${column}: ${word}`);
    });
  }
  return found;
}

async function filesHolding(words: string[]): Promise<string[]> {
  const found: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else {
        const text = `${full}\n${await readFile(full, 'latin1')}`.toLowerCase();
        for (const word of words) if (text.includes(word.toLowerCase())) found.push(`${full}: ${word}`);
      }
    }
  };
  await walk(t.config.filesDir);
  return found;
}

const LAW_COLUMNS = PERSONAL_DATA_CATALOGUE.flatMap(
  (entry) => entry.retainedByLaw?.columns.map((column) => `${entry.table}.${column}`) ?? [],
);

async function runErasureJob() {
  const job = t.app.backgroundJobs.find((candidate) => candidate.name === ERASURE_JOB);
  if (!job) throw new Error('no erasure job');
  await job.run();
}

describe('erasure after the countdown', () => {
  it('leaves no email, name or phone of the person in any table or file, and keeps what others depend on', async () => {
    const world = await studentWithEverything();
    expect((await placesHolding([PERSON.email])).length).toBeGreaterThan(3);
    expect((await filesHolding([PERSON.name])).length).toBeGreaterThan(3);

    await runErasureJob();

    const left = (await placesHolding([PERSON.email, PERSON.name, PERSON.phone])).filter(
      (place) => !LAW_COLUMNS.some((column) => place.startsWith(`${column}:`)),
    );
    expect(left).toEqual([]);
    expect(await filesHolding([PERSON.email, PERSON.name, PERSON.phone])).toEqual([]);

    // The tombstone: no personal data, no sign-in.
    const [tombstone] = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`
        select name, email, phone, password_hash, date_of_birth, status, custom_url from users
        where id = ${world.student.id}`),
    );
    expect(tombstone).toMatchObject({
      name: ERASED_MEMBER_NAME,
      phone: null,
      password_hash: null,
      date_of_birth: null,
      status: 'ERASED',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: PERSON.email, password: 'Strong#Pass9' },
    });
    expect(login.statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: world.session.cookie } });
    expect(me.statusCode).toBe(401);
    const renew = await t.app.inject({
      method: 'POST',
      url: '/api/user/renew/token',
      payload: { refreshToken: world.session.refreshToken },
    });
    expect(renew.statusCode).toBeGreaterThanOrEqual(400);

    // Kept, under "Former member": the answered thread, the reply in the classmate's thread; gone: the own post.
    const posts = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from posts where author_id = ${world.student.id}`),
    ).map((row) => row.id);
    expect(posts).toEqual([world.thread]);
    const replies = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from post_comments where author_id = ${world.student.id}`),
    );
    expect(replies[0]?.n).toBe(1);
    const [liked] = rowsOf<{ likes: number }>(
      await t.db.execute(sql`select likes_count as likes from posts where id = ${world.classmatesPost}`),
    );
    expect(liked?.likes).toBe(0);

    // The audit row: counts per table and files, when; no personal data (checked by the search above).
    const [record] = rowsOf<{ counts: Record<string, number>; files: number; accounts: number; finished: Date }>(
      await t.db.execute(sql`
        select counts, files_removed as files, accounts_erased as accounts, finished_at as finished
        from erasure_records where deletion_id = ${world.deletionId}`),
    );
    expect(record?.counts).toMatchObject({
      'posts.deleted': 1,
      'post_attachments.deleted': 1,
      'face_enrolments.deleted': 1,
      'profiles.deleted': 1,
      'parent_consents.deleted': 1,
      'users.anonymised': 1,
    });
    expect(record?.files).toBe(5);
    expect(record?.accounts).toBe(1);
    const [bulletin] = rowsOf<{ birthdays: string[]; toppers: unknown[]; audio: string | null }>(
      await t.db.execute(sql`
        select birthday_user_ids as birthdays, toppers, audio_key as audio from assembly_bulletins
        where institute_id = ${world.institute.id}`),
    );
    expect(bulletin).toEqual({ birthdays: [world.classmate.id], toppers: [], audio: null });
    expect(record?.finished).toBeTruthy();
    const [deletion] = rowsOf<{ state: string }>(
      await t.db.execute(sql`select state from account_deletions where id = ${world.deletionId}`),
    );
    expect(deletion?.state).toBe('ERASED');

    // Idempotent: running again changes nothing.
    await runErasureJob();
    const [again] = rowsOf<{ counts: Record<string, number> }>(
      await t.db.execute(sql`select counts from erasure_records where deletion_id = ${world.deletionId}`),
    );
    expect(again?.counts).toEqual(record?.counts);
  });

  it('does not touch a deletion whose countdown is still running', async () => {
    const world = await studentWithEverything();
    await t.db.execute(sql`
      update account_deletions set scheduled_for = now() + interval '1 hour' where id = ${world.deletionId}`);
    await runErasureJob();
    const [user] = rowsOf<{ status: string }>(
      await t.db.execute(sql`select status from users where id = ${world.student.id}`),
    );
    expect(user?.status).toBe('ACTIVE');
  });

  it('is finished by the next run after a run stopped half-way, and counts each row once', async () => {
    const world = await studentWithEverything();
    let now = new Date();
    const clock: Clock = { now: () => now };
    const crashing = new ErasureService(t.db, storage, clock, t.bus, t.app.log, {
      leaseMs: 60_000,
      afterStep: (table) => {
        if (table === 'posts') throw new Error('the process died here');
      },
    });
    expect(await crashing.eraseDue()).toBe(1);
    const [halfway] = rowsOf<{ state: string; status: string }>(
      await t.db.execute(sql`
        select d.state, u.status from account_deletions d join users u on u.id = d.user_id
        where d.id = ${world.deletionId}`),
    );
    expect(halfway).toEqual({ state: 'ERASING', status: 'ACTIVE' });

    // Another process within the lease leaves it alone; after the lease it takes it and finishes.
    const next = new ErasureService(t.db, storage, clock, t.bus, t.app.log, { leaseMs: 60_000 });
    expect(await next.eraseDue()).toBe(0);
    now = new Date(now.getTime() + 120_000);
    expect(await next.eraseDue()).toBe(1);

    expect(
      (await placesHolding([PERSON.email, PERSON.name, PERSON.phone])).filter(
        (place) => !LAW_COLUMNS.some((column) => place.startsWith(`${column}:`)),
      ),
    ).toEqual([]);
    expect(await filesHolding([PERSON.name])).toEqual([]);
    const [record] = rowsOf<{ counts: Record<string, number>; files: number; finished: Date | null }>(
      await t.db.execute(sql`
        select counts, files_removed as files, finished_at as finished from erasure_records
        where deletion_id = ${world.deletionId}`),
    );
    expect(record?.counts['posts.deleted']).toBe(1);
    expect(record?.counts['post_attachments.deleted']).toBe(1);
    expect(record?.files).toBe(5);
    expect(record?.finished).toBeTruthy();
  });

  it("erases a whole school on the school account's own deletion", async () => {
    const world = await studentWithEverything();
    await t.db.execute(sql`update account_deletions set state = 'CANCELLED' where id = ${world.deletionId}`);
    await t.db.execute(sql`
      insert into account_deletions (user_id, requested_by, reason, scope, scheduled_for)
      values (${world.account.id}, ${world.account.id}, 'NO_LONGER_NEEDED', 'TENANT', now() - interval '1 minute')`);
    const schoolName = world.institute.name;
    await runErasureJob();

    const people = rowsOf<{ status: string; name: string }>(
      await t.db.execute(sql`select status, name from users where institute_id = ${world.institute.id}`),
    );
    expect(people.length).toBe(4);
    expect(people.every((person) => person.status === 'ERASED' && person.name === ERASED_MEMBER_NAME)).toBe(true);
    const [school] = rowsOf<{ name: string; email: string }>(
      await t.db.execute(sql`select name, email from institutes where id = ${world.institute.id}`),
    );
    expect(school?.name).toBe('Former school');
    expect(school?.email).not.toBe(world.institute.email);
    expect(await placesHolding([PERSON.email, PERSON.name, world.institute.email, world.classmate.email])).toEqual([]);
    const posts = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from posts where institute_id = ${world.institute.id}`),
    );
    expect(posts[0]?.n).toBe(0);
    expect(schoolName).toBeTruthy();
  });

  it('redacts the name where it is a whole name, never inside a longer one (someone else)', async () => {
    const { institute, account } = await buildInstitute(t.db);
    const student = await buildMember(t.db, institute.id, 'CANDIDATE');
    const classmate = await buildMember(t.db, institute.id, 'CANDIDATE');
    await t.db.execute(sql`update users set name = 'Raj Kumar' where id = ${student.id}`);
    await t.db.execute(sql`
      insert into notifications (recipient_id, institute_id, kind, title, body)
      values (${classmate.id}, ${institute.id}, 'BIRTHDAY_WISH', 'A wish', 'Raj Kumar wished you a happy birthday'),
             (${classmate.id}, ${institute.id}, 'BIRTHDAY_WISH', 'A wish', 'Raj Kumari wished you a happy birthday')`);
    await t.db.execute(sql`
      insert into audit_events (institute_id, actor_id, action, entity_type, entity_id, summary, data)
      values (${institute.id}, ${account.id}, 'student.created', 'student', ${classmate.id}, 'Added Raj Kumari',
        ${JSON.stringify({ name: 'Raj Kumari', sibling: 'Raj Kumar' })}::jsonb)`);
    await t.db.execute(sql`
      insert into account_deletions (user_id, requested_by, reason, scheduled_for)
      values (${student.id}, ${student.id}, 'NO_LONGER_NEEDED', now() - interval '1 minute')`);

    await runErasureJob();

    const bodies = rowsOf<{ body: string }>(
      await t.db.execute(sql`select body from notifications where recipient_id = ${classmate.id} order by body`),
    ).map((row) => row.body);
    expect(bodies).toEqual([
      `${ERASED_MEMBER_NAME} wished you a happy birthday`,
      'Raj Kumari wished you a happy birthday',
    ]);
    const [audit] = rowsOf<{ summary: string; data: Record<string, string> }>(
      await t.db.execute(sql`select summary, data from audit_events where entity_id = ${classmate.id}`),
    );
    expect(audit).toEqual({ summary: 'Added Raj Kumari', data: { name: 'Raj Kumari', sibling: ERASED_MEMBER_NAME } });
  });

  it("removes the students' answer files with the school's assessments on its own deletion", async () => {
    const { institute, account } = await buildInstitute(t.db);
    const student = await buildMember(t.db, institute.id, 'CANDIDATE');
    const teacher = await buildMember(t.db, institute.id, 'FACULTY');
    const assignment = await buildAssignment(t.db, {
      instituteId: institute.id,
      createdBy: teacher.id,
      questions: [{ kind: 'WRITTEN', marks: 5 }],
    });
    const attemptId = await buildAttempt(t.db, {
      assignmentId: assignment.id,
      instituteId: institute.id,
      candidateId: student.id,
      answers: [{ questionId: assignment.questionIds[0] as string, textAnswer: 'See the photo' }],
    });
    const key = `assessments/${attemptId}/answer.webp`;
    await storage.put(key, Buffer.from('a photo of my handwriting'));
    await t.db.execute(sql`update attempt_answers set file_key = ${key} where attempt_id = ${attemptId}`);
    await t.db.execute(sql`
      insert into account_deletions (user_id, requested_by, reason, scope, scheduled_for)
      values (${account.id}, ${account.id}, 'NO_LONGER_NEEDED', 'TENANT', now() - interval '1 minute')`);

    await runErasureJob();

    const [left] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from assignment_attempts where institute_id = ${institute.id}`),
    );
    expect(left?.n).toBe(0);
    // The rows went by cascade: the file they named must not stay behind, named by nothing.
    expect(await storage.info(key)).toBeNull();
  });

  it("removes the school's newsletter pictures and logo on its own deletion", async () => {
    const { institute, account } = await buildInstitute(t.db);
    const [newsletter] = rowsOf<{ id: string }>(
      await t.db.execute(sql`
        insert into newsletters (institute_id, slug, title) values (${institute.id}, 'sports-day-ab12', 'Sports day')
        returning id`),
    );
    const picture = `newsletters/${newsletter?.id}/sports-day.webp`;
    const logo = `newsletter-brands/${institute.id}/logo.webp`;
    await storage.put(picture, Buffer.from('a photo of the class at sports day'));
    await storage.put(logo, Buffer.from('the school crest'));
    await t.db.execute(sql`
      insert into newsletter_images (newsletter_id, storage_key, width, height)
      values (${newsletter?.id}, ${picture}, 800, 600)`);
    await t.db.execute(sql`
      insert into newsletter_brands (institute_id, logo_key) values (${institute.id}, ${logo})`);
    await t.db.execute(sql`
      insert into account_deletions (user_id, requested_by, reason, scope, scheduled_for)
      values (${account.id}, ${account.id}, 'NO_LONGER_NEEDED', 'TENANT', now() - interval '1 minute')`);

    await runErasureJob();

    const [left] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from newsletters where institute_id = ${institute.id}`),
    );
    expect(left?.n).toBe(0);
    expect(await storage.info(picture)).toBeNull();
    expect(await storage.info(logo)).toBeNull();
  });
});
