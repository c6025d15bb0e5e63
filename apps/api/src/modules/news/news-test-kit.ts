/** Shared set-up for the news tests: an app, readers of two schools, and a call helper. */
import { vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { answerParentConsent } from '../consent/consent-test-kit';

/** Everyone is created; only the people a test file names are signed in (hashing is slow on a busy machine). */
export async function buildNewsWorld<K extends PersonName>(signedIn: readonly K[] = []) {
  const t = await buildTestApp();
  const schoolA = await buildInstitute(t.db, 'School A');
  const schoolB = await buildInstitute(t.db, 'School B');
  const people = {
    studentA: await buildMember(t.db, schoolA.institute.id, 'CANDIDATE'),
    studentA2: await buildMember(t.db, schoolA.institute.id, 'CANDIDATE'),
    studentB: await buildMember(t.db, schoolB.institute.id, 'CANDIDATE'),
    adminA: await buildMember(t.db, schoolA.institute.id, 'ADMIN'),
    instituteA: schoolA.account,
    instituteB: schoolB.account,
    individual: await buildIndividual(t.db),
  };
  // Students read with their parent's consent, as most do (For You uses reading history only with it).
  for (const student of [people.studentA, people.studentA2, people.studentB]) {
    await answerParentConsent(t.db, { instituteId: student.instituteId as string, studentId: student.id });
  }
  const as = {} as Record<K, SignedIn>;
  for (const name of signedIn) as[name] = await signIn(t.app, LOGIN_KIND[name], people[name].email);
  return { t, schoolA, schoolB, people, as };
}

const LOGIN_KIND = {
  studentA: 'user',
  studentA2: 'user',
  studentB: 'user',
  adminA: 'faculty',
  instituteA: 'institute',
  instituteB: 'institute',
  individual: 'individual',
} as const;
export type PersonName = keyof typeof LOGIN_KIND;

/** Building a world on a fresh database takes a while when the machine is shared. */
export const WORLD_TIMEOUT_MS = 600_000;
// Scenario tests make many requests each; a busy machine can make them slow.
vi.setConfig({ testTimeout: 180_000 });

export type NewsWorld<K extends PersonName = PersonName> = Awaited<ReturnType<typeof buildNewsWorld<K>>>;

export function newsCaller(t: TestApp) {
  return async (method: 'GET' | 'POST' | 'PUT', url: string, who?: SignedIn, payload?: object) => {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, json: response.json(), body: response.json().body };
  };
}
