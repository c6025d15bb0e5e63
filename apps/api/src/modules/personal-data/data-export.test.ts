/**
 * "Download my data" (issue 20 §3): the ZIP holds every catalogue entry's rows of the person and their uploaded files;
 * the emailed link expires (and the file goes); one request a day, one being prepared at a time; a school asks for
 * its own student only and the link goes to the parent; nobody else can ask or download.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/paging';
import { LocalFileStorage } from '../../lib/storage';
import { buildTestApp, latestMailTo, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { DataExportService } from './data-export.service';
import { PERSONAL_DATA_CATALOGUE } from './personal-data.catalogue';
import { DATA_EXPORT_JOB } from './personal-data.job';

let t: TestApp;
let now = new Date();
const DAY_MS = 86_400_000;

beforeEach(async () => {
  now = new Date();
  t = await buildTestApp({ clock: { now: () => now } });
});
afterEach(async () => {
  await t.close();
});

const EXPORTS = '/api/personal-data/exports';

async function request(caller: SignedIn, url = EXPORTS) {
  return t.app.inject({ method: 'POST', url, headers: { cookie: caller.cookie } });
}

async function statusOf(caller: SignedIn, url = EXPORTS) {
  return (await t.app.inject({ method: 'GET', url, headers: { cookie: caller.cookie } })).json().body.export;
}

/** Waits for the preparation the request started (or runs the job, as the scheduler would). */
async function untilReady(caller: SignedIn, url = EXPORTS) {
  const job = t.app.backgroundJobs.find((candidate) => candidate.name === DATA_EXPORT_JOB);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const current = await statusOf(caller, url);
    if (current?.state === 'READY') return current;
    await job?.run();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export never became ready');
}

function linkIn(text: string): URL {
  const link = text.match(/https?:\/\/\S+\/download\?token=\S+/)?.[0];
  if (!link) throw new Error('no download link in the mail');
  return new URL(link);
}

async function download(link: URL) {
  return t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
}

async function school() {
  const { institute, account } = await buildInstitute(t.db);
  const student = await buildMember(t.db, institute.id, 'CANDIDATE');
  return { institute, account, student };
}

describe('Download my data', () => {
  it('gives the person a ZIP with every catalogue entry of theirs and their files, by an emailed link', async () => {
    const { institute, student } = await school();
    const classmate = await buildMember(t.db, institute.id, 'CANDIDATE');
    const storage = new LocalFileStorage(t.config.filesDir);
    const picture = Buffer.from('a picture of the science fair');
    for (let index = 0; index < 3; index += 1) {
      const [post] = rowsOf<{ id: string }>(
        await t.db.execute(sql`
          insert into posts (slug, author_id, institute_id, post_type, category, category_slug, description_html,
            description_text)
          values (${`export-${index}-${student.id}`}, ${student.id}, ${institute.id}, 'PHOTOS', 'Science', 'science',
            '<p>Fair</p>', 'Fair') returning id`),
      );
      const key = `community/${post?.id}/photo.webp`;
      await storage.put(key, picture);
      await t.db.execute(sql`
        insert into post_attachments (owner_id, post_id, attachment_type, storage_key, mime_type, bytes)
        values (${student.id}, ${post?.id}, 'IMAGE', ${key}, 'image/webp', ${picture.length})`);
    }
    await t.db.execute(sql`
      insert into post_comments (post_id, author_id, text)
      select id, ${student.id}, 'Well done' from posts where author_id = ${student.id} limit 1`);
    await t.db.execute(sql`
      insert into post_comments (post_id, author_id, text)
      select id, ${classmate.id}, 'Not in the export' from posts where author_id = ${student.id} limit 1`);
    await t.db.execute(sql`insert into profiles (user_id, about) values (${student.id}, 'I like science')`);

    const caller = await signIn(t.app, 'user', student.email);
    expect((await statusOf(caller)) ?? null).toBeNull();
    const asked = await request(caller);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().body.export).toMatchObject({
      state: 'PREPARING',
      sentTo: `${student.email.slice(0, 2)}•••@school.test`,
    });
    const ready = await untilReady(caller);
    expect(ready.expiresAt).toBe(new Date(new Date(ready.readyAt).getTime() + 7 * DAY_MS).toISOString());

    const mail = await latestMailTo(t.outbox, student.email);
    const response = await download(linkIn(mail.text));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('attachment');
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const json = (name: string) => JSON.parse(new TextDecoder().decode(zip[name])) as Array<Record<string, unknown>>;

    // Every catalogue entry with rows of the person is there, with all of them (counted in the database).
    for (const entry of PERSONAL_DATA_CATALOGUE) {
      if (!('by' in entry.export)) continue;
      const where = sql.join(
        entry.export.by.map((column) => sql`${sql.raw(`"${column}"`)} = ${student.id}`),
        sql` or `,
      );
      const [count] = rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from ${sql.raw(`"${entry.table}"`)} where ${where}`),
      );
      const expected = count?.n ?? 0;
      if (expected === 0) expect(zip[`data/${entry.table}.json`], entry.table).toBeUndefined();
      else expect(json(`data/${entry.table}.json`).length, entry.table).toBe(expected);
    }
    expect(json('data/posts.json')).toHaveLength(3);
    expect(json('data/post_comments.json').map((comment) => comment.text)).toEqual(['Well done']);
    const [me] = json('data/users.json');
    expect(me).toMatchObject({ id: student.id, email: student.email });
    expect(me).not.toHaveProperty('password_hash');
    const files = Object.keys(zip).filter((name) => name.startsWith('files/'));
    expect(files).toHaveLength(3);
    for (const name of files) expect(Buffer.from(zip[name] ?? []).equals(picture)).toBe(true);

    // One a day: another request is refused until tomorrow; a wrong token is refused.
    const again = await request(caller);
    expect(again.statusCode).toBe(429);
    const wrong = linkIn(mail.text);
    wrong.searchParams.set('token', 'x'.repeat(43));
    expect((await download(wrong)).statusCode).toBe(410);
  });

  it('expires the link after 7 days and deletes the file', async () => {
    const { student } = await school();
    const caller = await signIn(t.app, 'user', student.email);
    await request(caller);
    await untilReady(caller);
    const link = linkIn((await latestMailTo(t.outbox, student.email)).text);
    const [row] = rowsOf<{ key: string }>(
      await t.db.execute(sql`select storage_key as key from data_exports where user_id = ${student.id}`),
    );
    const storage = new LocalFileStorage(t.config.filesDir);
    expect(await storage.info(row?.key ?? '')).not.toBeNull();

    now = new Date(now.getTime() + 7 * DAY_MS + 60_000);
    expect((await download(link)).statusCode).toBe(410);
    const job = t.app.backgroundJobs.find((candidate) => candidate.name === DATA_EXPORT_JOB);
    await job?.run();
    expect(await storage.info(row?.key ?? '')).toBeNull();
    expect((await statusOf(caller)).state).toBe('EXPIRED');
    // A new day: a new export may be asked for.
    expect((await request(caller)).statusCode).toBe(202);
  });

  it("lets a school ask for its student's data, mailed to the parent and never to the school", async () => {
    const { institute, account, student } = await school();
    const other = await school();
    await t.db.execute(sql`
      insert into parent_consents (institute_id, student_id, parent_name, parent_email)
      values (${institute.id}, ${student.id}, 'Meera', 'meera.parent@mail.test')`);
    const schoolAccount = await signIn(t.app, 'institute', account.email);
    const otherSchool = await signIn(t.app, 'institute', other.account.email);
    const studentUrl = `${EXPORTS}/candidate/${student.id}`;

    // Another school, the student themself and a classmate cannot ask for it, or see it.
    expect((await request(otherSchool, studentUrl)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: studentUrl, headers: { cookie: otherSchool.cookie } })).statusCode,
    ).toBe(404);
    const classmate = await buildMember(t.db, institute.id, 'CANDIDATE');
    const classmateCaller = await signIn(t.app, 'user', classmate.email);
    expect((await request(classmateCaller, studentUrl)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: studentUrl })).statusCode).toBe(401);
    // A student of the other school without a parent on record: nowhere to send it.
    const noParent = await request(otherSchool, `${EXPORTS}/candidate/${other.student.id}`);
    expect(noParent.statusCode).toBe(422);

    const asked = await request(schoolAccount, studentUrl);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().body.export.sentTo).toBe('me•••@mail.test');
    await untilReady(schoolAccount, studentUrl);
    const mail = await latestMailTo(t.outbox, 'meera.parent@mail.test');
    expect(mail.subject).toContain('data on Noticeboard');
    expect((await t.outbox.list()).some((sent) => sent.to === account.email)).toBe(false);
    const response = await download(linkIn(mail.text));
    expect(response.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const [me] = JSON.parse(new TextDecoder().decode(zip['data/users.json'])) as Array<{ id: string }>;
    expect(me?.id).toBe(student.id);
  });

  it('prepares one export at a time per person', async () => {
    const { student } = await school();
    const caller = await signIn(t.app, 'user', student.email);
    const [first, second] = await Promise.all([request(caller), request(caller)]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes[0]).toBe(202);
    // The second finds the first being prepared (409), or already prepared today (429).
    expect([409, 429]).toContain(codes[1]);
    expect((await t.app.inject({ method: 'POST', url: EXPORTS })).statusCode).toBe(401);
  });

  it('leaves no ZIP in the storage when an export never becomes READY (mail down every time)', async () => {
    const { student } = await school();
    await t.db.execute(sql`
      insert into data_exports (user_id, requested_by, deliver_to, requested_at)
      values (${student.id}, ${student.id}, ${student.email}, ${now})`);
    const storage = new LocalFileStorage(t.config.filesDir);
    const mailDown = {
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    const exports = new DataExportService(t.db, storage, mailDown, { now: () => now }, t.app.log, {
      publicUrl: 'http://localhost',
    });
    for (let run = 0; run < 3; run += 1) {
      expect(await exports.prepareWaiting()).toBe(1);
      now = new Date(now.getTime() + 16 * 60_000);
    }
    const [row] = rowsOf<{ state: string; key: string | null }>(
      await t.db.execute(sql`select state, storage_key as key from data_exports where user_id = ${student.id}`),
    );
    expect(row).toEqual({ state: 'FAILED', key: null });
    // No row names a file any more, so nothing would ever delete one left behind: none may be.
    const folder = path.join(t.config.filesDir, 'exports', student.id);
    const left = await readdir(folder).catch(() => []);
    expect(left).toEqual([]);
  });

  it('never shows the whole of a short address it mails the link to', async () => {
    const { student } = await school();
    await t.db.execute(sql`update users set email = 'ab@school.test' where id = ${student.id}`);
    const caller = await signIn(t.app, 'user', 'ab@school.test');
    const asked = await request(caller);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().body.export.sentTo).toBe('a•••@school.test');
  });
});
