/**
 * Demo: every seeded person has accepted the current privacy policy and safety advisory, so demo sign-ins go straight
 * in; except two Greenfield students, who accepted an earlier version, to show (and test) the step that asks again.
 */
import { POLICY_DOCUMENTS } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { findUserByEmail } from '../user/user.repository';
import { acceptCurrentForUsers, replaceAcceptances } from './policy.repository';

export const DEMO_EARLIER_ACCEPTANCE = {
  emails: ['student30@demo.test', 'student33@demo.test'],
  version: '2025-06-01',
} as const;

export async function seedPolicyDemo(db: Db): Promise<void> {
  await acceptCurrentForUsers(db);
  for (const email of DEMO_EARLIER_ACCEPTANCE.emails) {
    const user = await findUserByEmail(db, email);
    if (!user) continue;
    await replaceAcceptances(
      db,
      user.id,
      POLICY_DOCUMENTS.map((document) => ({ document, version: DEMO_EARLIER_ACCEPTANCE.version })),
      new Date(Date.UTC(2025, 5, 2, 5, 30)),
    );
  }
}
