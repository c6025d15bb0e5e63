/** Demo: every seeded person has accepted the current privacy policy and safety advisory, so demo sign-ins go in. */
import type { Db } from '../../db/client';
import { acceptCurrentForUsers } from './policy.repository';

export async function seedPolicyDemo(db: Db): Promise<void> {
  await acceptCurrentForUsers(db);
}
