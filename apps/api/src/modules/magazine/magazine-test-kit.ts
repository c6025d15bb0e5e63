/**
 * Test helpers for the school magazine: a school with its account, an admin, a teacher mentor, a teacher on the
 * approval committee, a teacher named editor, a student without a parent's consent and one with it, beside another
 * school with its own people; and calls that take a student's piece along the editorial path.
 */
import { type MagazinePiece, MAGAZINE_PATHS as P } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { approvalCommitteeMembers, users } from '../../db/schema';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { answerParentConsent } from '../consent/consent-test-kit';
import { type CallResult, call } from '../quiz/quiz-test-kit';

export { type CallResult, call };

type Params = { pieceId?: string; pictureId?: string; issueId?: string; customUrl?: string };

/** A path of the magazine's table with its parameters filled in. */
export function pathOf(name: keyof typeof P, params: Params = {}): string {
  return P[name]
    .replace(':pieceId', params.pieceId ?? '')
    .replace(':pictureId', params.pictureId ?? '')
    .replace(':issueId', params.issueId ?? '')
    .replace(':customUrl', params.customUrl ?? '');
}

export type MagazinePerson =
  | 'school'
  | 'admin'
  | 'mentor'
  | 'committee'
  | 'editor'
  | 'student'
  | 'consented'
  | 'otherSchool'
  | 'otherFaculty'
  | 'otherStudent';

export interface MagazineSchool {
  instituteId: string;
  customUrl: string;
  otherCustomUrl: string;
  as: Record<MagazinePerson, SignedIn>;
  ids: Record<MagazinePerson, string>;
  /** The full name of the student without consent (never to be printed). */
  studentName: string;
  consentedName: string;
}

export async function magazineSchool(app: FastifyInstance, db: Db): Promise<MagazineSchool> {
  const a = await buildInstitute(db, 'Maple Grove School');
  const b = await buildInstitute(db, 'Cedar Heights School');
  const student = await buildMember(db, a.institute.id, 'CANDIDATE');
  const studentName = 'Riya Sharmila Dutt';
  await db.update(users).set({ name: studentName, dateOfBirth: '2013-05-01' }).where(eq(users.id, student.id));
  const consented = await buildMember(db, a.institute.id, 'CANDIDATE');
  const consentedName = 'Kabir Anand Rao';
  await db.update(users).set({ name: consentedName, dateOfBirth: '2013-02-11' }).where(eq(users.id, consented.id));
  await answerParentConsent(db, { instituteId: a.institute.id, studentId: consented.id });
  const admin = await buildMember(db, a.institute.id, 'ADMIN');
  const mentor = await buildMember(db, a.institute.id, 'FACULTY');
  const committee = await buildMember(db, a.institute.id, 'FACULTY');
  const editor = await buildMember(db, a.institute.id, 'FACULTY');
  await db.insert(approvalCommitteeMembers).values({ instituteId: a.institute.id, userId: committee.id });
  const otherFaculty = await buildMember(db, b.institute.id, 'FACULTY');
  const otherStudent = await buildMember(db, b.institute.id, 'CANDIDATE');
  const as: Record<MagazinePerson, SignedIn> = {
    school: await signIn(app, 'institute', a.account.email),
    admin: await signIn(app, 'faculty', admin.email),
    mentor: await signIn(app, 'faculty', mentor.email),
    committee: await signIn(app, 'faculty', committee.email),
    editor: await signIn(app, 'faculty', editor.email),
    student: await signIn(app, 'user', student.email),
    consented: await signIn(app, 'user', consented.email),
    otherSchool: await signIn(app, 'institute', b.account.email),
    otherFaculty: await signIn(app, 'faculty', otherFaculty.email),
    otherStudent: await signIn(app, 'user', otherStudent.email),
  };
  const ids: Record<MagazinePerson, string> = {
    school: a.account.id,
    admin: admin.id,
    mentor: mentor.id,
    committee: committee.id,
    editor: editor.id,
    student: student.id,
    consented: consented.id,
    otherSchool: b.account.id,
    otherFaculty: otherFaculty.id,
    otherStudent: otherStudent.id,
  };
  const configured = await call(app, 'PUT', P.config, as.school, {
    name: 'The Maple Leaf',
    sections: ['News', 'Stories', 'Poems', 'Art', 'Science corner'],
    frequency: 'MONTHLY',
    editorIds: [editor.id],
  });
  if (configured.status !== 200) throw new Error(`config: ${configured.status} ${configured.raw}`);
  return {
    instituteId: a.institute.id,
    customUrl: a.institute.customUrl,
    otherCustomUrl: b.institute.customUrl,
    as,
    ids,
    studentName,
    consentedName,
  };
}

export async function draftPiece(
  app: FastifyInstance,
  who: SignedIn,
  overrides: Record<string, unknown> = {},
): Promise<MagazinePiece> {
  const created = await call(app, 'POST', P.pieces, who, {
    kind: 'POEM',
    language: 'EN',
    section: 'Poems',
    title: 'The banyan tree',
    body: 'Old and wide, it shades us all,\nits roots like ropes, its trunk a wall.',
    ...overrides,
  });
  if (created.status !== 201) throw new Error(`draft: ${created.status} ${created.raw}`);
  return created.body as MagazinePiece;
}

async function expectOk(result: CallResult, what: string): Promise<MagazinePiece> {
  if (result.status !== 200) throw new Error(`${what}: ${result.status} ${result.raw}`);
  return result.body as MagazinePiece;
}

/** A student's piece taken to APPROVED: sent, passed on by the mentor, approved by the committee. */
export async function approvedPiece(
  app: FastifyInstance,
  s: MagazineSchool,
  author: SignedIn = s.as.student,
  overrides: Record<string, unknown> = {},
): Promise<MagazinePiece> {
  const piece = await draftPiece(app, author, overrides);
  const id = { pieceId: piece.id };
  const sent = await expectOk(await call(app, 'POST', pathOf('submit', id), author), 'submit');
  if (sent.status === 'WITH_MENTOR') {
    await expectOk(await call(app, 'POST', pathOf('review', id), s.as.mentor, { action: 'PASS' }), 'pass');
  }
  return expectOk(await call(app, 'POST', pathOf('decision', id), s.as.committee, { approve: true }), 'approve');
}

/** A published issue holding the given approved pieces (in that order, each in its own section). */
export async function publishedIssue(
  app: FastifyInstance,
  s: MagazineSchool,
  pieces: MagazinePiece[],
  number = 1,
): Promise<string> {
  const issue = await call(app, 'POST', P.issues, s.as.editor, { title: 'Monsoon Days', number });
  if (issue.status !== 201) throw new Error(`issue: ${issue.status} ${issue.raw}`);
  const issueId = issue.body.id as string;
  const placed = await call(app, 'PUT', pathOf('placement', { issueId }), s.as.editor, {
    pieces: pieces.map((piece) => ({ pieceId: piece.id, section: piece.section })),
  });
  if (placed.status !== 200) throw new Error(`place: ${placed.status} ${placed.raw}`);
  const published = await call(app, 'POST', pathOf('publish', { issueId }), s.as.editor);
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${published.raw}`);
  return issueId;
}
