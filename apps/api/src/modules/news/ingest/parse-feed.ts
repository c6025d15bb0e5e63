/**
 * RSS 2.0 / Atom (and RDF) → the fields the ingester needs. @extractus/feed-extractor detects the format,
 * validates the XML and normalises ids, titles, dates and descriptions; the raw item it hands back gives the
 * rest (full content, enclosures, media:*, categories, authors), read here without assuming a shape.
 */
import { extractFromXml } from '@extractus/feed-extractor';

export interface FeedItemImage {
  /** As written in the feed: absolute, or relative to the feed. */
  href: string;
  title: string | null;
}

export interface ParsedItem {
  /** The feed's guid / Atom id; else the link; else a hash of the title (see ingest). */
  guid: string | null;
  /** As written in the feed: absolute, or relative to the feed. */
  link: string | null;
  title: string;
  /** The description / Atom summary as plain text. */
  summaryText: string;
  /** The fullest HTML body the item carries (content:encoded, Atom content, else the description). */
  bodyHtml: string;
  author: string | null;
  publishedAt: Date | null;
  categories: string[];
  images: FeedItemImage[];
}

export interface ParsedFeed {
  title: string;
  link: string | null;
  items: ParsedItem[];
}

export class FeedParseError extends Error {}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** Text of a parsed XML node: a string or number, or an element with attributes and text. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return textOf(value[0]);
  if (isRecord(value)) return textOf(value['#text'] ?? value._text ?? '');
  return '';
}

const attribute = (value: unknown, name: string): string => (isRecord(value) ? textOf(value[`@_${name}`]) : '');

export function decodeXml(body: Buffer): string {
  const head = body.subarray(0, 200).toString('latin1');
  const declared = head.match(/<\?xml[^>]*encoding=["']([\w.-]+)["']/i)?.[1]?.toLowerCase();
  if (declared && declared !== 'utf-8' && declared !== 'utf8') {
    try {
      return new TextDecoder(declared).decode(body);
    } catch {
      // An unknown label: UTF-8 is the best guess.
    }
  }
  return new TextDecoder('utf-8').decode(body).replace(/^\uFEFF/, '');
}

export function parseFeed(xml: string): ParsedFeed {
  let data: ReturnType<typeof extractFromXml>;
  try {
    data = extractFromXml(xml, {
      descriptionMaxLen: 0,
      useISODateFormat: true,
      getExtraFeedFields: (feed) => ({ rawLink: feed.link }),
      getExtraEntryFields: (entry) => ({ raw: entry }),
    });
  } catch (error) {
    // An Atom feed with no entries is valid but unrecognised by the parser.
    if (/<feed[\s>]/.test(xml) && !/<entry[\s>]/.test(xml) && !/not well-formed/.test(String(error))) {
      return { title: '', link: null, items: [] };
    }
    throw new FeedParseError(error instanceof Error ? error.message : String(error));
  }
  return {
    title: data.title ?? '',
    link: data.link || alternateLink(data.rawLink) || null,
    items: (data.entries ?? []).map((entry) => toItem(entry, isRecord(entry.raw) ? entry.raw : {})),
  };
}

function toItem(entry: { id: string; title?: string; description?: string; published?: string }, raw: Raw): ParsedItem {
  const bodyHtml =
    textOf(raw['content:encoded']) || atomContent(raw.content) || textOf(raw.description) || textOf(raw.summary);
  return {
    guid: textOf(raw.guid) || textOf(raw.id) || null,
    link: alternateLink(raw.link) || null,
    title: (entry.title ?? '').trim() || textOf(raw.title),
    summaryText: (entry.description ?? '').trim(),
    bodyHtml,
    author: authorOf(raw),
    publishedAt: dateOf(textOf(raw.pubDate) || textOf(raw.published) || textOf(raw['dc:date']) || textOf(raw.updated)),
    categories: categoriesOf(raw),
    images: imagesOf(raw),
  };
}

/** Atom content of type text/html (xhtml content is an element tree, left to the summary). */
function atomContent(value: unknown): string {
  if (isRecord(value) && attribute(value, 'type') === 'xhtml') return '';
  return textOf(value);
}

/** RSS: the link's text. Atom: the alternate (or first untyped) link's href. */
function alternateLink(value: unknown): string {
  const links = listOf(value);
  for (const link of links) {
    if (typeof link === 'string' && link.trim()) return link.trim();
  }
  const atomLinks = links.filter(isRecord);
  const alternate =
    atomLinks.find((link) => attribute(link, 'rel') === 'alternate') ??
    atomLinks.find((link) => !attribute(link, 'rel'));
  return alternate ? attribute(alternate, 'href') || textOf(alternate) : '';
}

function authorOf(raw: Raw): string | null {
  const atomAuthor = listOf(raw.author).find(isRecord);
  const name =
    textOf(raw['dc:creator']) ||
    (atomAuthor ? textOf(atomAuthor.name) : '') ||
    textOf(raw.author).replace(/^\S+@\S+\s*/, '');
  const clean = name.replace(/^\((.*)\)$/, '$1').trim();
  return clean ? clean.slice(0, 120) : null;
}

function dateOf(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function categoriesOf(raw: Raw): string[] {
  const names = listOf(raw.category).map(
    (category) => attribute(category, 'term') || attribute(category, 'label') || textOf(category),
  );
  return [...new Set(names.map((name) => name.trim()).filter(Boolean))];
}

const looksLikeImage = (type: string, medium: string, href: string) =>
  type.startsWith('image/') ||
  medium === 'image' ||
  (!type && !medium && /\.(jpe?g|png|gif|webp|avif|svg)(\?|$)/i.test(href));

/** Candidate lead images in the order the feed states them: enclosures, media:content, media:thumbnail. */
function imagesOf(raw: Raw): FeedItemImage[] {
  const images: FeedItemImage[] = [];
  const add = (href: string, title: string | null) => {
    if (href && !images.some((image) => image.href === href)) images.push({ href, title: title || null });
  };
  for (const enclosure of listOf(raw.enclosure)) {
    const href = attribute(enclosure, 'url');
    if (looksLikeImage(attribute(enclosure, 'type'), '', href)) add(href, null);
  }
  for (const link of listOf(raw.link).filter(isRecord)) {
    const href = attribute(link, 'href');
    if (attribute(link, 'rel') === 'enclosure' && looksLikeImage(attribute(link, 'type'), '', href))
      add(href, attribute(link, 'title'));
  }
  const groups = listOf(raw['media:group']).filter(isRecord);
  const mediaContents = [raw, ...groups].flatMap((holder) => listOf(holder['media:content']));
  for (const media of mediaContents) {
    const href = attribute(media, 'url');
    if (looksLikeImage(attribute(media, 'type'), attribute(media, 'medium'), href)) {
      add(href, isRecord(media) ? textOf(media['media:title']) || textOf(media['media:description']) : null);
    }
  }
  for (const holder of [raw, ...groups, ...mediaContents.filter(isRecord)]) {
    for (const thumbnail of listOf(holder['media:thumbnail'])) add(attribute(thumbnail, 'url'), null);
  }
  return images;
}
