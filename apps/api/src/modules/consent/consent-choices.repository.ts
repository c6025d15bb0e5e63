/** SQL of consent choices: the requests a parent's address answered, and one request locked for a change. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { institutes, parentConsents, users } from '../../db/schema';

const requestColumns = {
  consentId: parentConsents.id,
  instituteId: parentConsents.instituteId,
  studentId: parentConsents.studentId,
  parentName: parentConsents.parentName,
  parentEmail: parentConsents.parentEmail,
  status: parentConsents.status,
  studentName: users.name,
  studentType: users.type,
  studentDateOfBirth: users.dateOfBirth,
  studentStatus: users.status,
  schoolName: institutes.name,
};

/** The answered requests addressed to this parent (one per child), with what their email may say. */
export function answeredRequestsOf(db: Queryable, email: string) {
  return db
    .select(requestColumns)
    .from(parentConsents)
    .innerJoin(users, eq(users.id, parentConsents.studentId))
    .innerJoin(institutes, eq(institutes.id, parentConsents.instituteId))
    .where(
      and(
        sql`lower(${parentConsents.parentEmail}) = lower(${email})`,
        inArray(parentConsents.status, ['GRANTED', 'DECLINED']),
        eq(users.status, 'ACTIVE'),
      ),
    );
}

/** One request with its child and school; `lock` holds the row until the transaction ends (changes take turns). */
export async function requestForChoices(db: Queryable, consentId: string, lock = false) {
  const query = db
    .select(requestColumns)
    .from(parentConsents)
    .innerJoin(users, eq(users.id, parentConsents.studentId))
    .innerJoin(institutes, eq(institutes.id, parentConsents.instituteId))
    .where(eq(parentConsents.id, consentId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: parentConsents }) : await query;
  return row;
}

/** Keeps the request's status and face-check answer in step with the ledger (the school's list reads them). */
export async function syncRequest(
  tx: Queryable,
  consentId: string,
  change: { status?: 'GRANTED' | 'DECLINED'; faceChecksAllowed?: boolean; at: Date },
): Promise<void> {
  await tx
    .update(parentConsents)
    .set({
      ...(change.status ? { status: change.status, decidedAt: change.at } : {}),
      ...(change.faceChecksAllowed === undefined ? {} : { faceChecksAllowed: change.faceChecksAllowed }),
    })
    .where(eq(parentConsents.id, consentId));
}
