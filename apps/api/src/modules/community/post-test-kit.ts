/** Shared set-up for the community posts tests: two schools with members, an individual, and a call helper. */
import { COMMUNITY_PATHS } from '@noticeboard/shared';
import { vi } from 'vitest';
import { postAttachments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { answerParentConsent } from '../consent/consent-test-kit';
import { insertPeriod } from '../subscription/subscription.repository';

const LOGIN_KIND = {
  studentA: 'user',
  studentA2: 'user',
  studentB: 'user',
  adminA: 'faculty',
  facultyA: 'faculty',
  instituteA: 'institute',
  instituteB: 'institute',
  individual: 'individual',
} as const;
export type PersonName = keyof typeof LOGIN_KIND;

/** Everyone the comment and feed tests sign in: two schools' people and an individual reader. */
export const FEED_PEOPLE = [
  'studentA',
  'studentA2',
  'studentB',
  'adminA',
  'facultyA',
  'instituteA',
  'instituteB',
  'individual',
] as const satisfies readonly PersonName[];

export const WORLD_TIMEOUT_MS = 600_000;
vi.setConfig({ testTimeout: 180_000 });

/** Everyone is created with consent (students) and subscriptions; only the named people are signed in. */
export async function buildPostsWorld<K extends PersonName>(signedIn: readonly K[]) {
  const t = await buildTestApp();
  const schoolA = await buildInstitute(t.db, 'School A');
  const schoolB = await buildInstitute(t.db, 'School B');
  const people = {
    studentA: await buildMember(t.db, schoolA.institute.id, 'CANDIDATE'),
    studentA2: await buildMember(t.db, schoolA.institute.id, 'CANDIDATE'),
    studentB: await buildMember(t.db, schoolB.institute.id, 'CANDIDATE'),
    adminA: await buildMember(t.db, schoolA.institute.id, 'ADMIN'),
    facultyA: await buildMember(t.db, schoolA.institute.id, 'FACULTY'),
    instituteA: schoolA.account,
    instituteB: schoolB.account,
    individual: await buildIndividual(t.db),
  };
  for (const student of [people.studentA, people.studentA2, people.studentB]) {
    await grantConsent(t, student.instituteId as string, student.id);
  }
  await insertPeriod(
    t.db,
    { userId: people.individual.id },
    { kind: 'PAID', startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 30 * 86_400_000) },
  );
  const as = {} as Record<K, SignedIn>;
  for (const name of signedIn) as[name] = await signIn(t.app, LOGIN_KIND[name], people[name].email);
  return { t, schoolA, schoolB, people, as };
}
export type PostsWorld<K extends PersonName = PersonName> = Awaited<ReturnType<typeof buildPostsWorld<K>>>;

export async function grantConsent(t: TestApp, instituteId: string, studentId: string) {
  await answerParentConsent(t.db, { instituteId, studentId });
}

/** An uploaded (not yet attached) file, as the upload endpoint would leave it. */
export async function uploaded(t: TestApp, ownerId: string, attachmentType: 'IMAGE' | 'PDF' | 'VIDEO' = 'IMAGE') {
  const [row] = await t.db
    .insert(postAttachments)
    .values({
      ownerId,
      attachmentType,
      storageKey: `community/test/${crypto.randomUUID()}`,
      mimeType: attachmentType === 'PDF' ? 'application/pdf' : attachmentType === 'VIDEO' ? 'video/mp4' : 'image/webp',
      bytes: 1234,
    })
    .returning();
  if (!row) throw new Error('no attachment');
  return row;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function postsCaller(t: TestApp) {
  return async (method: Method, url: string, who?: SignedIn, payload?: object) => {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload ? { payload } : {}),
    });
    const json = response.body ? response.json() : null;
    return { status: response.statusCode, json, body: json?.body };
  };
}

export const postPath = (id: string) => COMMUNITY_PATHS.post.replace(':postId', id);
export const likePath = (id: string) => COMMUNITY_PATHS.like.replace(':postId', id);
export const commentsPath = (id: string) => COMMUNITY_PATHS.comments.replace(':postId', id);
export const commentPath = (id: string) => COMMUNITY_PATHS.comment.replace(':commentId', id);

export const aPost = (overrides: Record<string, unknown> = {}) => ({
  description: '<p>Our class planted a small garden today</p>',
  category: 'events',
  ...overrides,
});
