/** Set-up shared by the moderation tests: two schools with their people, posts straight into the database, a caller. */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PostRequestStatus, PostType, PostVisibility } from '@noticeboard/shared';
import { vi } from 'vitest';
import type { Db } from '../../db/client';
import { postAttachments, posts } from '../../db/schema';
import { LocalFileStorage } from '../../lib/storage';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { insertCommitteeSeat } from '../team/team.repository';

const LOGIN_KIND = {
  studentA: 'user',
  studentA2: 'user',
  studentB: 'user',
  adminA: 'faculty',
  adminB: 'faculty',
  committeeA: 'faculty',
  facultyA: 'faculty',
  instituteA: 'institute',
  instituteB: 'institute',
} as const;
export type Person = keyof typeof LOGIN_KIND;

/** Building a world on a fresh database takes a while when the machine is shared. */
export const WORLD_TIMEOUT_MS = 600_000;
vi.setConfig({ testTimeout: 180_000 });

/** Everyone is created; only the people a file names are signed in (password hashing is slow). */
export async function buildModerationWorld<K extends Person>(signedIn: readonly K[]) {
  const filesDir = await mkdtemp(path.join(tmpdir(), 'nb-moderation-files-'));
  const t = await buildTestApp({ env: { FILES_DIR: filesDir } });
  const schoolA = await buildInstitute(t.db, 'Maple Grove School');
  const schoolB = await buildInstitute(t.db, 'Riverbend School');
  const a = schoolA.institute.id;
  const b = schoolB.institute.id;
  const people = {
    studentA: await buildMember(t.db, a, 'CANDIDATE'),
    studentA2: await buildMember(t.db, a, 'CANDIDATE'),
    studentB: await buildMember(t.db, b, 'CANDIDATE'),
    adminA: await buildMember(t.db, a, 'ADMIN'),
    adminB: await buildMember(t.db, b, 'ADMIN'),
    committeeA: await buildMember(t.db, a, 'FACULTY'),
    facultyA: await buildMember(t.db, a, 'FACULTY'),
    instituteA: schoolA.account,
    instituteB: schoolB.account,
  };
  await insertCommitteeSeat(t.db, a, people.committeeA.id);
  const as = {} as Record<K, SignedIn>;
  for (const name of signedIn) as[name] = await signIn(t.app, LOGIN_KIND[name], people[name].email);
  return { t, schoolA, schoolB, people, as, storage: new LocalFileStorage(filesDir) };
}
export type ModerationWorld<K extends Person> = Awaited<ReturnType<typeof buildModerationWorld<K>>>;

export interface PostInput {
  authorId: string;
  instituteId: string | null;
  postType?: PostType;
  requestStatus?: PostRequestStatus;
  visibility?: PostVisibility;
  requestedVisibility?: PostVisibility;
  description?: string;
  /** Created this many days ago (for expiry). */
  daysAgo?: number;
  /** Created this many minutes ago (for ordering). */
  minutesAgo?: number;
}

export async function insertPost(db: Db, input: PostInput) {
  const id = randomBytes(4).toString('hex');
  const text = input.description ?? `Our class garden grew sunflowers taller than the fence ${id}`;
  const published = input.requestStatus === 'PUBLISHED';
  const createdAt = new Date(Date.now() - (input.daysAgo ?? 0) * 86_400_000 - (input.minutesAgo ?? 0) * 60_000);
  const [row] = await db
    .insert(posts)
    .values({
      slug: `garden-${id}`,
      authorId: input.authorId,
      instituteId: input.instituteId,
      postType: input.postType ?? 'PHOTOS',
      category: 'Events',
      categorySlug: 'events',
      descriptionHtml: `<p>${text}</p>`,
      descriptionText: text,
      visibility: input.visibility ?? (published ? 'INSTITUTE' : 'SELF'),
      requestedVisibility: input.requestedVisibility ?? 'GLOBAL',
      requestStatus: input.requestStatus ?? 'PENDING',
      publishedAt: published ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!row) throw new Error('post not inserted');
  return row;
}

/** An image attachment of the post with its file (and one variant) in storage. */
export async function attachImage(db: Db, storage: LocalFileStorage, postId: string, ownerId: string) {
  const key = `community/${postId}/photo.webp`;
  const variant = `community/${postId}/photo-480.webp`;
  await storage.put(key, Buffer.from('RIFF....WEBP'));
  await storage.put(variant, Buffer.from('RIFF..WEBP'));
  await db.insert(postAttachments).values({
    ownerId,
    postId,
    attachmentType: 'IMAGE',
    storageKey: key,
    variants: [{ key: variant, width: 480 }],
    mimeType: 'image/webp',
    bytes: 12,
  });
  return [key, variant];
}

export function moderationCaller(t: TestApp) {
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

/** A COMMUNITY_PATHS template with the post's id in it. */
export const postPath = (template: string, postId: string) => template.replace(':postId', postId);
