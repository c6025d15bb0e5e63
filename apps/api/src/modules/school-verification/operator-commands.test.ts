import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute } from '../../test/factories';
import { signIn } from '../../test/session';
import { systemClock } from '../module';
import { runOperatorCommand } from './operator-commands';
import { SchoolVerificationService } from './school-verification.service';

let t: TestApp;
let school: Awaited<ReturnType<typeof buildInstitute>>;
let other: Awaited<ReturnType<typeof buildInstitute>>;
beforeAll(async () => {
  t = await buildTestApp();
  school = await buildInstitute(t.db, 'Lakeside School');
  other = await buildInstitute(t.db, 'Hilltop School');
});
afterAll(async () => t.close());

/** Runs one command line and answers its exit code and what it printed. */
async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCommand(argv, {
    verification: new SchoolVerificationService(t.db, systemClock),
    defaultOperator: 'ops@host',
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const publicVerified = async (customUrl: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/institute/public/${customUrl}` })).json().body.verified;

describe('npm run operator', () => {
  it('prints its usage for --help, and refuses a missing or unknown command with exit code 2', async () => {
    expect(await run('--help')).toMatchObject({ code: 0, out: expect.stringContaining('verify-school') });
    expect((await run()).code).toBe(2);
    expect(await run('approve', school.institute.customUrl)).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown command approve'),
    });
    expect((await run('list-pending', '--bogus')).code).toBe(2);
  });

  it('lists the schools waiting, oldest first, with their evidence', async () => {
    expect((await run('list-pending')).out).toBe('No school is waiting for a check.');
    const { cookie } = await signIn(t.app, 'institute', school.account.email);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/institute/verification',
      headers: { cookie },
      payload: { udiseCode: '29200801402', note: 'New building' },
    });
    expect(sent.statusCode).toBe(200);
    const listed = await run('list-pending');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('Lakeside School');
    expect(listed.out).toContain('UDISE code: 29200801402');
    expect(listed.out).toContain("school's note: New building");
    expect(listed.out).not.toContain('Hilltop School');
  });

  it('refuses a malformed UDISE code, a missing evidence flag and an unknown school without changing anything', async () => {
    expect(await run('verify-school', school.institute.customUrl, '--udise', '12345')).toMatchObject({
      code: 2,
      err: expect.stringContaining('A UDISE code is 11 digits'),
    });
    expect((await run('verify-school', school.institute.customUrl)).code).toBe(2);
    expect(await run('verify-school', 'no-such-school', '--udise', '29200801402')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No school has the address or email'),
    });
    expect(await publicVerified(school.institute.customUrl)).toBe(false);
  });

  it('verifies a school named by its email, recording the operator, and the badge appears', async () => {
    const done = await run(
      'verify-school',
      school.institute.email.toUpperCase(),
      '--udise',
      '29200801402',
      '--note',
      'Checked on UDISE+',
      '--operator',
      'Asha (ops)',
    );
    expect(done).toMatchObject({ code: 0, out: expect.stringContaining('Verified: Lakeside School (') });
    expect(done.out).toContain('against its UDISE code by Asha (ops)');
    expect(await publicVerified(school.institute.customUrl)).toBe(true);
    const shown = await run('show', school.institute.customUrl);
    expect(shown.out).toMatch(/verified: .* by Asha \(ops\) against UDISE/);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.instituteId, school.institute.id), eq(auditEvents.action, 'verification.verified')));
    expect(event?.data).toMatchObject({ operator: 'Asha (ops)', evidence: 'UDISE', udiseCode: '29200801402' });
    expect(await run('verify-school', school.institute.customUrl, '--udise', '29200801402')).toMatchObject({
      code: 1,
      err: expect.stringContaining('already verified'),
    });
  });

  it('verifies against an affiliation number with the default operator', async () => {
    expect((await run('verify-school', other.institute.customUrl, '--affiliation', 'ka082')).code).toBe(0);
    const shown = await run('show', other.institute.customUrl);
    expect(shown.out).toContain('affiliation number: KA082');
    expect(shown.out).toContain('by ops@host against AFFILIATION');
  });

  it('revokes only with a reason, and refuses to reject a school with nothing waiting', async () => {
    expect((await run('revoke', school.institute.customUrl)).code).toBe(2);
    expect(await run('reject-school', school.institute.customUrl, '--note', 'Wrong code')).toMatchObject({
      code: 1,
      err: expect.stringContaining('no request waiting'),
    });
    expect(await run('revoke', school.institute.customUrl, '--note', 'Duplicate account')).toMatchObject({
      code: 0,
      out: expect.stringContaining('Verification withdrawn: Lakeside School'),
    });
    expect(await publicVerified(school.institute.customUrl)).toBe(false);
    expect((await run('revoke', school.institute.customUrl, '--note', 'Again')).code).toBe(1);
    expect((await run('show', school.institute.customUrl)).out).toContain("operator's note: Duplicate account");
  });
});
