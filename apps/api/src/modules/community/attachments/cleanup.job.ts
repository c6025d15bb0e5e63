/**
 * Hourly: uploads never attached to a post within a day (a post abandoned half-written) are deleted with
 * their files. The row goes first, and only while still unattached, so a post publishing at that moment
 * keeps its files.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { Job } from '../../../lib/jobs';
import type { FileStorage } from '../../../lib/storage';
import { deleteUnlinkedAttachment, unlinkedAttachmentsBefore } from './attachment.repository';
import { keysOf } from './attachment-keys';

export const UNLINKED_ATTACHMENT_TTL_MS = 24 * 60 * 60_000;
const CLEANUP_EVERY_MS = 60 * 60_000;
const BATCH = 200;

export interface CleanupDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** Removes every unattached upload older than a day; returns how many. */
export async function removeUnlinkedAttachments(
  { db, storage, log }: CleanupDeps,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - UNLINKED_ATTACHMENT_TTL_MS);
  let removed = 0;
  for (;;) {
    const rows = await unlinkedAttachmentsBefore(db, before, BATCH);
    for (const row of rows) {
      if (!(await deleteUnlinkedAttachment(db, row.id))) continue;
      removed += 1;
      await Promise.all(
        keysOf(row).map((key) =>
          storage.remove(key).catch((err: unknown) => log.warn({ err, key }, 'unattached upload: file not removed')),
        ),
      );
    }
    if (rows.length < BATCH) return removed;
  }
}

export function attachmentCleanupJobs(deps: CleanupDeps): Job[] {
  return [
    {
      name: 'community-unlinked-attachments',
      everyMs: CLEANUP_EVERY_MS,
      run: async () => {
        const removed = await removeUnlinkedAttachments(deps);
        if (removed > 0) deps.log.info({ removed }, 'removed unattached uploads');
      },
    },
  ];
}
