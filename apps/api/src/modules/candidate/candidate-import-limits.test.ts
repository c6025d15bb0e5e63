import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { IMPORT_PARSER_SETTINGS } from './candidate.file';
import { SheetParser } from './candidate.parser';
import { csvOf, HEADER, studentRows, upload, xlsxOf } from './candidate.test-support';
import { claimedBomb, handXlsx } from './candidate.zip-support';

let t: TestApp;
let school: Awaited<ReturnType<typeof buildInstitute>>;
let institute: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  school = await buildInstitute(t.db, 'Limits School');
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

/**
 * Uploads the file and, until it is answered, asks /api/health every 50 ms. The answer is the longest
 * the API went without answering, pause included, so a stall between two probes counts too.
 */
async function uploadWhileProbing(file: Buffer, filename: string) {
  let done = false;
  const response = upload(t.app, institute, file, filename, '?dryRun=true').finally(() => {
    done = true;
  });
  let slowest = 0;
  let probes = 0;
  let last = performance.now();
  while (!done) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const now = performance.now();
    slowest = Math.max(slowest, now - last - 50);
    last = now;
    probes += 1;
  }
  return { response: await response, slowest, probes };
}

const fiveNumbers = (row: number) => (row === 1 ? HEADER.slice(0, 5) : ['1', '2', '3', '4', '5']);

describe('import limits', () => {
  it('refuses a 200,000-row XLSX at the row cap while the API keeps answering', async () => {
    const file = await handXlsx(200_000, fiveNumbers);
    const before = await studentsOfSchool();
    const { response, slowest, probes } = await uploadWhileProbing(file, 'big.xlsx');
    console.log(
      `200k-row XLSX (${Math.round(file.length / 1024)} KB): ${probes} health probes, slowest ${slowest.toFixed(0)} ms`,
    );
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({
      statusCode: 413,
      error: 'Payload Too Large',
      details: [{ field: 'file' }],
    });
    expect(response.json().message).toContain('more than 10,000 students');
    expect(slowest).toBeLessThan(1000);
    expect(await studentsOfSchool()).toBe(before);
  }, 120_000);

  it('refuses a million-row XLSX of a few hundred KB by what it unpacks to, while the API keeps answering', async () => {
    const file = await handXlsx(1_000_000, fiveNumbers, { addresses: false });
    const { response, slowest } = await uploadWhileProbing(file, 'million.xlsx');
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().message).toContain('too large');
    expect(slowest).toBeLessThan(1000);
  }, 120_000);

  it('refuses a sheet whose size fields lie about what it unpacks to, without stalling the API', async () => {
    const file = await handXlsx(1_000_000, fiveNumbers, { addresses: false, claimedSize: 1000 });
    const { response, slowest } = await uploadWhileProbing(file, 'liar.xlsx');
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().message).toContain('too large');
    expect(slowest).toBeLessThan(1000);
  }, 120_000);

  it('refuses a zip bomb from its declared sizes, before inflating anything', async () => {
    // The entry's bytes are not deflate data: had it been inflated, the answer would be 400 "not readable".
    const response = await upload(t.app, institute, claimedBomb(), 'bomb.xlsx', '?dryRun=true');
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().message).toContain('too large');
  });

  it('refuses an XLSX and a CSV with one student more than 10,000, and imports nothing', async () => {
    const before = await studentsOfSchool();
    const rows = studentRows(10_001, 'cap');
    const xlsx = await handXlsx(10_002, (row) => (row === 1 ? HEADER : (rows[row - 2] as string[])));
    for (const [name, file] of [
      ['cap.xlsx', xlsx],
      ['cap.csv', csvOf(rows)],
    ] as const) {
      const response = await upload(t.app, institute, file, name);
      expect(response.statusCode, name).toBe(413);
      expect(response.json(), name).toMatchObject({
        statusCode: 413,
        message: 'The file has more than 10,000 students; split it into classes and upload each file',
        details: [{ field: 'file', message: 'At most 10,000 students per file' }],
      });
    }
    expect(await studentsOfSchool()).toBe(before);
  }, 60_000);

  it('still reads exactly 10,000 students from a hand-written XLSX, skipping blank rows', async () => {
    const rows = studentRows(10_000, 'full');
    const file = await handXlsx(10_003, (row) => {
      if (row === 1) return HEADER;
      if (row === 500 || row === 501) return ['', ' '];
      return rows[row - (row > 501 ? 4 : 2)] as string[];
    });
    const response = await upload(t.app, institute, file, 'full.xlsx', '?dryRun=true');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().body).toMatchObject({ dryRun: true, rows: 10_000, imported: 0 });
  }, 60_000);

  it('reports bad rows by the row number the spreadsheet shows, after blank rows', async () => {
    const rows = studentRows(3, 'gap');
    (rows[2] as string[])[1] = 'not-an-email';
    const file = await handXlsx(6, (row) =>
      row === 1 ? HEADER : row < 4 ? (rows[row - 2] as string[]) : row === 6 ? (rows[2] as string[]) : [],
    );
    const response = await upload(t.app, institute, file, 'gap.xlsx');
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([{ row: 6, field: 'email', message: expect.any(String) }]);
  });

  it('gives up on a file that takes longer than the time limit', async () => {
    const parser = new SheetParser({ ...IMPORT_PARSER_SETTINGS, timeLimitMs: 1 });
    try {
      expect(await parser.parse(await xlsxOf(studentRows(3)))).toEqual({ ok: false, failure: 'tooSlow' });
    } finally {
      await parser.close();
    }
  }, 60_000);
});
