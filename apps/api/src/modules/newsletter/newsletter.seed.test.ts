/**
 * The demo newsletters on a school named like the demo's: a term of weekly newsletters sent on Fridays at 4 pm India
 * time with their totals, the next Friday's scheduled (weekly), a draft; readable through the routes; a second run
 * adds nothing.
 */
import { NEWSLETTER_PATHS as P } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutes, newsletters } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { seedNewsletterDemo } from './newsletter.seed';
import { call } from './newsletter-test-kit';

let t: TestApp;
let school: SignedIn;
let student: SignedIn;
const NOW = new Date('2026-11-29T05:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  const demo = await buildInstitute(t.db, 'Greenfield Public School');
  await t.db
    .update(institutes)
    .set({ customUrl: 'greenfield-public-school' })
    .where(eq(institutes.id, demo.institute.id));
  for (let n = 0; n < 3; n++) await buildMember(t.db, demo.institute.id, 'CANDIDATE');
  const reader = await buildMember(t.db, demo.institute.id, 'CANDIDATE');
  await buildMember(t.db, demo.institute.id, 'FACULTY');
  school = await signIn(t.app, 'institute', demo.account.email);
  student = await signIn(t.app, 'user', reader.email);
  await seedNewsletterDemo(t.db, NOW);
}, 120_000);
afterAll(async () => t?.close());

describe('demo newsletters', () => {
  it('a term sent weekly on Fridays at 4 pm India time with totals, the next one scheduled, a draft', async () => {
    const list = await call(t.app, 'GET', `${P.newsletters}?size=50`, school);
    const states = list.body.content.map((one: { state: string }) => one.state);
    expect(states.filter((state: string) => state === 'SENT')).toHaveLength(12);
    expect(states.filter((state: string) => state === 'SCHEDULED')).toHaveLength(1);
    expect(states.filter((state: string) => state === 'DRAFT')).toHaveLength(1);
    const sent = list.body.content.filter((one: { state: string }) => one.state === 'SENT');
    for (const one of sent) {
      // Friday 27 November 2026 and the eleven Fridays before, at 16:00 in India (10:30 UTC).
      expect(new Date(one.sentAt).getUTCDay()).toBe(5);
      expect(one.sentAt).toMatch(/T10:30:00\.000Z$/);
      expect(one.totals).toMatchObject({ recipients: 5, delivered: 5, failed: 0 });
    }
    const scheduled = list.body.content.find((one: { state: string }) => one.state === 'SCHEDULED');
    expect(scheduled).toMatchObject({ scheduledAt: '2026-12-04T10:30:00.000Z', frequency: 'WEEKLY' });
  });

  it('are read by the school’s members and on the open page; a second run adds nothing', async () => {
    const members = await call(
      t.app,
      'GET',
      P.memberList.replace(':instituteCustomUrl', 'greenfield-public-school'),
      student,
    );
    expect(members.body.content).toHaveLength(12);
    expect(members.body.content[0].title).toBe('Children’s Day surprises');
    const open = await call(
      t.app,
      'GET',
      P.publicNewsletter
        .replace(':instituteCustomUrl', 'greenfield-public-school')
        .replace(':slug', members.body.content[0].slug),
    );
    expect(open.status).toBe(200);
    expect(open.body.blocks.map((block: { type: string }) => block.type)).toContain('EVENT');
    const before = await t.db.select({ id: newsletters.id }).from(newsletters);
    await seedNewsletterDemo(t.db, NOW);
    expect(await t.db.select({ id: newsletters.id }).from(newsletters)).toHaveLength(before.length);
  });
});
