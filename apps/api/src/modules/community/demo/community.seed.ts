/**
 * Community demo data (issue 5 §5): the hand-written posts of posts.json from both demo schools, with
 * pictures drawn by our own code, likes and comments from demo members (counts exact), a few posts waiting
 * in Greenfield's approval queue (photos among them), declined ones, open reports, and both schools'
 * moderation settings. Student authors are only students whose parent consented. Dates are relative to the
 * seeding moment. The pictures are a second step (`seedCommunityDemoImages`, a DEMO_FILE_SEEDERS entry) that
 * writes through the FileStorage the server passes; without one the posts stay without pictures.
 */
import { randomUUID } from 'node:crypto';
import { categorySlug } from '@noticeboard/shared';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  communitySettings,
  parentConsents,
  postAttachments,
  postComments,
  postHistory,
  postLikes,
  postReports,
  posts,
  users,
} from '../../../db/schema';
import type { FileStorage } from '../../../lib/storage';
import { GLOBAL_CATEGORIES } from '../../category/category.service';
import { findInstituteByCustomUrl } from '../../institute/institute.repository';
import { publishedVisibility, type SchoolSettings } from '../approval.policy';
import { type DemoContent, type DemoPost, loadDemoContent } from './demo-content';
import { type DemoImageSpec, demoImageSvg } from './demo-images';
import { DemoPictures } from './prerendered-images';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const COMMUNITY_DEMO_SCHOOLS = {
  greenfield: { customUrl: 'greenfield-public-school', settings: { autoApproval: false, globalVisibility: true } },
  riverside: { customUrl: 'riverside-international-academy', settings: { autoApproval: true, globalVisibility: true } },
} as const satisfies Record<string, { customUrl: string; settings: SchoolSettings }>;
export type SchoolKey = keyof typeof COMMUNITY_DEMO_SCHOOLS;

export interface Person {
  id: string;
  name: string;
}

export interface SchoolPeople {
  instituteId: string;
  account: Person;
  admins: Person[];
  faculty: Person[];
  /** Students whose parent consented, in a stable order (the demo student first). */
  students: Person[];
}

/** `student@demo.test` is number 1, `student7@…` number 7: a stable order independent of insert times. */
function studentNumber(email: string): number {
  const match = /^student(\d*)@/.exec(email);
  return match ? Number(match[1] || 1) : Number.MAX_SAFE_INTEGER;
}

export async function peopleOf(db: Db, instituteId: string): Promise<SchoolPeople | null> {
  const members = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      type: users.type,
      userType: users.userType,
      consent: parentConsents.status,
    })
    .from(users)
    .leftJoin(parentConsents, eq(parentConsents.studentId, users.id))
    .where(and(eq(users.instituteId, instituteId), eq(users.status, 'ACTIVE')))
    .orderBy(users.email);
  const account = members.find((member) => member.type === 'INSTITUTE');
  if (!account) return null;
  const person = ({ id, name }: Person): Person => ({ id, name });
  return {
    instituteId,
    account: person(account),
    admins: members.filter((member) => member.userType === 'ADMIN').map(person),
    faculty: members.filter((member) => member.userType === 'FACULTY').map(person),
    students: members
      .filter((member) => member.type === 'CANDIDATE' && member.consent === 'GRANTED')
      .sort((a, b) => studentNumber(a.email) - studentNumber(b.email) || a.email.localeCompare(b.email))
      .map(person),
  };
}

export function resolve(people: SchoolPeople, ref: string): Person {
  if (ref === 'school') return people.account;
  const [kind, index] = ref.split(':') as ['admin' | 'faculty' | 'student', string];
  const list = kind === 'admin' ? people.admins : kind === 'faculty' ? people.faculty : people.students;
  const found = list[Number(index)];
  if (!found) throw new Error(`Community demo: no ${ref} in school ${people.instituteId}`);
  return found;
}

/** Everyone of a school who may like and comment (staff, the school account, consenting students). */
export const everyoneOf = (people: SchoolPeople): Person[] => [
  people.account,
  ...people.admins,
  ...people.faculty,
  ...people.students,
];

function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** `count` people of the pool, never the author, starting at a place fixed by `seed`. */
export function pick(pool: Person[], count: number, seed: string, exclude: string): Person[] {
  const others = pool.filter((person) => person.id !== exclude);
  if (others.length === 0) return [];
  const start = hashOf(seed) % others.length;
  return Array.from(
    { length: Math.min(count, others.length) },
    (_, k) => others[(start + k) % others.length] as Person,
  );
}

/** Demo text into HTML paragraphs (the forum, library and collab demos too). */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const categoryName = (name: string) =>
  GLOBAL_CATEGORIES.find((category) => category.slug === categorySlug(name))?.name ?? name;

/** Runs `work` over `items` with at most `limit` at once (sharp renders on the libuv pool). */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

interface StoredImage {
  attachmentId: string;
  storageKey: string;
  variants: Array<{ key: string; width: number }>;
  bytes: number;
  width: number;
  height: number;
  title: string;
}

type PicturedPost = DemoPost & { image: NonNullable<DemoPost['image']> };

/** Each demo post with a picture and the SVG it is drawn from (the palette follows the post's place). */
export function demoPictureSources(content: DemoContent): Array<{ post: PicturedPost; svg: string }> {
  return content.posts.flatMap((post, index) =>
    post.image
      ? [{ post: post as PicturedPost, svg: demoImageSvg({ ...post.image, palette: index } as DemoImageSpec) }]
      : [],
  );
}

async function storeImage(
  storage: FileStorage,
  pictures: DemoPictures,
  post: PicturedPost,
  svg: string,
  written: string[],
): Promise<StoredImage> {
  const rendered = await pictures.picture(post.id, svg);
  const attachmentId = randomUUID();
  const folder = `community/${attachmentId}/`;
  const storageKey = `${folder}image.webp`;
  written.push(storageKey);
  await storage.put(storageKey, rendered.main.data);
  const variants: StoredImage['variants'] = [];
  for (const variant of rendered.variants) {
    const key = `${folder}w${variant.width}.webp`;
    written.push(key);
    await storage.put(key, variant.data);
    variants.push({ key, width: variant.width });
  }
  return {
    attachmentId,
    storageKey,
    variants,
    bytes: rendered.main.data.length,
    width: rendered.main.width,
    height: rendered.main.height,
    title: post.image.title,
  };
}

/** Draws the demo posts' pictures and attaches them (posts that already have attachments are left alone). */
export async function seedCommunityDemoImages(db: Db, storage: FileStorage): Promise<void> {
  const wanted = demoPictureSources(await loadDemoContent());
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: posts.id, slug: posts.slug, authorId: posts.authorId, createdAt: posts.createdAt })
    .from(posts)
    .where(
      and(
        inArray(
          posts.slug,
          wanted.map(({ post }) => post.id),
        ),
        notExists(db.select({ one: sql`1` }).from(postAttachments).where(eq(postAttachments.postId, posts.id))),
      ),
    );
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const toDraw = wanted.filter(({ post }) => bySlug.has(post.id));
  const written: string[] = [];
  try {
    const pictures = await DemoPictures.open();
    const images = await mapLimited(toDraw, 4, ({ post, svg }) => storeImage(storage, pictures, post, svg, written));
    const attachmentRows = toDraw.map(({ post }, k) => {
      const row = bySlug.get(post.id) as (typeof rows)[number];
      const image = images[k] as StoredImage;
      return {
        id: image.attachmentId,
        ownerId: row.authorId,
        postId: row.id,
        position: 0,
        attachmentType: 'IMAGE' as const,
        storageKey: image.storageKey,
        variants: image.variants,
        mimeType: 'image/webp',
        bytes: image.bytes,
        width: image.width,
        height: image.height,
        title: image.title,
        createdAt: row.createdAt,
      };
    });
    if (attachmentRows.length > 0) await db.insert(postAttachments).values(attachmentRows);
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
}

export async function seedCommunityDemo(db: Db, now: Date = new Date()): Promise<void> {
  const content = await loadDemoContent();
  const schools = {} as Record<SchoolKey, SchoolPeople>;
  for (const key of Object.keys(COMMUNITY_DEMO_SCHOOLS) as SchoolKey[]) {
    const institute = await findInstituteByCustomUrl(db, COMMUNITY_DEMO_SCHOOLS[key].customUrl);
    const people = institute ? await peopleOf(db, institute.id) : null;
    if (!people) return;
    schools[key] = people;
  }
  const slugs = content.posts.map((post) => post.id);
  const existing = await db.select({ id: posts.id }).from(posts).where(inArray(posts.slug, slugs)).limit(1);
  if (existing.length > 0) return;

  await db.transaction(async (tx) => {
    for (const key of Object.keys(COMMUNITY_DEMO_SCHOOLS) as SchoolKey[]) {
      await tx
        .insert(communitySettings)
        .values({ instituteId: schools[key].instituteId, ...COMMUNITY_DEMO_SCHOOLS[key].settings, updatedAt: now })
        .onConflictDoNothing({ target: communitySettings.instituteId });
    }
    const allMembers = [...everyoneOf(schools.greenfield), ...everyoneOf(schools.riverside)];
    const postIds = new Map<string, string>();
    const likeRows: Array<typeof postLikes.$inferInsert> = [];
    const commentRows: Array<typeof postComments.$inferInsert> = [];
    const historyRows: Array<typeof postHistory.$inferInsert> = [];
    const postRows: Array<typeof posts.$inferInsert> = content.posts.map((post) => {
      const school = schools[post.school];
      const settings = COMMUNITY_DEMO_SCHOOLS[post.school].settings;
      const author = resolve(school, post.author);
      const id = randomUUID();
      postIds.set(post.id, id);
      const at = new Date(now.getTime() - post.daysAgo * DAY_MS);
      const published = post.state === 'PUBLISHED';
      const visibility = published ? publishedVisibility(post.visibility, settings) : 'SELF';
      // A student's post at a school without auto-approval waited for an admin's approval.
      const approvedBy =
        published && post.author.startsWith('student:') && !settings.autoApproval ? school.admins[0] : undefined;
      const sentAt = approvedBy ? new Date(at.getTime() - 2 * HOUR_MS) : at;
      const reactors = visibility === 'GLOBAL' ? allMembers : everyoneOf(school);
      const likers = published ? pick(reactors, post.likes, `${post.id}:likes`, author.id) : [];
      const commenters = published ? pick(reactors, post.comments.length, `${post.id}:comments`, author.id) : [];
      const until = now.getTime() - 60_000;
      likers.forEach((person, k) => {
        likeRows.push({
          postId: id,
          userId: person.id,
          createdAt: new Date(Math.min(until, at.getTime() + (k + 1) * 23 * 60_000)),
        });
      });
      post.comments.slice(0, commenters.length).forEach((text, k) => {
        commentRows.push({
          postId: id,
          authorId: (commenters[k] as Person).id,
          text,
          createdAt: new Date(Math.min(until, at.getTime() + (k + 1) * 97 * 60_000)),
        });
      });
      const moderator = school.admins[0] ?? school.account;
      if (approvedBy) {
        historyRows.push({
          postId: id,
          actorId: approvedBy.id,
          actorName: approvedBy.name,
          action: 'post.approved',
          summary: 'Approved and published',
          before: { requestStatus: 'PENDING', visibility: 'SELF' },
          after: { requestStatus: 'PUBLISHED', visibility },
          createdAt: at,
        });
      }
      if (post.state === 'DECLINED') {
        historyRows.push({
          postId: id,
          actorId: moderator.id,
          actorName: moderator.name,
          action: 'post.declined',
          summary: 'Declined; the author was told',
          before: { requestStatus: 'PENDING', visibility: 'SELF' },
          after: { requestStatus: 'DECLINED', visibility: 'SELF' },
          createdAt: new Date(at.getTime() + 3 * HOUR_MS),
        });
      }
      const html = post.text.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
      return {
        id,
        slug: post.id,
        authorId: author.id,
        instituteId: school.instituteId,
        feedKind: 'community',
        postType: post.image ? 'PHOTOS' : 'TEXT',
        category: categoryName(post.category),
        categorySlug: categorySlug(post.category),
        topic: post.topic ?? null,
        descriptionHtml: html,
        descriptionText: post.text.join('\n\n'),
        audience: 'EVERYONE',
        visibility,
        requestedVisibility: post.visibility,
        requestStatus: post.state,
        likesCount: likers.length,
        commentCount: Math.min(post.comments.length, commenters.length),
        featured: post.featured,
        historyExists: Boolean(approvedBy) || post.state === 'DECLINED',
        publishedAt: published ? at : null,
        createdAt: sentAt,
        updatedAt: post.state === 'DECLINED' ? new Date(at.getTime() + 3 * HOUR_MS) : at,
      };
    });
    await tx.insert(posts).values(postRows);
    if (likeRows.length > 0) await tx.insert(postLikes).values(likeRows);
    if (commentRows.length > 0) await tx.insert(postComments).values(commentRows);
    if (historyRows.length > 0) await tx.insert(postHistory).values(historyRows);
    const reportRows = content.reports.map((report, index) => {
      const [schoolKey, ...ref] = report.reporter.split(':') as [SchoolKey, ...string[]];
      const post = content.posts.find((candidate) => candidate.id === report.post) as DemoPost;
      return {
        postId: postIds.get(report.post) as string,
        reporterId: resolve(schools[schoolKey], ref.join(':')).id,
        instituteId: schools[post.school].instituteId,
        reason: report.reason,
        details: report.details,
        status: 'OPEN' as const,
        createdAt: new Date(now.getTime() - (index + 1) * 3 * HOUR_MS),
      };
    });
    if (reportRows.length > 0) await tx.insert(postReports).values(reportRows);
  });
}
