/**
 * Posts with media under kill -9: six members' clients each upload a photo then post it, over and over, and the
 * server is killed once ten posts were acknowledged. After a restart: every acknowledged post has its photo, no
 * post lacks the photo it was sent with, every attachment row's files are all on disk, an acknowledged upload
 * can still be posted, and the hourly cleanup removes unposted uploads with their files and nothing else.
 * An upload writes its files before its row, so a kill between the two leaves a folder without a row: counted
 * and reported here (the cleanup job works from rows and does not see such folders).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { COMMUNITY_PATHS } from '@noticeboard/shared';
import { inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { postAttachments } from '../src/db/schema';
import { LocalFileStorage } from '../src/lib/storage';
import { keysOf } from '../src/modules/community/attachments/attachment-keys';
import {
  removeUnlinkedAttachments,
  UNLINKED_ATTACHMENT_TTL_MS,
} from '../src/modules/community/attachments/cleanup.job';
import { buildInstitute, buildMember, TEST_PASSWORD } from '../src/test/factories';
import { type Caller, call, signIn, upload } from './http';
import type { FaultCase, FaultContext } from './run';

const AUTHORS = 6;
const KILL_AFTER_POSTS = 10;

interface Acks {
  uploads: Map<string, Caller>;
  posts: Map<string, string>;
}

async function postLoop(author: Caller, photo: Buffer, acks: Acks, onPosted: () => void): Promise<void> {
  for (let round = 0; round < 200; round++) {
    const uploaded = await upload(author, COMMUNITY_PATHS.attachments, photo, 'photo.png', 'image/png');
    if (uploaded.status !== 201 && uploaded.status !== 200)
      throw new Error(`upload: ${uploaded.status} ${uploaded.message}`);
    const attachmentId = String(uploaded.body.id);
    acks.uploads.set(attachmentId, author);
    const posted = await call(author, 'POST', COMMUNITY_PATHS.posts, {
      description: `<p>Fault post ${round}</p>`,
      category: 'events',
      attachmentIds: [attachmentId],
    });
    if (posted.status !== 201) throw new Error(`post: ${posted.status} ${posted.message}`);
    acks.posts.set(String(posted.body.id), attachmentId);
    onPosted();
  }
}

function folderFiles(filesDir: string): Map<string, string[]> {
  const root = path.join(filesDir, 'community');
  if (!existsSync(root)) return new Map();
  return new Map(readdirSync(root).map((folder) => [folder, readdirSync(path.join(root, folder))]));
}

export const postFault: FaultCase = {
  name: `community: kill -9 during ${AUTHORS} members' photo uploads and posts`,
  async run(context: FaultContext) {
    const { db } = context.database;
    const filesDir = path.join(context.dataDir, 'files');
    let server = await context.server();
    const school = await buildInstitute(db, 'Fault Post School');
    const members = await Promise.all(
      Array.from({ length: AUTHORS }, () => buildMember(db, school.institute.id, 'ADMIN')),
    );
    const authorIds = members.map((member) => member.id);
    const authors = await Promise.all(members.map((m) => signIn(server.url, 'faculty', m.email, TEST_PASSWORD)));
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a8' } })
      .png()
      .toBuffer();
    const acks: Acks = { uploads: new Map(), posts: new Map() };
    const onPosted = () => {
      if (acks.posts.size === KILL_AFTER_POSTS) void server.kill();
    };
    const loops = await Promise.allSettled(authors.map((author) => postLoop(author, photo, acks, onPosted)));
    await server.kill();
    const refused = loops.find(
      (loop) => loop.status === 'rejected' && /^(upload|post):/.test(String(loop.reason?.message)),
    );
    if (refused?.status === 'rejected') throw refused.reason;
    console.log(`  killed after ${acks.posts.size} posts and ${acks.uploads.size} uploads were acknowledged`);

    server = await context.startServer();
    const rows = await db.select().from(postAttachments).where(inArray(postAttachments.ownerId, authorIds));
    const rowById = new Map(rows.map((row) => [row.id, row]));
    const lostPosts = [...acks.posts].filter(([postId, attachmentId]) => rowById.get(attachmentId)?.postId !== postId);
    context.expect(
      'every acknowledged post is stored with its photo',
      lostPosts.length === 0,
      JSON.stringify(lostPosts),
    );
    const photoless = await context.sql.query<{ id: string }>(
      `select p.id from posts p where p.author_id = any($1)
         and not exists (select 1 from post_attachments a where a.post_id = p.id)`,
      [authorIds],
    );
    context.expect('no post is stored without the photo it was sent with', photoless.rowCount === 0);
    const halfMade = rows.filter((row) => keysOf(row).some((key) => !existsSync(path.join(filesDir, key))));
    context.expect(
      `every attachment row (${rows.length}) has all its files on disk`,
      halfMade.length === 0,
      halfMade.map((row) => row.id).join(', '),
    );
    const lostUploads = [...acks.uploads.keys()].filter((id) => !rowById.has(id));
    context.expect('every acknowledged upload is stored', lostUploads.length === 0, lostUploads.join(', '));
    const orphans = [...folderFiles(filesDir)].filter(([folder]) => !rowById.has(folder));
    console.log(
      `  note: ${orphans.length} upload folder(s) without a row (killed between writing files and the row; not cleaned by the hourly job)`,
    );

    const author = await signIn(server.url, 'faculty', members[0]?.email ?? '', TEST_PASSWORD);
    const unposted = rows.find((row) => row.postId === null && acks.uploads.has(row.id));
    const retryOf =
      unposted?.id ?? String((await upload(author, COMMUNITY_PATHS.attachments, photo, 'p.png', 'image/png')).body.id);
    const owner = members[authorIds.indexOf(rowById.get(retryOf)?.ownerId ?? authorIds[0] ?? '')] ?? members[0];
    const retrier = await signIn(server.url, 'faculty', owner?.email ?? '', TEST_PASSWORD);
    const posted = await call(retrier, 'POST', COMMUNITY_PATHS.posts, {
      description: '<p>Posted after the restart</p>',
      category: 'events',
      attachmentIds: [retryOf],
    });
    context.expect(
      `an upload acknowledged ${unposted ? 'before the kill' : 'after the restart'} is posted after the restart`,
      posted.status === 201,
      `${posted.status} ${posted.message}`,
    );
    // One upload left unposted, for the cleanup to find.
    const abandoned = await upload(author, COMMUNITY_PATHS.attachments, photo, 'p.png', 'image/png');
    const abandonedId = String(abandoned.body.id);

    const storage = new LocalFileStorage(filesDir);
    const later = new Date(Date.now() + UNLINKED_ATTACHMENT_TTL_MS + 60_000);
    const removed = await removeUnlinkedAttachments({ db, storage, log: Fastify().log }, later);
    const left = await db.select().from(postAttachments).where(inArray(postAttachments.ownerId, authorIds));
    const filesOnDisk = folderFiles(filesDir);
    const unlinkedLeft = left.filter((row) => row.postId === null);
    const removedFilesLeft = rows.filter(
      (row) => !left.some((l) => l.id === row.id) && (filesOnDisk.get(row.id)?.length ?? 0) > 0,
    );
    const linkedIntact = left.every((row) => keysOf(row).every((key) => existsSync(path.join(filesDir, key))));
    context.expect(
      `the hourly cleanup removes the ${removed} unposted upload(s) with their files, and keeps every posted photo`,
      removed >= 1 &&
        !left.some((row) => row.id === abandonedId) &&
        (filesOnDisk.get(abandonedId)?.length ?? 0) === 0 &&
        unlinkedLeft.length === 0 &&
        removedFilesLeft.length === 0 &&
        linkedIntact,
      JSON.stringify({ unlinkedLeft: unlinkedLeft.length, removedFilesLeft: removedFilesLeft.length, linkedIntact }),
    );
  },
};
