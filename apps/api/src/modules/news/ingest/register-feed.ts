/**
 * A feed given by address alone (the ingest CLI): attached to a named publisher, or to one created from the
 * feed's own title. A feed already known is returned as it is.
 */
import { TOPIC_CATEGORIES, type TopicCategory } from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/errors';
import { fetchResource, isHttpUrl } from './fetch-resource';
import { findFeed, findPublisherBySlug, upsertFeed, upsertPublisher } from './ingest.repository';
import { decodeXml, parseFeed } from './parse-feed';
import { slugify } from './slug';

export interface RegisterFeedOptions {
  publisherSlug?: string | undefined;
  /** A new publisher's default category. */
  category?: TopicCategory | undefined;
  timeoutMs: number;
  /** The feed may be fetched from a loopback or private address (OUTBOUND_ALLOW_PRIVATE). */
  allowPrivateAddresses?: boolean;
}

const DEFAULT_CATEGORY: TopicCategory = 'EDUCATION_AND_RESEARCH';
const MAX_FEED_BYTES = 5 * 1024 * 1024;

export function isTopicCategory(value: string): value is TopicCategory {
  return (TOPIC_CATEGORIES as readonly string[]).includes(value);
}

/** The stored feed's id. */
export async function registerFeed(db: Db, location: string, options: RegisterFeedOptions): Promise<string> {
  const known = await findFeed(db, location);
  if (known) return known.feed.id;
  const publisherId = options.publisherSlug
    ? await existingPublisher(db, options.publisherSlug)
    : await publisherFromFeed(db, location, options);
  const feed = await upsertFeed(db, { publisherId, url: location, category: null });
  return feed.id;
}

async function existingPublisher(db: Db, slug: string): Promise<string> {
  const publisher = await findPublisherBySlug(db, slug);
  if (!publisher) throw badRequest(`No publisher with the slug ${slug}`);
  return publisher.id;
}

async function publisherFromFeed(db: Db, location: string, options: RegisterFeedOptions): Promise<string> {
  const outcome = await fetchResource(location, {
    timeoutMs: options.timeoutMs,
    maxBytes: MAX_FEED_BYTES,
    allowPrivateAddresses: options.allowPrivateAddresses ?? false,
  });
  if (outcome.kind !== 'fetched') throw new Error(`${location}: no content`);
  const feed = parseFeed(decodeXml(outcome.body));
  const name = feed.title.trim() || new URL(isHttpUrl(location) ? location : 'http://local/feed').hostname;
  const slug = slugify(name).slice(0, 60);
  const existing = await findPublisherBySlug(db, slug);
  if (existing) return existing.id;
  const publisher = await upsertPublisher(db, {
    slug,
    name,
    siteUrl: feed.link && isHttpUrl(feed.link) ? feed.link : null,
    defaultCategory: options.category ?? DEFAULT_CATEGORY,
  });
  return publisher.id;
}
