/** The child-listing rule (`child-listing.policy.ts`) where lists need it in SQL, and one person's listing read fresh. */
import { and, eq, isNotNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { parentConsents, users } from '../../db/schema';
import { type OutsideListing, outsideListing } from './child-listing.policy';
import { ADULT_AGE } from './consent.policy';

/** The latest date of birth of someone who is an adult on `now` (`dateOfBirth <= it` ⇔ no consent needed). */
export function adultBornOnOrBefore(now: Date): string {
  const year = now.getUTCFullYear() - ADULT_AGE;
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const day = String(now.getUTCDate()).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${month}-${day}`;
}

/**
 * Active people who may be listed outside their school (`outsideListing` is not HIDDEN): everyone but students, adult
 * students, and children whose parent consented. Needs `parent_consents` left-joined on the user.
 */
export function listedOutsideWhere(now: Date): SQL {
  return and(
    eq(users.status, 'ACTIVE'),
    or(
      ne(users.type, 'CANDIDATE'),
      eq(parentConsents.status, 'GRANTED'),
      and(isNotNull(users.dateOfBirth), lte(users.dateOfBirth, adultBornOnOrBefore(now))),
    ),
  ) as SQL;
}

/** How one person is listed outside their school now; null for an unknown id. */
export async function outsideListingOf(db: Queryable, userId: string, now: Date): Promise<OutsideListing | null> {
  const [row] = await db
    .select({ type: users.type, dateOfBirth: users.dateOfBirth, consentStatus: parentConsents.status })
    .from(users)
    .leftJoin(parentConsents, eq(parentConsents.studentId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? outsideListing(row, now) : null;
}
