/**
 * The publishers file (JSON): publishers and their feeds to keep in the database. It is the source of truth
 * for what it lists (names, logos, categories, feeds; a listed publisher's unlisted feeds are disabled);
 * publishers added to the database directly are left alone. Relative paths resolve against the file.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { topicCategorySchema } from '@noticeboard/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../../lib/storage';
import { fetchResource, resolveLocation } from './fetch-resource';
import { encodeLogo } from './images';
import { disableFeedsExcept, upsertFeed, upsertPublisher } from './ingest.repository';
import { logoKey, newsImageUrl } from './news-image-url';

const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export const publishersFileSchema = z.object({
  publishers: z.array(
    z.object({
      slug: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and hyphens')
        .max(60),
      name: z.string().trim().min(1).max(120),
      siteUrl: z.url({ protocol: /^https?$/ }).nullish(),
      /** An http(s) URL or a path relative to the file. */
      logo: z.string().min(1).nullish(),
      defaultCategory: topicCategorySchema,
      feeds: z.array(z.object({ url: z.string().min(1), category: topicCategorySchema.nullish() })).default([]),
    }),
  ),
});
export type PublishersFile = z.infer<typeof publishersFileSchema>;

export interface SyncResult {
  publishers: number;
  /** The feeds the file lists, as stored (absolute URLs or paths). */
  feedUrls: string[];
}

export interface SyncOptions {
  log: FastifyBaseLogger;
  timeoutMs: number;
  /** Logos may be fetched from loopback and private addresses (OUTBOUND_ALLOW_PRIVATE). */
  allowPrivateAddresses?: boolean;
}

export class PublishersFileError extends Error {}

export async function readPublishersFile(filePath: string): Promise<PublishersFile> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(filePath, 'utf8'));
  } catch (error) {
    throw new PublishersFileError(`${filePath}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = publishersFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new PublishersFileError(`${filePath}: ${problems}`);
  }
  return parsed.data;
}

export async function syncPublishersFile(
  db: Db,
  storage: FileStorage,
  filePath: string,
  options: SyncOptions,
): Promise<SyncResult> {
  const absolute = path.resolve(filePath);
  const file = await readPublishersFile(absolute);
  const feedUrls: string[] = [];
  for (const entry of file.publishers) {
    const logoUrl = entry.logo ? await storeLogo(storage, entry.slug, entry.logo, absolute, options) : undefined;
    const publisher = await upsertPublisher(db, {
      slug: entry.slug,
      name: entry.name,
      siteUrl: entry.siteUrl ?? null,
      defaultCategory: entry.defaultCategory,
      // A logo that could not be read keeps the one stored before.
      ...(logoUrl ? { logoUrl } : {}),
    });
    const urls: string[] = [];
    for (const feed of entry.feeds) {
      const url = resolveLocation(feed.url, absolute);
      if (!url) {
        options.log.warn({ publisher: entry.slug, feed: feed.url }, 'publishers file: feed address not usable');
        continue;
      }
      await upsertFeed(db, { publisherId: publisher.id, url, category: feed.category ?? null });
      urls.push(url);
    }
    await disableFeedsExcept(db, publisher.id, urls);
    feedUrls.push(...urls);
  }
  options.log.info(
    { file: absolute, publishers: file.publishers.length, feeds: feedUrls.length },
    'publishers file synced',
  );
  return { publishers: file.publishers.length, feedUrls };
}

/** The logo re-encoded to WebP in storage; its public URL, or undefined when it cannot be read. */
async function storeLogo(
  storage: FileStorage,
  slug: string,
  logo: string,
  filePath: string,
  options: SyncOptions,
): Promise<string | undefined> {
  const location = resolveLocation(logo, filePath);
  try {
    if (!location) throw new Error('not an http(s) URL or a path');
    const outcome = await fetchResource(location, {
      timeoutMs: options.timeoutMs,
      maxBytes: MAX_LOGO_BYTES,
      accept: 'image/*',
      allowPrivateAddresses: options.allowPrivateAddresses ?? false,
    });
    if (outcome.kind !== 'fetched') return undefined;
    const encoded = await encodeLogo(outcome.body);
    const key = logoKey(slug, createHash('sha256').update(encoded.data).digest('hex').slice(0, 12));
    if (!(await storage.info(key))) await storage.put(key, encoded.data);
    return newsImageUrl(key);
  } catch (error) {
    options.log.warn({ publisher: slug, logo, error: String(error) }, 'publisher logo not stored');
    return undefined;
  }
}
