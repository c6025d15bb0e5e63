/** Set-up for the collab tests: two schools with their people, a caller, and helpers that build a collab by API. */
import { COLLAB_PATHS } from '@noticeboard/shared';
import { vi } from 'vitest';
import { communitySettings } from '../../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../../test/factories';
import { type SignedIn, signIn } from '../../../test/session';
import { insertPeriod } from '../../subscription/subscription.repository';
import { insertCommitteeSeat } from '../../team/team.repository';
import { grantConsent, postsCaller } from '../post-test-kit';

const LOGIN_KIND = {
  owner: 'user',
  participant: 'user',
  classmate: 'user',
  noConsent: 'user',
  studentB: 'user',
  mentor: 'faculty',
  faculty2: 'faculty',
  adminA: 'faculty',
  committeeA: 'faculty',
  adminB: 'faculty',
  instituteA: 'institute',
  instituteB: 'institute',
  individual: 'individual',
} as const;
export type CollabPerson = keyof typeof LOGIN_KIND;

export const WORLD_TIMEOUT_MS = 600_000;
vi.setConfig({ testTimeout: 180_000 });

/**
 * School A approves posts automatically and starts without global visibility; `mentor` and `faculty2` are its
 * faculty, `committeeA` sits on its approval committee. Students have consent except `noConsent`.
 */
export async function buildCollabWorld() {
  const t = await buildTestApp();
  const schoolA = await buildInstitute(t.db, 'Greenway School');
  const schoolB = await buildInstitute(t.db, 'Brookside School');
  const a = schoolA.institute.id;
  const b = schoolB.institute.id;
  const people = {
    owner: await buildMember(t.db, a, 'CANDIDATE'),
    participant: await buildMember(t.db, a, 'CANDIDATE'),
    classmate: await buildMember(t.db, a, 'CANDIDATE'),
    noConsent: await buildMember(t.db, a, 'CANDIDATE'),
    studentB: await buildMember(t.db, b, 'CANDIDATE'),
    mentor: await buildMember(t.db, a, 'FACULTY'),
    faculty2: await buildMember(t.db, a, 'FACULTY'),
    adminA: await buildMember(t.db, a, 'ADMIN'),
    committeeA: await buildMember(t.db, a, 'FACULTY'),
    adminB: await buildMember(t.db, b, 'ADMIN'),
    instituteA: schoolA.account,
    instituteB: schoolB.account,
    individual: await buildIndividual(t.db),
  };
  for (const student of [people.owner, people.participant, people.classmate, people.studentB]) {
    await grantConsent(t, student.instituteId as string, student.id);
  }
  await insertCommitteeSeat(t.db, a, people.committeeA.id);
  await t.db.insert(communitySettings).values({ instituteId: a, autoApproval: true, globalVisibility: false });
  await insertPeriod(
    t.db,
    { userId: people.individual.id },
    { kind: 'PAID', startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 30 * 86_400_000) },
  );
  const as = {} as Record<CollabPerson, SignedIn>;
  for (const name of Object.keys(LOGIN_KIND) as CollabPerson[]) {
    as[name] = await signIn(t.app, LOGIN_KIND[name], people[name].email);
  }
  const call = postsCaller(t);
  return { t, schoolA, schoolB, people, as, call };
}
export type CollabWorld = Awaited<ReturnType<typeof buildCollabWorld>>;

export const collabPath = (path: string, collabId: string, userId?: string) =>
  path.replace(':collabId', collabId).replace(':userId', userId ?? '');

export const aCollab = (overrides: Record<string, unknown> = {}) => ({
  title: 'Rainwater for the school garden',
  summary: '<p>We collect rain from the roof and measure how much the garden needs.</p>',
  goals: 'Two full barrels by the end of term',
  category: 'innovations',
  topic: 'water',
  ...overrides,
});

/** A collab by `owner` with the participant and the mentor on its team, moved on to `until`. */
export async function collabIn(
  w: CollabWorld,
  until: 'DRAFT' | 'IN_PROGRESS' | 'SUBMITTED' | 'APPROVED' | 'PUBLISHED',
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const created = await w.call('POST', COLLAB_PATHS.create, w.as.owner, aCollab(overrides));
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.json)}`);
  const id = created.body.id as string;
  const step = async (path: string, who: SignedIn, payload?: object) => {
    const response = await w.call('POST', collabPath(path, id), who, payload);
    if (response.status !== 200) throw new Error(`${path} failed: ${response.status} ${JSON.stringify(response.json)}`);
  };
  await step(COLLAB_PATHS.participants, w.as.owner, { userId: w.people.participant.id });
  await step(COLLAB_PATHS.faculty, w.as.owner, { userId: w.people.mentor.id });
  if (until === 'DRAFT') return id;
  await step(COLLAB_PATHS.status, w.as.owner, { status: 'IN_PROGRESS' });
  if (until === 'IN_PROGRESS') return id;
  await step(COLLAB_PATHS.sendForApproval, w.as.owner);
  if (until === 'SUBMITTED') return id;
  await step(COLLAB_PATHS.evaluation, w.as.mentor, { decision: 'APPROVED', score: 90, feedback: 'Lovely work' });
  if (until === 'APPROVED') return id;
  await step(COLLAB_PATHS.publish, w.as.mentor);
  return id;
}
