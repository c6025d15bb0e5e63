/** Rows → search hits: plain-text titles and snippets (≤ 200 characters, around the first word found), web paths. */
import { type SearchHit, TOPIC_CATEGORY_LABELS, type TopicCategory } from '@noticeboard/shared';
import type { Actor } from '../../plugins/auth';
import { imageUrl } from '../news/article.presenter';
import { personAsSeen, questionPath } from './search.policy';
import type { ArticleHitRow, CollabHitRow, PostHitRow, QuestionHitRow } from './search-content.repository';
import type { PersonHitRow, SchoolHitRow } from './search-people.repository';

export const SNIPPET_MAX = 200;
const TITLE_MAX = 120;
/** Characters kept before the first word found, so the snippet reads from a little before it. */
const LEAD = 60;

/** Plain text: no tags or entities left from HTML, whitespace collapsed. */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The words of a query as matched (letters and combining marks: Devanagari words stay whole), lower-case. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** ≤ 200 characters of plain text around the first query word (or its stem) found; the start when none is. */
export function snippetOf(text: string, query: string): string {
  const plain = plainText(text);
  if (plain.length <= SNIPPET_MAX) return plain;
  const lower = plain.toLowerCase();
  let at = -1;
  for (const word of queryWords(query)) {
    const stem = word.length > 4 ? word.slice(0, word.length - 2) : word;
    const found = lower.indexOf(stem);
    if (found >= 0 && (at < 0 || found < at)) at = found;
  }
  if (at <= LEAD) return clip(plain, SNIPPET_MAX);
  let start = plain.lastIndexOf(' ', at - LEAD);
  start = start < 0 ? at - LEAD : start + 1;
  const rest = plain.slice(start);
  return `…${clip(rest, SNIPPET_MAX - 1)}`;
}

/** Raw statements answer timestamps as Date (node-postgres, PGlite) or text: ISO either way. */
const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);
const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' · ') || null;

export function articleHit(row: ArticleHitRow, query: string): SearchHit {
  return {
    entityType: 'articles',
    id: row.id,
    title: clip(plainText(row.title), TITLE_MAX),
    snippet: snippetOf(row.summary, query),
    url: `/details/${encodeURIComponent(row.slug)}`,
    imageUrl: row.imageKey ? imageUrl(row.imageKey) : null,
    meta: joined(row.publisher, TOPIC_CATEGORY_LABELS[row.category as TopicCategory] ?? row.category),
    date: iso(row.publishedAt),
  };
}

const POST_KINDS = { community: 'posts', forum: 'forums', 'community-library': 'library', collab: 'posts' } as const;

export function postHit(row: PostHitRow, query: string): SearchHit {
  const text = plainText(row.text);
  const title = row.title ? plainText(row.title) : clip(text, 80);
  return {
    entityType: POST_KINDS[row.feedKind],
    id: row.id,
    title: clip(title || row.category, TITLE_MAX),
    snippet: row.title ? snippetOf(text, query) : text.length > 80 ? snippetOf(text, query) : '',
    url:
      row.feedKind === 'forum'
        ? `/forum/details/${encodeURIComponent(row.slug)}`
        : `/community/details/${encodeURIComponent(row.slug)}`,
    imageUrl: null,
    meta: joined(row.school ?? 'Noticeboard', row.topic ? `${row.category} / ${row.topic}` : row.category),
    date: iso(row.publishedAt),
  };
}

export function collabHit(row: CollabHitRow, query: string): SearchHit {
  return {
    entityType: 'collabs',
    id: row.id,
    title: clip(plainText(row.title), TITLE_MAX),
    snippet: snippetOf(row.summary, query),
    url: `/collab/details/${encodeURIComponent(row.slug)}`,
    imageUrl: null,
    meta: joined(row.school, row.category),
    date: iso(row.publishedAt),
  };
}

/** Null when the profile rule hides the person from this caller (the repository's SQL already left them out). */
export function personHit(row: PersonHitRow, actor: Actor, now: Date): SearchHit | null {
  const seen = personAsSeen(actor, row, now);
  if (!seen) return null;
  const full = seen.listing === 'FULL';
  return {
    entityType: 'people',
    id: row.id,
    title: seen.name,
    snippet: '',
    // A child shown as "First L." is not linked (their address may carry the full name), as in every list of people.
    url: full ? `/user/${encodeURIComponent(row.customUrl)}` : '',
    imageUrl: null,
    meta: full ? row.school : null,
    date: null,
  };
}

export function schoolHit(row: SchoolHitRow): SearchHit {
  return {
    entityType: 'schools',
    id: row.id,
    title: row.name,
    snippet: '',
    url: `/institutions/${encodeURIComponent(row.customUrl)}`,
    imageUrl: null,
    meta: joined(row.city, row.board),
    date: null,
  };
}

export function questionHit(row: QuestionHitRow, actor: Actor, query: string): SearchHit {
  return {
    entityType: 'questions',
    id: row.id,
    title: clip(plainText(row.stem), TITLE_MAX),
    snippet: row.explanation ? snippetOf(row.explanation, query) : '',
    url: questionPath(actor, row),
    imageUrl: null,
    meta: joined(row.subjectName, row.chapterTitle),
    date: iso(row.createdAt),
  };
}
