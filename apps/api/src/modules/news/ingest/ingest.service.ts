/**
 * Feed ingestion: fetch each due feed (conditional GET), parse it, skip what is already stored, build the
 * article (full text, sanitised HTML, lead image, category, slug) and insert it. Every feed stands alone: a
 * failure is recorded on the feed with a back-off and never stops the others.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { TopicCategory } from '@noticeboard/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { FileStorage } from '../../../lib/storage';
import { nextFetchAt } from './backoff';
import { canonicalUrl } from './canonical-url';
import { categorize } from './categorize';
import { mapWithConcurrency } from './concurrency';
import { FetchError, FetchRefusedError, fetchResource, resolveLocation } from './fetch-resource';
import {
  articleExists,
  dueFeeds,
  type FeedToIngest,
  findFeed,
  insertArticle,
  knownCanonicalUrls,
  knownGuids,
  recordFeedFailed,
  recordFeedFetched,
  takenSlugs,
} from './ingest.repository';
import { addSummaries, emptySummary, type IngestSummary } from './ingest-summary';
import { buildItemContent } from './item-content';
import { type ImageCandidate, removeLeadImage, storeLeadImage } from './lead-image';
import { decodeXml, FeedParseError, type ParsedItem, parseFeed } from './parse-feed';
import { hashedSlug, slugify, uniqueSlug } from './slug';
import { readingMinutes } from './text';

export interface IngestSettings {
  intervalMinutes: number;
  timeoutMs: number;
  /** Feeds fetched at the same time. */
  concurrency: number;
  maxFeedBytes: number;
  maxPageBytes: number;
  /** Feeds, pages and images may be fetched from loopback and private addresses (OUTBOUND_ALLOW_PRIVATE). */
  allowPrivateAddresses: boolean;
}

const DEFAULTS = {
  concurrency: 3,
  maxFeedBytes: 5 * 1024 * 1024,
  maxPageBytes: 5 * 1024 * 1024,
  allowPrivateAddresses: false,
};
const FEED_ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';
const TITLE_MAX = 300;

type Outcome = 'added' | 'duplicate' | 'failed';

export class IngestService {
  private readonly settings: IngestSettings;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
    settings: Pick<IngestSettings, 'intervalMinutes' | 'timeoutMs'> & Partial<IngestSettings>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.settings = { ...DEFAULTS, ...settings };
  }

  static fromConfig(config: Config, db: Db, storage: FileStorage, log: FastifyBaseLogger): IngestService {
    return new IngestService(db, storage, log, {
      intervalMinutes: config.news.ingestIntervalMinutes,
      timeoutMs: config.news.feedTimeoutMs,
      allowPrivateAddresses: config.outboundAllowPrivate,
    });
  }

  /** Every enabled feed whose next fetch is due, a few at a time. */
  async ingestDueFeeds(): Promise<IngestSummary> {
    const feeds = await dueFeeds(this.db, this.now());
    const summaries = await mapWithConcurrency(feeds, this.settings.concurrency, (target) => this.ingest(target));
    return addSummaries(summaries);
  }

  /** Known feeds by id or url, due or not, a few at a time. */
  async ingestFeeds(feedIdsOrUrls: string[]): Promise<IngestSummary> {
    const summaries = await mapWithConcurrency(feedIdsOrUrls, this.settings.concurrency, (feed) =>
      this.ingestFeed(feed),
    );
    return addSummaries(summaries);
  }

  /** One known feed, by id or url, due or not. */
  async ingestFeed(feedIdOrUrl: string): Promise<IngestSummary> {
    const target = await findFeed(this.db, feedIdOrUrl);
    if (!target) throw notFound(`No such feed: ${feedIdOrUrl}`);
    return this.ingest(target);
  }

  private async ingest(target: FeedToIngest): Promise<IngestSummary> {
    const { feed } = target;
    const summary = { ...emptySummary(), feeds: 1 };
    const startedAt = this.now();
    try {
      const outcome = await fetchResource(feed.url, {
        timeoutMs: this.settings.timeoutMs,
        maxBytes: this.settings.maxFeedBytes,
        accept: FEED_ACCEPT,
        etag: feed.etag,
        lastModified: feed.lastModified,
        allowPrivateAddresses: this.settings.allowPrivateAddresses,
      });
      const next = nextFetchAt(this.now(), this.settings.intervalMinutes, 0);
      if (outcome.kind === 'not-modified') {
        await recordFeedFetched(this.db, feed.id, { status: '304', fetchedAt: startedAt, nextFetchAt: next });
        this.log.debug({ feed: feed.url }, 'feed not modified');
        return { ...summary, notModified: 1 };
      }
      const parsed = parseFeed(decodeXml(outcome.body));
      const outcomes = await this.storeItems(target, parsed.items, outcome.location);
      summary.fetched = parsed.items.length;
      summary.added = outcomes.filter((result) => result === 'added').length;
      summary.duplicates = outcomes.filter((result) => result === 'duplicate').length;
      summary.failed = outcomes.filter((result) => result === 'failed').length;
      await recordFeedFetched(this.db, feed.id, {
        status: '200',
        etag: outcome.etag,
        lastModified: outcome.lastModified,
        fetchedAt: startedAt,
        nextFetchAt: next,
      });
      this.log.info(
        { feed: feed.url, items: summary.fetched, added: summary.added, duplicates: summary.duplicates },
        'feed ingested',
      );
      return summary;
    } catch (error) {
      await this.recordFailure(target, error, startedAt);
      return { ...summary, failed: 1 };
    }
  }

  private async recordFailure(target: FeedToIngest, error: unknown, fetchedAt: Date): Promise<void> {
    const failures = target.feed.consecutiveFailures + 1;
    const status =
      error instanceof FeedParseError
        ? 'PARSE_ERROR'
        : error instanceof FetchRefusedError
          ? 'REFUSED'
          : error instanceof FetchError
            ? error.status
              ? String(error.status)
              : 'FETCH_ERROR'
            : 'ERROR';
    const message = error instanceof Error ? error.message : String(error);
    const next = nextFetchAt(this.now(), this.settings.intervalMinutes, failures);
    await recordFeedFailed(this.db, target.feed.id, {
      status,
      error: message,
      consecutiveFailures: failures,
      fetchedAt,
      nextFetchAt: next,
    });
    this.log.warn(
      { feed: target.feed.url, status, error: message, failures, retryAt: next.toISOString() },
      'feed failed',
    );
  }

  /** Items in feed order; what is already stored (or repeated within the feed) is skipped before any work. */
  private async storeItems(target: FeedToIngest, items: ParsedItem[], feedLocation: string): Promise<Outcome[]> {
    const prepared = items.map((item) => identify(item, feedLocation));
    const guids = await knownGuids(
      this.db,
      target.publisher.id,
      prepared.map((entry) => entry.guid),
    );
    const urls = await knownCanonicalUrls(
      this.db,
      prepared.flatMap((entry) => (entry.canonical ? [entry.canonical] : [])),
    );
    const outcomes: Outcome[] = [];
    for (const entry of prepared) {
      if (guids.has(entry.guid) || (entry.canonical && urls.has(entry.canonical))) {
        outcomes.push('duplicate');
        continue;
      }
      guids.add(entry.guid);
      if (entry.canonical) urls.add(entry.canonical);
      try {
        outcomes.push(await this.storeItem(target, entry, feedLocation));
      } catch (error) {
        this.log.warn({ feed: target.feed.url, guid: entry.guid, err: error }, 'feed item not stored');
        outcomes.push('failed');
      }
    }
    return outcomes;
  }

  private async storeItem(target: FeedToIngest, entry: IdentifiedItem, feedLocation: string): Promise<Outcome> {
    const { item, link, canonical, guid } = entry;
    const { publisher, feed } = target;
    const content = await buildItemContent(item, { link, feedLocation }, (page) => this.readPage(page));
    const title = (item.title || content.summary || 'Untitled').slice(0, TITLE_MAX);
    const category: TopicCategory =
      feed.category ??
      categorize({ title, summary: content.summary, tags: item.categories }, publisher.defaultCategory);
    const id = randomUUID();
    const candidates: ImageCandidate[] = [
      ...item.images.map((image) => ({ href: image.href, base: feedLocation, title: image.title })),
      ...content.imageHrefs.map((image) => ({ ...image, title: null })),
    ];
    const image = await storeLeadImage(
      candidates,
      { id, title },
      this.storage,
      { timeoutMs: this.settings.timeoutMs, allowPrivateAddresses: this.settings.allowPrivateAddresses },
      (href, error) =>
        error instanceof FetchRefusedError
          ? this.log.warn({ image: href, error: error.message }, 'lead image address refused')
          : this.log.debug({ image: href, error: String(error) }, 'lead image skipped'),
    );
    const now = this.now();
    const publishedAt = item.publishedAt && item.publishedAt < now ? item.publishedAt : now;
    const base = slugify(title);
    const row = {
      id,
      publisherId: publisher.id,
      feedId: feed.id,
      guid,
      canonicalUrl: canonical,
      title,
      summary: content.summary,
      contentHtml: content.contentHtml,
      contentText: content.contentText,
      author: item.author,
      category,
      ...(image ?? {}),
      wordCount: content.wordCount,
      readingMinutes: readingMinutes(content.wordCount),
      publishedAt,
      slug: uniqueSlug(base, await takenSlugs(this.db, base), guid),
    };
    if (await insertArticle(this.db, row)) return 'added';
    // Refused by a unique index: the same item stored meanwhile (another run), or only the slug taken.
    if (!(await articleExists(this.db, publisher.id, guid, canonical))) {
      if (await insertArticle(this.db, { ...row, slug: hashedSlug(base, `${guid}:${id}`) })) return 'added';
    }
    if (image) await removeLeadImage(this.storage, image);
    return 'duplicate';
  }

  private async readPage(link: string): Promise<string | null> {
    try {
      const outcome = await fetchResource(link, {
        timeoutMs: this.settings.timeoutMs,
        maxBytes: this.settings.maxPageBytes,
        accept: 'text/html, application/xhtml+xml;q=0.9',
        allowPrivateAddresses: this.settings.allowPrivateAddresses,
      });
      return outcome.kind === 'fetched' ? outcome.body.toString('utf8') : null;
    } catch (error) {
      // The item is still stored, from the feed's own text.
      if (error instanceof FetchRefusedError)
        this.log.warn({ page: link, error: error.message }, 'article page refused');
      else this.log.debug({ page: link, error: String(error) }, 'article page not read');
      return null;
    }
  }
}

interface IdentifiedItem {
  item: ParsedItem;
  link: string | null;
  canonical: string | null;
  guid: string;
}

/** An item's resolved link, canonical URL (http only) and guid (the feed's, else the link, else a hash). */
function identify(item: ParsedItem, feedLocation: string): IdentifiedItem {
  const link = item.link ? resolveLocation(item.link, feedLocation) : null;
  const canonical = canonicalUrl(link);
  const guid =
    item.guid ??
    canonical ??
    `sha256:${createHash('sha256')
      .update(`${item.title}\n${item.publishedAt?.toISOString() ?? ''}\n${item.summaryText}`)
      .digest('hex')}`;
  return { item, link, canonical, guid: guid.slice(0, 500) };
}
