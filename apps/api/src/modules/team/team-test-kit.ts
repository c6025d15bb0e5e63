/** Shared set-up for the team, committee and category tests: two schools and their people. */
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';

export async function buildTeamWorld() {
  const t = await buildTestApp();
  const schoolA = await buildInstitute(t.db, 'School A');
  const schoolB = await buildInstitute(t.db, 'School B');
  const admin = await buildMember(t.db, schoolA.institute.id, 'ADMIN');
  const faculty = await buildMember(t.db, schoolA.institute.id, 'FACULTY');
  const student = await buildMember(t.db, schoolA.institute.id, 'CANDIDATE');
  const facultyB = await buildMember(t.db, schoolB.institute.id, 'FACULTY');
  const adminB = await buildMember(t.db, schoolB.institute.id, 'ADMIN');
  return {
    t,
    schoolA,
    schoolB,
    people: { admin, faculty, student, facultyB, adminB },
    as: {
      instituteA: await signIn(t.app, 'institute', schoolA.account.email),
      instituteB: await signIn(t.app, 'institute', schoolB.account.email),
      adminA: await signIn(t.app, 'faculty', admin.email),
      facultyA: await signIn(t.app, 'faculty', faculty.email),
      studentA: await signIn(t.app, 'user', student.email),
    },
  };
}
export type TeamWorld = Awaited<ReturnType<typeof buildTeamWorld>>;

export function caller(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: SignedIn, payload?: object) =>
    t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
}

/** The audit actions recorded for one entity, oldest first. */
export async function actionsFor(t: TestApp, instituteId: string, entityId: string): Promise<string[]> {
  const rows = await t.db
    .select({ action: auditEvents.action, createdAt: auditEvents.createdAt })
    .from(auditEvents)
    .where(and(eq(auditEvents.instituteId, instituteId), eq(auditEvents.entityId, entityId)))
    .orderBy(auditEvents.createdAt);
  return rows.map((row) => row.action);
}
