/**
 * Demo magazine for each demo school: its config (the named demo teacher edits), two published issues with pieces by
 * demo students (a Hindi poem in the first), one issue in progress with pieces at each step of the editorial path,
 * and the demo student's own draft. Idempotent: a school with a magazine config is left alone. Pictures are drawn
 * by `seedMagazineDemoPictures` (a file seeder) into the keys the rows name.
 */
import { and, asc, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../../db/client';
import {
  magazineComments,
  magazineConfigs,
  magazineIssues,
  magazinePictures,
  magazinePieces,
  posts,
  users,
} from '../../../db/schema';
import type { FileStorage } from '../../../lib/storage';
import { encodePhoto } from '../../community/attachments/image-variants';
import { findInstituteByCustomUrl } from '../../institute/institute.repository';
import { DEMO_DRAFT, DEMO_ISSUES, DEMO_MAGAZINE, type DemoPicture, type DemoPiece } from './magazine-demo-content';

const DEMO_SCHOOLS = ['greenfield-public-school', 'riverside-international-academy'];
const DAY_MS = 86_400_000;
const PICTURE = { width: 1200, height: 800 };

export async function seedMagazineDemo(db: Db): Promise<void> {
  const now = Date.now();
  for (const customUrl of DEMO_SCHOOLS) {
    const school = await findInstituteByCustomUrl(db, customUrl);
    if (!school) continue;
    const [existing] = await db
      .select({ id: magazineConfigs.instituteId })
      .from(magazineConfigs)
      .where(eq(magazineConfigs.instituteId, school.id));
    if (existing) continue;
    const people = await db
      .select({ id: users.id, email: users.email, userType: users.userType, type: users.type })
      .from(users)
      .where(eq(users.instituteId, school.id))
      // The demo student writes first; then everyone by email, so the demo is the same every time.
      .orderBy(sql`${users.email} <> 'student@demo.test'`, sql`${users.email} not like 'faculty@%'`, asc(users.email));
    const students = people.filter((person) => person.type === 'CANDIDATE');
    const teacher = people.find((person) => person.userType === 'FACULTY');
    const mentor = people.filter((person) => person.userType === 'FACULTY').at(-1) ?? teacher;
    if (students.length === 0 || !teacher || !mentor) continue;
    const authorOf = (piece: DemoPiece) =>
      piece.author === 'teacher' ? teacher.id : (students[piece.author % students.length]?.id ?? teacher.id);

    await db.transaction(async (tx) => {
      await tx.insert(magazineConfigs).values({
        instituteId: school.id,
        name: DEMO_MAGAZINE.name,
        sections: [...DEMO_MAGAZINE.sections],
        frequency: 'MONTHLY',
        editorIds: [teacher.id],
      });
      for (const issue of DEMO_ISSUES) {
        const publishedAt = issue.publishedDaysAgo === null ? null : new Date(now - issue.publishedDaysAgo * DAY_MS);
        const createdAt = new Date((publishedAt?.getTime() ?? now) - 12 * DAY_MS);
        const [issueRow] = await tx
          .insert(magazineIssues)
          .values({
            instituteId: school.id,
            number: issue.number,
            title: issue.title,
            status: publishedAt ? 'PUBLISHED' : 'DRAFT',
            publishedAt,
            createdAt,
          })
          .returning({ id: magazineIssues.id });
        if (!issueRow) continue;
        await tx.insert(magazinePictures).values({
          instituteId: school.id,
          issueId: issueRow.id,
          storageKey: demoKey(school.id, `cover-${issue.number}`),
          ...PICTURE,
          uploadedBy: teacher.id,
        });
        for (const [position, piece] of issue.pieces.entries()) {
          const placed = piece.status === 'PUBLISHED' || (piece.status === 'APPROVED' && position === 0);
          await insertDemoPiece(tx, school.id, authorOf(piece), piece, {
            issueId: placed ? issueRow.id : null,
            position,
            at: new Date(createdAt.getTime() + position * 3_600_000),
            publishedAt: piece.status === 'PUBLISHED' ? publishedAt : null,
            commenter: mentor,
          });
        }
      }
      // The newsroom: the school's two newest junior reports are saved for the magazine, ready for an editor.
      const reports = await tx
        .select({ id: posts.id })
        .from(posts)
        .where(
          and(eq(posts.instituteId, school.id), eq(posts.categorySlug, 'junior-reporters'), isNull(posts.removedAt)),
        )
        .orderBy(desc(posts.createdAt))
        .limit(2);
      if (reports.length > 0) {
        await tx
          .update(posts)
          .set({ savedToMagazine: true })
          .where(
            inArray(
              posts.id,
              reports.map((report) => report.id),
            ),
          );
      }
      await insertDemoPiece(tx, school.id, authorOf(DEMO_DRAFT), DEMO_DRAFT, {
        issueId: null,
        position: 0,
        at: new Date(now - DAY_MS),
        publishedAt: null,
        commenter: mentor,
      });
    });
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertDemoPiece(
  tx: Tx,
  instituteId: string,
  authorId: string,
  piece: DemoPiece,
  place: { issueId: string | null; position: number; at: Date; publishedAt: Date | null; commenter: { id: string } },
): Promise<void> {
  const [row] = await tx
    .insert(magazinePieces)
    .values({
      instituteId,
      authorId,
      kind: piece.kind,
      language: piece.language,
      section: piece.section,
      title: piece.title,
      body: piece.body,
      status: piece.status,
      issueId: place.issueId,
      position: place.position,
      submittedAt: piece.status === 'DRAFT' ? null : place.at,
      publishedAt: place.publishedAt,
      createdAt: place.at,
      updatedAt: place.at,
    })
    .returning({ id: magazinePieces.id });
  if (!row) return;
  if (piece.picture) {
    await tx.insert(magazinePictures).values({
      instituteId,
      pieceId: row.id,
      storageKey: demoKey(instituteId, `${piece.picture}-${row.id.slice(0, 8)}`),
      ...PICTURE,
      uploadedBy: authorId,
    });
  }
  if (piece.comment) {
    const [name] = await tx.select({ name: users.name }).from(users).where(eq(users.id, place.commenter.id));
    await tx.insert(magazineComments).values({
      pieceId: row.id,
      authorId: place.commenter.id,
      authorName: name?.name ?? 'Teacher',
      text: piece.comment,
      createdAt: new Date(place.at.getTime() + DAY_MS),
    });
  }
}

const demoKey = (instituteId: string, name: string) => `magazine/${instituteId}/demo-${name}.webp`;

/** Draws every demo picture that is not in storage yet (re-encoded like an upload). */
export async function seedMagazineDemoPictures(db: Db, storage: FileStorage): Promise<void> {
  const rows = await db
    .select({ key: magazinePictures.storageKey })
    .from(magazinePictures)
    .where(and(like(magazinePictures.storageKey, 'magazine/%/demo-%')));
  for (const { key } of rows) {
    if (await storage.info(key)) continue;
    const kind = (Object.keys(SCENES) as DemoPicture[]).find((name) => key.includes(`demo-${name}`)) ?? coverScene(key);
    const png = await sharp(Buffer.from(SCENES[kind])).png().toBuffer();
    await storage.put(key, (await encodePhoto(png)).main.data);
  }
}

function coverScene(key: string): DemoPicture {
  if (key.includes('cover-1')) return 'rain';
  if (key.includes('cover-2')) return 'diya';
  return 'kite';
}

const frame = (sky: string, ground: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE.width}" height="${PICTURE.height}" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="${sky}"/><rect y="560" width="1200" height="240" fill="${ground}"/>${body}</svg>`;

const SCENES: Record<DemoPicture, string> = {
  rain: frame(
    '#9db7d5',
    '#4f7d4a',
    `${Array.from({ length: 60 }, (_, i) => `<line x1="${(i * 97) % 1200}" y1="${(i * 53) % 520}" x2="${((i * 97) % 1200) - 14}" y2="${((i * 53) % 520) + 40}" stroke="#e8f1fb" stroke-width="4" stroke-linecap="round"/>`).join('')}<ellipse cx="300" cy="140" rx="220" ry="80" fill="#6b7f99"/><ellipse cx="820" cy="110" rx="260" ry="90" fill="#71839c"/><path d="M520 640 l120 0 l-30 40 l-60 0 z" fill="#f4f1e8"/>`,
  ),
  garden: frame(
    '#cfe8ff',
    '#6b4f2a',
    `${Array.from({ length: 7 }, (_, i) => `<rect x="${120 + i * 150}" y="380" width="14" height="200" fill="#3f7d3a"/><circle cx="${127 + i * 150}" cy="360" r="58" fill="#4caf50"/><circle cx="${110 + i * 150}" cy="380" r="14" fill="#e53935"/>`).join('')}<circle cx="1040" cy="120" r="70" fill="#ffd54f"/>`,
  ),
  diya: frame(
    '#1d1a3a',
    '#3b2a1a',
    `${Array.from({ length: 5 }, (_, i) => `<ellipse cx="${200 + i * 200}" cy="560" rx="80" ry="34" fill="#c0622d"/><path d="M${200 + i * 200} 470 q26 40 0 70 q-26 -30 0 -70z" fill="#ffb300"/><path d="M${200 + i * 200} 495 q12 20 0 40 q-12 -18 0 -40z" fill="#fff3c4"/>`).join('')}${Array.from({ length: 30 }, (_, i) => `<circle cx="${(i * 131) % 1200}" cy="${(i * 71) % 380}" r="3" fill="#fff8e1"/>`).join('')}`,
  ),
  kite: frame(
    '#bfe3f7',
    '#7cb342',
    `<path d="M600 120 l90 110 l-90 110 l-90 -110z" fill="#e53935"/><path d="M600 120 l0 220 M510 230 l180 0" stroke="#fff" stroke-width="6"/><path d="M600 340 q40 100 -20 200 q-50 80 10 220" stroke="#555" stroke-width="3" fill="none"/><path d="M300 200 l60 70 l-60 70 l-60 -70z" fill="#fdd835"/><path d="M900 180 l50 60 l-50 60 l-50 -60z" fill="#1e88e5"/>`,
  ),
  science: frame(
    '#e3f2fd',
    '#90a4ae',
    `<rect x="520" y="220" width="160" height="340" rx="20" fill="#ffffff" stroke="#546e7a" stroke-width="8"/><rect x="528" y="420" width="144" height="132" fill="#4fc3f7"/>${Array.from({ length: 8 }, (_, i) => `<line x1="520" y1="${260 + i * 36}" x2="560" y2="${260 + i * 36}" stroke="#37474f" stroke-width="5"/>`).join('')}<path d="M480 220 l240 0 l-60 -60 l-120 0z" fill="#b0bec5"/>`,
  ),
};
