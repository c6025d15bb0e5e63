/**
 * `npm run bench:profile` (issue 20 §1, §4): a profile page read beside a bare Fastify route (bench/beside-bare.ts,
 * 50 connections; p99 goal 50 ms): classmates reading a filled-in student profile (every section, skills with
 * teachers' endorsements, the visibility rule applied on every read), and a student of another school reading a
 * consented child's public profile (the consent ledger's decisions read with the owner). The stored read is shared by
 * every viewer for 5 s (profile-read-cache.ts), so this measures mostly its hits and one reload per profile every 5 s.
 * PostgreSQL at DATABASE_URL: a fresh database `bench_profile`, dropped at the end (--keep leaves it).
 */
import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/client';
import { profileEntries, profileSkills, profiles, skillEndorsements } from '../apps/api/src/db/schema';
import { recordConsentAnswer } from '../apps/api/src/modules/consent/consent-ledger.repository';
import { buildInstitute } from '../apps/api/src/test/factories';
import { createBenchDatabase, dropBenchDatabase, SERVER_URL } from './bench-db';
import { runBesideBare, type Target } from './beside-bare';
import { openBenchApp } from './news-app';

const DB_NAME = 'bench_profile';
const STUDENTS = 600;
const TEACHERS = 20;
const ENTRIES_PER_SECTION = 4;
const SKILLS = 8;
const KINDS = ['EXPERIENCE', 'EDUCATION', 'CERTIFICATION', 'ACHIEVEMENT'] as const;

async function insertPeople(client: pg.Client, instituteId: string, prefix: string, count: number, teacher = false) {
  const result = await client.query<{ id: string; custom_url: string }>(
    `insert into users (type, user_type, name, email, custom_url, institute_id, student_class, section, date_of_birth)
     select $5::user_type, $6::individual_user_type, $2 || ' ' || n, $2 || '-' || n || '@bench.test', $2 || '-' || n,
       $1, $3::student_class, $4::section_type, '2013-06-01'
     from generate_series(1, $7) n returning id, custom_url`,
    [
      instituteId,
      prefix,
      teacher ? null : 'EIGHT',
      teacher ? null : 'A',
      teacher ? 'INDIVIDUAL' : 'CANDIDATE',
      teacher ? 'FACULTY' : null,
      count,
    ],
  );
  return result.rows;
}

async function main(): Promise<void> {
  const keep = process.argv.includes('--keep');
  const url = await createBenchDatabase(SERVER_URL, DB_NAME);
  const database = createDatabase({ databaseUrl: url });
  await database.migrate();
  const { db } = database;

  console.log(`seeding ${DB_NAME}: two schools of ${STUDENTS} students, every profile filled in`);
  const schoolA = await buildInstitute(db, 'Bench Profile School');
  const schoolB = await buildInstitute(db, 'Bench Other School');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const students = await insertPeople(client, schoolA.institute.id, 'bench-student', STUDENTS);
  const outsiders = await insertPeople(client, schoolB.institute.id, 'bench-outsider', 50);
  const teachers = await insertPeople(client, schoolA.institute.id, 'bench-teacher', TEACHERS, true);
  for (const student of students) {
    await db.insert(profiles).values({
      userId: student.id,
      headline: 'Curious about rockets and gardens',
      about: 'I build paper rockets and grow tomatoes. '.repeat(10),
      location: 'Bengaluru',
      pictureKey: `profile/${student.id}/00000000-0000-4000-8000-000000000001.webp`,
      backgroundKey: `profile/${student.id}/00000000-0000-4000-8000-000000000002.webp`,
    });
    await db.insert(profileEntries).values(
      KINDS.flatMap((kind) =>
        Array.from({ length: ENTRIES_PER_SECTION }, (_, position) => ({
          userId: student.id,
          kind,
          title: `${kind.toLowerCase()} ${position + 1}`,
          organisation: 'Greenfield science club',
          startDate: '2024-06-01',
          description: 'Looked after the weather station and wrote the weekly rain report.',
          link: kind === 'CERTIFICATION' ? 'https://example.org/certificates/1' : null,
          position,
        })),
      ),
    );
    const skills = await db
      .insert(profileSkills)
      .values(
        Array.from({ length: SKILLS }, (_, position) => ({ userId: student.id, name: `Skill ${position}`, position })),
      )
      .returning({ id: profileSkills.id });
    await db
      .insert(skillEndorsements)
      .values(
        skills
          .slice(0, 3)
          .flatMap((skill, index) =>
            teachers.slice(index, index + 3).map((teacher) => ({ skillId: skill.id, endorserId: teacher.id })),
          ),
      );
  }
  // Every other child's parent allowed a public profile: outsiders read those.
  const consented = students.filter((_, index) => index % 2 === 0).map((student) => student.id);
  await client.query(
    `insert into parent_consents (institute_id, student_id, parent_name, parent_email, status)
     select $1, id, 'Parent', 'parent-' || id || '@bench.test', 'GRANTED' from users where id = any($2)`,
    [schoolA.institute.id, consented],
  );
  await db.transaction(async (tx) => {
    for (const studentId of consented) {
      await recordConsentAnswer(tx, {
        studentId,
        status: 'GRANTED',
        faceChecks: false,
        grantor: 'PARENT',
        recordedBy: null,
        source: 'parent-link',
      });
    }
  });
  await client.query('analyze');
  const version = await client.query<{ server_version: string }>('show server_version');
  await client.end();

  const { app, sessions, close } = await openBenchApp(url);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const classmates: Target[] = [];
  const strangers: Target[] = [];
  for (const [index, reader] of students.slice(0, 50).entries()) {
    const cookie = `accessToken=${(await sessions.start(reader.id)).accessToken}`;
    const read = students[(index * 7 + 101) % STUDENTS];
    classmates.push({ path: `/api/user/profile/${read?.custom_url}`, headers: { cookie } });
  }
  for (const [index, reader] of outsiders.entries()) {
    const cookie = `accessToken=${(await sessions.start(reader.id)).accessToken}`;
    const read = students[(index * 2 * 7) % STUDENTS];
    strangers.push({ path: `/api/user/profile/${read?.custom_url}`, headers: { cookie } });
  }

  await runBesideBare(
    `Noticeboard profile bench: PostgreSQL ${version.rows[0]?.server_version ?? '?'}, ${STUDENTS} students, ${KINDS.length * ENTRIES_PER_SECTION} entries and ${SKILLS} skills each`,
    appUrl,
    [
      { name: 'GET a classmate’s profile (every section, endorsers, personal info rule)', targets: classmates },
      { name: 'GET a consented child’s public profile from another school (ledger asked)', targets: strangers },
    ],
  );

  await close();
  await database.close();
  if (keep) console.log(`kept ${DB_NAME}`);
  else await dropBenchDatabase(SERVER_URL, DB_NAME);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
