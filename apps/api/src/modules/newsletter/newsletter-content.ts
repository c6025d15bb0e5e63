/**
 * What a newsletter shows: the "default newsletter" template (spec §7), and its blocks as readers see them. Posts
 * and articles are read fresh when rendered: a post that is no longer the school's, no longer seen by everyone or
 * removed is left out, and a child author is named as the consent rules allow outside the school (the page is open
 * and the email leaves the school), never more.
 */
import { randomUUID } from 'node:crypto';
import type { NewsletterBlock, RenderedBlock } from '@noticeboard/shared';
import type { Queryable } from '../../db/client';
import { outsideListing, shortName } from '../consent/child-listing.policy';
import { purposeAllowed } from '../consent/consent-ledger.policy';
import { imagesOf, usableArticles, usablePosts } from './newsletter.repository';

const newBlockId = () => randomUUID().slice(0, 8);

/** A sensible start: a greeting, the week's highlights, a post, an article, a date for the diary, a button. */
export function defaultTemplate(
  schoolName: string,
  schoolUrl: string,
): { title: string; preheader: string; blocks: NewsletterBlock[] } {
  return {
    title: `${schoolName} newsletter`,
    preheader: `What happened at ${schoolName} this week, and what is coming up`,
    blocks: [
      {
        id: newBlockId(),
        type: 'TEXT',
        html: `<p>Dear families,</p><p>Here is what our children have been learning and doing at ${escapeText(schoolName)} this week.</p>`,
      },
      { id: newBlockId(), type: 'HEADING', text: 'This week at school' },
      { id: newBlockId(), type: 'TEXT', html: '<p>Write a few lines about the week here.</p>' },
      { id: newBlockId(), type: 'HEADING', text: 'From our community' },
      { id: newBlockId(), type: 'POST', postId: null },
      { id: newBlockId(), type: 'HEADING', text: 'In the news' },
      { id: newBlockId(), type: 'ARTICLE', articleId: null },
      { id: newBlockId(), type: 'HEADING', text: 'Dates for the diary' },
      { id: newBlockId(), type: 'EVENT', title: '', date: null, time: null, place: '' },
      { id: newBlockId(), type: 'CTA', label: 'Visit our school page', url: schoolUrl },
      { id: newBlockId(), type: 'TEXT', html: `<p>With warm wishes,<br>${escapeText(schoolName)}</p>` },
    ],
  };
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const EXCERPT = 400;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text);

/** "Friday, 4 December 2026 · 10:30 am" from the event's date and time (as the school wrote them, India's). */
export function eventWhen(date: string | null, time: string | null): string {
  if (!date) return '';
  const day = new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  if (!time) return day;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  return `${day} · ${clock}`;
}

export interface RenderContext {
  db: Queryable;
  instituteId: string;
  newsletterId: string;
  publicUrl: string;
  now: Date;
}

/** The blocks as readers see them; empty and unusable blocks are left out. */
export async function renderBlocks(blocks: NewsletterBlock[], context: RenderContext): Promise<RenderedBlock[]> {
  const postIds = blocks.flatMap((block) => (block.type === 'POST' && block.postId ? [block.postId] : []));
  const articleIds = blocks.flatMap((block) => (block.type === 'ARTICLE' && block.articleId ? [block.articleId] : []));
  const hasImages = blocks.some((block) => block.type === 'IMAGE' && block.imageId);
  const [postRows, articleRows, imageRows] = await Promise.all([
    postIds.length > 0 ? usablePosts(context.db, context.instituteId, postIds, undefined) : [],
    articleIds.length > 0 ? usableArticles(context.db, articleIds, undefined) : [],
    hasImages ? imagesOf(context.db, context.newsletterId) : [],
  ]);
  const postsById = new Map(postRows.map((row) => [row.id, row]));
  const articlesById = new Map(articleRows.map((row) => [row.id, row]));
  const imageIds = new Set(imageRows.map((row) => row.id));
  const rendered: RenderedBlock[] = [];
  for (const block of blocks) {
    switch (block.type) {
      case 'HEADING':
        if (block.text) rendered.push({ type: 'HEADING', text: block.text });
        break;
      case 'TEXT':
        if (block.html.replace(/<[^>]+>/g, '').trim()) rendered.push({ type: 'TEXT', html: block.html });
        break;
      case 'IMAGE':
        if (block.imageId && imageIds.has(block.imageId)) {
          rendered.push({
            type: 'IMAGE',
            url: `${context.publicUrl}/api/newsletter-images/${context.newsletterId}/${block.imageId}`,
            alt: block.alt,
            caption: block.caption,
          });
        }
        break;
      case 'POST': {
        const post = block.postId ? postsById.get(block.postId) : undefined;
        if (!post) break;
        const listing = outsideListing(
          {
            type: post.authorType,
            dateOfBirth: post.authorDateOfBirth,
            communityAllowed: purposeAllowed(
              { type: post.authorType, dateOfBirth: post.authorDateOfBirth },
              post.communityConsent,
              'COMMUNITY',
              context.now,
            ),
          },
          context.now,
        );
        const author =
          listing === 'FULL' ? post.authorName : listing === 'SHORT' ? shortName(post.authorName) : 'A student';
        rendered.push({
          type: 'POST',
          author,
          text: excerpt(post.title ? `${post.title}. ${post.text}` : post.text),
          url: `${context.publicUrl}/community/details/${post.slug}`,
        });
        break;
      }
      case 'ARTICLE': {
        const article = block.articleId ? articlesById.get(block.articleId) : undefined;
        if (!article) break;
        rendered.push({
          type: 'ARTICLE',
          title: article.title,
          summary: excerpt(article.summary),
          publisher: article.publisher,
          url: `${context.publicUrl}/details/${article.slug}`,
        });
        break;
      }
      case 'EVENT':
        if (block.title) {
          rendered.push({
            type: 'EVENT',
            title: block.title,
            when: eventWhen(block.date, block.time),
            place: block.place,
          });
        }
        break;
      case 'CTA':
        if (block.label && block.url) rendered.push({ type: 'CTA', label: block.label, url: block.url });
        break;
    }
  }
  return rendered;
}
