/**
 * The profile tests' world: two schools, a child with no parent consent, a child whose parent consented, their
 * classmates, teachers and school accounts, a student and teacher of another school, an individual and a visitor.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parentConsents, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { recordConsentAnswer } from '../consent/consent-ledger.repository';

/** Twelve years old on any day these tests run: a child who needs parent consent. */
export const CHILD_BIRTHDAY = `${new Date().getUTCFullYear() - 12}-03-14`;

export async function buildProfileWorld() {
  const t = await buildTestApp();
  const schoolA = await buildInstitute(t.db, 'Greenfield Test School');
  const schoolB = await buildInstitute(t.db, 'Riverside Test School');
  const child = await buildMember(t.db, schoolA.institute.id, 'CANDIDATE');
  const consented = await buildMember(t.db, schoolA.institute.id, 'CANDIDATE');
  const classmate = await buildMember(t.db, schoolA.institute.id, 'CANDIDATE');
  const faculty = await buildMember(t.db, schoolA.institute.id, 'FACULTY');
  const studentB = await buildMember(t.db, schoolB.institute.id, 'CANDIDATE');
  const facultyB = await buildMember(t.db, schoolB.institute.id, 'FACULTY');
  const individual = await buildIndividual(t.db);
  for (const person of [child, consented]) {
    await t.db
      .update(users)
      .set({ name: `Asha ${person.id.slice(0, 4)} Kumar`, dateOfBirth: CHILD_BIRTHDAY, phone: phoneNumber() })
      .where(eq(users.id, person.id));
  }
  await t.db.insert(parentConsents).values({
    instituteId: schoolA.institute.id,
    studentId: consented.id,
    parentName: 'A Parent',
    parentEmail: 'parent@mail.test',
    status: 'GRANTED',
    decidedAt: new Date(),
  });
  await recordConsentAnswer(t.db, {
    studentId: consented.id,
    status: 'GRANTED',
    faceChecks: false,
    grantor: 'PARENT',
    recordedBy: null,
    source: 'parent-link',
  });
  const as = {
    child: await signIn(t.app, 'user', child.email),
    consented: await signIn(t.app, 'user', consented.email),
    classmate: await signIn(t.app, 'user', classmate.email),
    faculty: await signIn(t.app, 'faculty', faculty.email),
    school: await signIn(t.app, 'institute', schoolA.account.email),
    studentB: await signIn(t.app, 'user', studentB.email),
    facultyB: await signIn(t.app, 'faculty', facultyB.email),
    individual: await signIn(t.app, 'individual', individual.email),
  };
  return { t, schoolA, schoolB, people: { child, consented, classmate, faculty, studentB, facultyB, individual }, as };
}
export type ProfileWorld = Awaited<ReturnType<typeof buildProfileWorld>>;

const phoneNumber = () =>
  `+9198${Math.floor(Math.random() * 1e8)
    .toString()
    .padStart(8, '0')}`;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function caller(t: TestApp) {
  return (method: Method, url: string, who?: SignedIn, payload?: object) =>
    t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
}

/** One file as multipart to any profile upload route. */
export function uploadTo(t: TestApp, url: string, who: SignedIn | undefined, file: Buffer, filename = 'photo.jpg') {
  const boundary = `----nb${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(who ? { cookie: who.cookie } : {}) },
    payload,
  });
}
