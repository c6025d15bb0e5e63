import { CURRENT_POLICY_VERSIONS } from '@noticeboard/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyAcceptances, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { DEMO_EARLIER_ACCEPTANCE } from './policy.seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seeded: true });
});
afterAll(async () => t.close());

describe('policy acceptance demo data', () => {
  it('has every demo person but two accept the current privacy policy and safety advisory', async () => {
    const [people] = await t.db.select({ n: count() }).from(users);
    for (const document of ['PRIVACY_POLICY', 'SAFETY_ADVISORY'] as const) {
      const [accepted] = await t.db
        .select({ n: count() })
        .from(policyAcceptances)
        .where(
          and(
            eq(policyAcceptances.document, document),
            eq(policyAcceptances.version, CURRENT_POLICY_VERSIONS[document]),
          ),
        );
      expect(accepted?.n, document).toBe((people?.n ?? 0) - DEMO_EARLIER_ACCEPTANCE.emails.length);
    }
  });

  it('asks two students again: they accepted an earlier version', async () => {
    for (const email of DEMO_EARLIER_ACCEPTANCE.emails) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().body.pendingPolicies).toEqual(['PRIVACY_POLICY', 'SAFETY_ADVISORY']);
    }
  });

  it('lets a demo student in without the policy step', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'student@demo.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().body.pendingPolicies).toEqual([]);
  });
});
