/** The child-listing rule (`child-listing.policy.ts`) where lists need it in SQL, and one person's listing read fresh. */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { type OutsideListing, outsideListing } from './child-listing.policy';
import { consentAllowsSql } from './consent-ledger.repository';

/**
 * Active people who may be listed outside their school (`outsideListing` is not HIDDEN): those the consent ledger
 * allows COMMUNITY (children with their parent's yes, everyone else unless they withdrew it).
 */
export function listedOutsideWhere(now: Date): SQL {
  return and(eq(users.status, 'ACTIVE'), consentAllowsSql('COMMUNITY', now)) as SQL;
}

/** How one person is listed outside their school now; null for an unknown id. */
export async function outsideListingOf(db: Queryable, userId: string, now: Date): Promise<OutsideListing | null> {
  const [row] = await db
    .select({ type: users.type, dateOfBirth: users.dateOfBirth, communityAllowed: consentAllowsSql('COMMUNITY', now) })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? outsideListing({ ...row, communityAllowed: Boolean(row.communityAllowed) }, now) : null;
}
