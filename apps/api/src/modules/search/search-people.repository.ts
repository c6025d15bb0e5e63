/**
 * Global search over people and schools, by trigram similarity of names (typos included) and substrings.
 *
 * People mirror the profile rule (profile/profile.policy.ts `profileVisibility`): the caller's own school's members
 * in full; outside it only students the consent ledger lists (`listedOutsideWhere`, the child-listing rule) and
 * unattached individuals who did not withdraw COMMUNITY (`consentAllowsSql`). Staff and school accounts of another
 * school are never found. A child outside their school is matched by the first name only (the "First L." they are
 * shown as), so a surname never finds them. Schools: every confirmed school (their profile is public).
 */
import { and, asc, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { institutes, users } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import { listedOutsideWhere } from '../consent/child-listing.repository';
import { adultBornOnOrBefore } from '../consent/consent.policy';
import { consentAllowsSql } from '../consent/consent-ledger.repository';
import type { KindPage } from './search-content.repository';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The name, or an ordered trigram extent of it, is like the text; or contains it. */
function nameMatches(name: SQL, text: string): SQL {
  return sql`(${name} ilike ${likePattern(text)} or ${text} <% ${name})`;
}

export interface PersonHitRow {
  id: string;
  name: string;
  customUrl: string;
  type: string;
  dateOfBirth: string | null;
  instituteId: string | null;
  school: string | null;
  /** The consent ledger allows COMMUNITY now (what `outsideListing` needs). */
  communityAllowed: boolean;
  createdAt: Date;
  total: number;
}

export function searchPeople(
  db: Queryable,
  viewer: Actor,
  text: string,
  now: Date,
  page: KindPage,
): Promise<PersonHitRow[]> {
  const fullName = sql`${users.name}`;
  const firstName = sql`split_part(${users.name}, ' ', 1)`;
  const child = sql`(${users.dateOfBirth} is null or ${users.dateOfBirth} > ${adultBornOnOrBefore(now)}::date)`;
  const outsideSchool = viewer.instituteId
    ? sql`${users.instituteId} is distinct from ${viewer.instituteId}`
    : sql`true`;
  const seen: SQL[] = [
    // Unattached individuals, unless they withdrew COMMUNITY.
    and(isNull(users.instituteId), consentAllowsSql('COMMUNITY', now), nameMatches(fullName, text)) as SQL,
    // Students of other schools as the child-listing rule lists them: a child by first name only.
    and(
      eq(users.type, 'CANDIDATE'),
      sql`${users.instituteId} is not null`,
      outsideSchool,
      listedOutsideWhere(now),
      sql`case when ${child} then ${nameMatches(firstName, text)} else ${nameMatches(fullName, text)} end`,
    ) as SQL,
  ];
  // The caller's own school: everyone but the school account.
  if (viewer.instituteId) {
    seen.push(and(eq(users.instituteId, viewer.instituteId), nameMatches(fullName, text)) as SQL);
  }
  // The planner prices a seq scan of a few thousand names as cheap, not counting the word similarity each row then
  // computes (7 ms for a long query on 2,000 names, 30 ms under load, against 1.4 ms through the trigram index):
  // for this one statement it is told to take the index (SET LOCAL: the transaction's end resets it).
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    return (
      tx
        .select({
          id: users.id,
          name: users.name,
          customUrl: users.customUrl,
          type: users.type,
          dateOfBirth: users.dateOfBirth,
          instituteId: users.instituteId,
          school: institutes.name,
          communityAllowed: sql<boolean>`${consentAllowsSql('COMMUNITY', now)}`,
          createdAt: users.createdAt,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(users)
        .leftJoin(institutes, eq(institutes.id, users.instituteId))
        // Every branch's name match implies this one (a first name is a word of the name, so its similarity to the text is
        // never above the name's): the trigram index narrows to a few candidates before any consent check runs.
        .where(and(eq(users.status, 'ACTIVE'), ne(users.type, 'INSTITUTE'), nameMatches(fullName, text), or(...seen)))
        .orderBy(desc(sql`word_similarity(${text}, ${users.name})`), asc(users.name), asc(users.id))
        .limit(page.limit)
        .offset(page.offset)
    );
  });
}

export interface SchoolHitRow {
  id: string;
  name: string;
  customUrl: string;
  city: string;
  board: string;
  createdAt: Date;
  total: number;
}

export function searchSchools(db: Queryable, text: string, page: KindPage): Promise<SchoolHitRow[]> {
  const name = sql`${institutes.name}`;
  return db
    .select({
      id: institutes.id,
      name: institutes.name,
      customUrl: institutes.customUrl,
      city: institutes.city,
      board: institutes.board,
      createdAt: institutes.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(institutes)
    .where(
      and(
        eq(institutes.verified, true),
        or(nameMatches(name, text), sql`${institutes.city} ilike ${likePattern(text)}`),
      ),
    )
    .orderBy(desc(sql`word_similarity(${text}, ${institutes.name})`), asc(institutes.name), asc(institutes.id))
    .limit(page.limit)
    .offset(page.offset);
}
