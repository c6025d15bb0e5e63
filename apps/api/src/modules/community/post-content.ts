/**
 * What a post is made of, checked and derived before it is written (posts and collabs alike): its cleaned text,
 * its category, its type, its slug, and where its author asked it to be seen.
 */
import { randomBytes } from 'node:crypto';
import { type AttachmentType, categorySlug, type PostBody, type PostType } from '@noticeboard/shared';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { findCategoryBySlug } from '../category/category.repository';
import { GLOBAL_CATEGORIES } from '../category/category.service';
import type { RequestedVisibility } from './approval.policy';
import { type SanitisedPost, sanitizePost } from './sanitize-post';

/** PHOTOS for images, VIDEOS for a video, DOCUMENTS for a PDF, TEXT without attachments. */
export function inferPostType(types: AttachmentType[]): PostType {
  if (types.length === 0) return 'TEXT';
  if (types.includes('VIDEO')) return 'VIDEOS';
  if (types.includes('IMAGE') || types.includes('COVER_IMAGE')) return 'PHOTOS';
  return 'DOCUMENTS';
}

const SLUG_WORDS = 6;
const SLUG_MAX = 60;

/** From the first words of the text and a short random suffix; unique by the index, random enough not to clash. */
export function postSlug(text: string): string {
  const words = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, SLUG_WORDS)
    .join('-')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return `${words || 'post'}-${randomBytes(4).toString('hex')}`;
}

const categoryProblem = (message: string) => badRequest(message, [{ field: 'category', message }]);
export const attachmentsProblem = (message: string) => badRequest(message, [{ field: 'attachmentIds', message }]);

/** One of the 13 global community categories (by name or slug) or the school's own; else 400. */
export async function communityCategoryOf(
  db: Queryable,
  instituteId: string | null,
  input: string,
): Promise<{ name: string; slug: string }> {
  const slug = categorySlug(input);
  const global = GLOBAL_CATEGORIES.find((category) => category.slug === slug);
  if (global) return { name: global.name, slug: global.slug };
  if (instituteId) {
    const own = await findCategoryBySlug(db, instituteId, slug);
    if (own) return { name: own.name, slug: own.slug };
  }
  throw categoryProblem('Choose one of the community categories');
}

const EMPTY_POST = 'Write something or add a photo, video or document';

/** The cleaned description; a post needs some text or an attachment (400 otherwise). */
export function postTextOf(body: Pick<PostBody, 'description' | 'attachmentIds'>): SanitisedPost {
  const description = sanitizePost(body.description);
  if (!description.text && body.attachmentIds.length === 0) {
    throw badRequest(EMPTY_POST, [{ field: 'description', message: EMPTY_POST }]);
  }
  return description;
}

export interface Requested {
  visibility: RequestedVisibility;
  audience: PostBody['audience'];
}

/** Individuals have no school: their posts are for everyone, in the global community. */
export function requestedOf(actor: Actor, body: PostBody): Requested {
  if (!actor.instituteId) return { visibility: 'GLOBAL', audience: 'EVERYONE' };
  return { visibility: body.postVisibility, audience: body.audience };
}
