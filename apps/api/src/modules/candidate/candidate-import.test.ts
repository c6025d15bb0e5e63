import { readFile } from 'node:fs/promises';
import { and, count, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, parentConsents, users } from '../../db/schema';
import { buildTestApp, type TestApp, tokenIn } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { csvOf, studentRows, upload, xlsxOf } from './candidate.test-support';

let t: TestApp;
let school: Awaited<ReturnType<typeof buildInstitute>>;
let institute: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  school = await buildInstitute(t.db, 'Upload School');
  institute = await signIn(t.app, 'institute', school.account.email);
});
afterAll(async () => t.close());

async function studentsOfSchool(): Promise<number> {
  const [row] = await t.db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.instituteId, school.institute.id), eq(users.type, 'CANDIDATE')));
  return Number(row?.total ?? 0);
}

describe('bulk upload', () => {
  it('imports a 2,000-row CSV in one transaction, with consents and set-password mails', async () => {
    const rows = studentRows(2000, 'big');
    const before = await studentsOfSchool();
    const mailsBefore = await t.outbox.count();
    const started = performance.now();
    const response = await upload(t.app, institute, csvOf(rows));
    const elapsed = performance.now() - started;
    console.log(`2,000-row CSV import: ${elapsed.toFixed(0)} ms (${Math.round(2000 / (elapsed / 1000))} rows/s)`);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().body).toMatchObject({ dryRun: false, rows: 2000, imported: 2000, consentsPending: 1000 });
    expect(await studentsOfSchool()).toBe(before + 2000);
    const [consents] = await t.db
      .select({ total: count() })
      .from(parentConsents)
      .where(and(eq(parentConsents.instituteId, school.institute.id), eq(parentConsents.status, 'PENDING')));
    expect(Number(consents?.total)).toBe(1000);
    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'students.imported'));
    expect(audit?.data).toMatchObject({ count: 2000 });
    // 2,000 set-password mails now and 1,000 consent links to parents after the commit, in the background: wait on the
    // cheap count (reading 3,000 mails on every poll slowed the very sending it waited for), then read them once.
    await expect
      .poll(() => t.outbox.count(), { timeout: 120_000, interval: 500 })
      .toBeGreaterThanOrEqual(mailsBefore + 3000);
    const sent = await t.outbox.list(5000);
    expect(sent.filter((mail) => mail.to.endsWith('.big@kids.test'))).toHaveLength(2000);
    const mail = sent.find((entry) => entry.to === 's1999.big@kids.test');
    expect(mail?.subject).toContain('Upload School');
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/user/reset-password/status?token=${tokenIn(mail?.links[0] ?? '')}`,
    });
    expect(status.json().body.purpose).toBe('SET_PASSWORD');
    const parentMails = sent.filter((entry) => entry.to.endsWith('.big@home.test'));
    expect(parentMails).toHaveLength(1000);
    const parentMail = parentMails.find((entry) => entry.to === 'p0.big@home.test');
    expect(parentMail?.links[0]).toContain('/parent-consent/verify?token=');
  }, 240_000);

  it('rejects a file with exactly 3 bad rows, reports exactly those rows and imports nothing', async () => {
    const rows = studentRows(20, 'bad3');
    rows[2] = [...(rows[2] as string[])];
    (rows[2] as string[])[1] = 'not-an-email';
    (rows[7] as string[])[2] = 'Class 14';
    (rows[11] as string[])[1] = (rows[0] as string[])[1] as string;
    const before = await studentsOfSchool();
    const response = await upload(t.app, institute, csvOf(rows));
    expect(response.statusCode).toBe(422);
    const { code, details: problems } = response.json();
    expect(code).toBe('IMPORT_ROWS_INVALID');
    expect(problems.map((problem: { row: number }) => problem.row)).toEqual([4, 9, 13]);
    expect(problems[0]).toMatchObject({ row: 4, field: 'email' });
    expect(problems[1]).toMatchObject({ row: 9, field: 'class' });
    expect(problems[2]).toMatchObject({ row: 13, field: 'email', message: 'Same email as row 2' });
    expect(await studentsOfSchool()).toBe(before);
  });

  it('reads XLSX the same way and reports bad XLSX rows', async () => {
    const good = await upload(t.app, institute, await xlsxOf(studentRows(30, 'xl')), 'class.xlsx');
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().body.imported).toBe(30);
    const rows = studentRows(5, 'xlbad');
    (rows[1] as string[])[3] = 'Z';
    const bad = await upload(t.app, institute, await xlsxOf(rows), 'class.xlsx');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([{ row: 3, field: 'section', message: 'Section must be NA or A to G' }]);
  });

  it('refuses emails that already belong to any account, and duplicate roll numbers', async () => {
    const other = await buildInstitute(t.db, 'Elsewhere');
    const outsider = await buildMember(t.db, other.institute.id, 'FACULTY');
    const rows = studentRows(3, 'dupe');
    (rows[0] as string[])[1] = outsider.email.toUpperCase();
    (rows[2] as string[])[4] = (rows[1] as string[])[4] as string;
    const response = await upload(t.app, institute, csvOf(rows));
    expect(response.json().details).toEqual([
      { row: 2, field: 'email', message: 'An account with this email already exists' },
      { row: 4, field: 'rollNumber', message: 'Same roll number as row 3' },
    ]);
  });

  it('validates without importing in dry-run mode', async () => {
    const before = await studentsOfSchool();
    const response = await upload(t.app, institute, csvOf(studentRows(4, 'dry')), 'a.csv', '?dryRun=true');
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toMatchObject({ dryRun: true, rows: 4, imported: 0 });
    expect(await studentsOfSchool()).toBe(before);
  });

  it('stores a formula cell as plain text and escapes it in the CSV and XLSX export', async () => {
    const rows = studentRows(1, 'formula');
    (rows[0] as string[])[0] = '=HYPERLINK("http://x","y")';
    const response = await upload(t.app, institute, csvOf(rows));
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await t.db.select().from(users).where(eq(users.email, 's0.formula@kids.test'));
    expect(stored?.name).toBe('=HYPERLINK("http://x","y")');

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/candidates/export?format=csv&search=formula',
      headers: { cookie: institute.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const table = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, '').trim()).data;
    expect(table[1]?.[0]).toBe('\'=HYPERLINK("http://x","y")');

    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/candidates/export?format=xlsx&search=formula',
      headers: { cookie: institute.cookie },
    });
    const reread = await upload(t.app, institute, xlsx.rawPayload, 'export.xlsx', '?dryRun=true');
    // The exported email already exists, so the dry run reports it: proof the file was read back.
    expect(reread.json().details[0]).toMatchObject({ row: 2, field: 'email' });
  });

  it('answers 400 for files that are not a student sheet', async () => {
    const cases: Array<[string, Buffer]> = [
      ['empty', Buffer.alloc(0)],
      ['binary', Buffer.from([0xff, 0xfe, 0x00, 0x41, 0xc3, 0x28])],
      ['no header columns', Buffer.from('foo,bar\n1,2\n')],
      ['header only', Buffer.from('name,email,class\n')],
      ['broken zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])],
    ];
    for (const [label, file] of cases) {
      const response = await upload(t.app, institute, file);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().details?.[0]?.field, label).toBe('file');
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/candidates/import',
      headers: { cookie: institute.cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const response = await upload(t.app, institute, Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(response.statusCode).toBe(413);
  });

  it('serves the template as CSV and XLSX, and the template itself validates', async () => {
    for (const format of ['csv', 'xlsx']) {
      const template = await t.app.inject({
        method: 'GET',
        url: `/api/candidates/template?format=${format}`,
        headers: { cookie: institute.cookie },
      });
      expect(template.statusCode).toBe(200);
      expect(template.headers['content-disposition']).toContain(`students-template.${format}`);
      const check = await upload(t.app, institute, template.rawPayload, `t.${format}`, '?dryRun=true');
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json().body.rows).toBe(2);
    }
  });

  it.each(['students-sample.csv', 'students-sample.xlsx'])('accepts the shipped sample %s', async (name) => {
    const file = await readFile(new URL(`../../../../../docs/samples/${name}`, import.meta.url));
    const response = await upload(t.app, institute, file, name, '?dryRun=true');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().body.rows).toBe(30);
  });

  it('lets only one of two simultaneous uploads of the same students through', async () => {
    const file = csvOf(studentRows(50, 'race'));
    const statuses = (await Promise.all([upload(t.app, institute, file), upload(t.app, institute, file)]))
      .map((response) => response.statusCode)
      .sort();
    expect(statuses[0]).toBe(201);
    expect([409, 422]).toContain(statuses[1]);
    const [row] = await t.db.select({ total: count() }).from(users).where(eq(users.email, 's0.race@kids.test'));
    expect(Number(row?.total)).toBe(1);
  });
});
