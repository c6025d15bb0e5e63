/**
 * `npm run bench:magazine` (issue 19 §5): a member reading a published magazine issue (12 pieces under five
 * sections, pictures, consent-respecting credits) beside a bare Fastify route (bench/beside-bare.ts, 50 connections),
 * and the school's list of issues. PostgreSQL at DATABASE_URL: a fresh database `bench_magazine`, dropped at the end
 * (--keep leaves it).
 */
import { MAGAZINE_PATHS } from '@noticeboard/shared';
import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/client';
import { magazineConfigs, magazineIssues, magazinePictures, magazinePieces } from '../apps/api/src/db/schema';
import { buildInstitute } from '../apps/api/src/test/factories';
import { createBenchDatabase, dropBenchDatabase, SERVER_URL } from './bench-db';
import { runBesideBare, type Target } from './beside-bare';
import { openBenchApp } from './news-app';

const DB_NAME = 'bench_magazine';
const STUDENTS = 300;
const ISSUES = 24;
const PIECES_PER_ISSUE = 12;
const SECTIONS = ['News', 'Stories', 'Poems', 'Art', 'Science corner'];
const WORDS =
  'The first heavy rain of July turned the patch behind the library into a small jungle, and the eco club counted forty-one earthworms in one square metre of soil. ';

async function main(): Promise<void> {
  const keep = process.argv.includes('--keep');
  const url = await createBenchDatabase(SERVER_URL, DB_NAME);
  const database = createDatabase({ databaseUrl: url });
  await database.migrate();
  const { db } = database;

  console.log(`seeding ${DB_NAME}: ${STUDENTS} students, ${ISSUES} issues of ${PIECES_PER_ISSUE} pieces`);
  const school = await buildInstitute(db, 'Bench Magazine School');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const students = await client.query<{ id: string }>(
    `insert into users (type, name, email, custom_url, institute_id, student_class, section, date_of_birth)
     select 'CANDIDATE', 'Bench writer ' || n, 'bench-writer-' || n || '@bench.test', 'bench-writer-' || n, $1,
       'EIGHT', 'A', '2013-06-01'
     from generate_series(1, $2) n returning id`,
    [school.institute.id, STUDENTS],
  );
  // Half of the students' parents said yes: the other half are credited by class.
  await client.query(
    `insert into parent_consents (institute_id, student_id, parent_name, parent_email, status)
     select $1, id, 'Parent', 'parent-' || id || '@bench.test', 'GRANTED' from users where id = any($2)`,
    [school.institute.id, students.rows.filter((_, index) => index % 2 === 0).map((row) => row.id)],
  );
  await db.insert(magazineConfigs).values({
    instituteId: school.institute.id,
    name: 'The Bench Bell',
    sections: SECTIONS,
    frequency: 'MONTHLY',
  });
  let readIssueId = '';
  for (let number = 1; number <= ISSUES; number++) {
    const [issue] = await db
      .insert(magazineIssues)
      .values({
        instituteId: school.institute.id,
        number,
        title: `Issue of month ${number}`,
        status: 'PUBLISHED',
        publishedAt: new Date(Date.now() - (ISSUES - number) * 30 * 86_400_000),
      })
      .returning({ id: magazineIssues.id });
    if (!issue) throw new Error('no issue');
    readIssueId = issue.id;
    await db.insert(magazinePictures).values({
      instituteId: school.institute.id,
      issueId: issue.id,
      storageKey: `magazine/${school.institute.id}/cover-${number}.webp`,
      width: 1200,
      height: 800,
    });
    const pieces = await db
      .insert(magazinePieces)
      .values(
        Array.from({ length: PIECES_PER_ISSUE }, (_, index) => ({
          instituteId: school.institute.id,
          authorId: students.rows[(number * PIECES_PER_ISSUE + index) % STUDENTS]?.id ?? '',
          kind: index % 3 === 0 ? ('POEM' as const) : ('ARTICLE' as const),
          section: SECTIONS[index % SECTIONS.length] ?? 'News',
          title: `Piece ${index + 1} of issue ${number}`,
          body: WORDS.repeat(8),
          status: 'PUBLISHED' as const,
          issueId: issue.id,
          position: index,
          publishedAt: new Date(),
        })),
      )
      .returning({ id: magazinePieces.id });
    await db.insert(magazinePictures).values(
      pieces.slice(0, 4).map((piece, index) => ({
        instituteId: school.institute.id,
        pieceId: piece.id,
        storageKey: `magazine/${school.institute.id}/piece-${number}-${index}.webp`,
        width: 1200,
        height: 800,
      })),
    );
  }
  await client.query('analyze');
  const version = await client.query<{ server_version: string }>('show server_version');
  await client.end();

  const { app, sessions, close } = await openBenchApp(url);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const readers: Target[] = [];
  const shelves: Target[] = [];
  for (const student of students.rows.slice(0, 50)) {
    const cookie = `accessToken=${(await sessions.start(student.id)).accessToken}`;
    const params = { customUrl: school.institute.customUrl, issueId: readIssueId };
    readers.push({
      path: `/api${MAGAZINE_PATHS.publishedIssue.replace(':customUrl', params.customUrl).replace(':issueId', params.issueId)}`,
      headers: { cookie },
    });
    shelves.push({
      path: `/api${MAGAZINE_PATHS.published.replace(':customUrl', params.customUrl)}`,
      headers: { cookie },
    });
  }

  await runBesideBare(
    `Noticeboard magazine bench: PostgreSQL ${version.rows[0]?.server_version ?? '?'}, ${ISSUES} issues of ${PIECES_PER_ISSUE} pieces, ${STUDENTS} students`,
    appUrl,
    [
      { name: `GET a published issue (${PIECES_PER_ISSUE} pieces, pictures, credits)`, targets: readers },
      { name: `GET the school's issues (${ISSUES}, newest first)`, targets: shelves },
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
