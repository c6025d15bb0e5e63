/**
 * Library demo data (issue 5 §4): DEMO_LIBRARY_ITEMS as library posts of both demo schools, with likes and
 * comments from the school's members (counts exact; students only with their parent's consent). The documents
 * are a second step (`seedLibraryDemoFiles`, a DEMO_FILE_SEEDERS entry): drawn with pdfkit, rendered to page
 * images by the attachments' PDF pipeline and written through the FileStorage; without one those items stay
 * without their PDF.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { postAttachments, postComments, postHistory, postLikes, posts } from '../../../db/schema';
import type { FileStorage } from '../../../lib/storage';
import { GLOBAL_CATEGORIES } from '../../category/category.service';
import { findInstituteByCustomUrl } from '../../institute/institute.repository';
import { publishedVisibility } from '../approval.policy';
import { attachmentFolder } from '../attachments/attachment-keys';
import { renderPdfPages } from '../attachments/pdf-pages';
import { ToolMissingError } from '../attachments/run-tool';
import {
  COMMUNITY_DEMO_SCHOOLS,
  escapeHtml,
  everyoneOf,
  peopleOf,
  pick,
  resolve,
  type SchoolKey,
  type SchoolPeople,
} from '../demo/community.seed';
import { DEMO_LIBRARY_ITEMS, type DemoLibraryItem } from './library-demo-content';
import { renderDemoPdf } from './library-pdf';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Page images per demo document (they have one to three pages). */
const DEMO_PDF_PAGES = 3;

const categoryNameOf = (slug: string) => GLOBAL_CATEGORIES.find((category) => category.slug === slug)?.name ?? slug;

export async function seedLibraryDemo(db: Db, now: Date = new Date()): Promise<void> {
  const schools = {} as Record<SchoolKey, SchoolPeople>;
  for (const key of Object.keys(COMMUNITY_DEMO_SCHOOLS) as SchoolKey[]) {
    const institute = await findInstituteByCustomUrl(db, COMMUNITY_DEMO_SCHOOLS[key].customUrl);
    const people = institute ? await peopleOf(db, institute.id) : null;
    if (!people) return;
    schools[key] = people;
  }
  const slugs = DEMO_LIBRARY_ITEMS.map((item) => item.id);
  const existing = await db.select({ id: posts.id }).from(posts).where(inArray(posts.slug, slugs)).limit(1);
  if (existing.length > 0) return;

  const postRows: Array<typeof posts.$inferInsert> = [];
  const likeRows: Array<typeof postLikes.$inferInsert> = [];
  const commentRows: Array<typeof postComments.$inferInsert> = [];
  const historyRows: Array<typeof postHistory.$inferInsert> = [];
  const until = now.getTime() - 60_000;
  for (const item of DEMO_LIBRARY_ITEMS) {
    const school = schools[item.school];
    const settings = COMMUNITY_DEMO_SCHOOLS[item.school].settings;
    const author = resolve(school, item.author);
    const id = randomUUID();
    const at = new Date(now.getTime() - item.daysAgo * DAY_MS);
    const visibility = publishedVisibility(item.visibility, settings);
    // Faculty items at a school without auto-approval were approved by an admin.
    const approver = item.author.startsWith('faculty:') && !settings.autoApproval ? school.admins[0] : undefined;
    const reactors =
      visibility === 'GLOBAL'
        ? [...everyoneOf(schools.greenfield), ...everyoneOf(schools.riverside)]
        : everyoneOf(school);
    const likers = pick(reactors, item.likes, `${item.id}:likes`, author.id);
    const commenters = pick(reactors, item.comments.length, `${item.id}:comments`, author.id);
    likers.forEach((person, k) => {
      likeRows.push({
        postId: id,
        userId: person.id,
        createdAt: new Date(Math.min(until, at.getTime() + (k + 1) * 19 * 60_000)),
      });
    });
    commenters.forEach((person, k) => {
      commentRows.push({
        postId: id,
        authorId: person.id,
        text: item.comments[k] as string,
        createdAt: new Date(Math.min(until, at.getTime() + (k + 1) * 83 * 60_000)),
      });
    });
    if (approver) {
      historyRows.push({
        postId: id,
        actorId: approver.id,
        actorName: approver.name,
        action: 'post.approved',
        summary: 'Approved and published',
        before: { requestStatus: 'PENDING', visibility: 'SELF' },
        after: { requestStatus: 'PUBLISHED', visibility },
        createdAt: at,
      });
    }
    postRows.push({
      id,
      slug: item.id,
      title: item.title,
      authorId: author.id,
      instituteId: school.instituteId,
      feedKind: 'community-library',
      postType: item.pdf ? 'DOCUMENTS' : 'TEXT',
      category: categoryNameOf(item.category),
      categorySlug: item.category,
      topic: item.topic,
      descriptionHtml: item.text.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
      descriptionText: item.text.join('\n\n'),
      audience: 'EVERYONE',
      visibility,
      requestedVisibility: item.visibility,
      requestStatus: 'PUBLISHED',
      linkPreview: item.link ?? null,
      likesCount: likers.length,
      commentCount: commenters.length,
      historyExists: Boolean(approver),
      publishedAt: at,
      createdAt: approver ? new Date(at.getTime() - 3 * HOUR_MS) : at,
      updatedAt: at,
    });
  }
  await db.transaction(async (tx) => {
    await tx.insert(posts).values(postRows);
    if (likeRows.length > 0) await tx.insert(postLikes).values(likeRows);
    if (commentRows.length > 0) await tx.insert(postComments).values(commentRows);
    if (historyRows.length > 0) await tx.insert(postHistory).values(historyRows);
  });
}

type DocumentItem = DemoLibraryItem & { pdf: NonNullable<DemoLibraryItem['pdf']> };

/** Draws each demo document, renders its pages and attaches both (items that already have a file are skipped). */
export async function seedLibraryDemoFiles(db: Db, storage: FileStorage): Promise<void> {
  const documents = DEMO_LIBRARY_ITEMS.filter((item): item is DocumentItem => item.pdf !== undefined);
  const rows = await db
    .select({ id: posts.id, slug: posts.slug, authorId: posts.authorId, createdAt: posts.createdAt })
    .from(posts)
    .where(
      and(
        inArray(
          posts.slug,
          documents.map((item) => item.id),
        ),
        notExists(db.select({ one: sql`1` }).from(postAttachments).where(eq(postAttachments.postId, posts.id))),
      ),
    );
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const written: string[] = [];
  try {
    const attachmentRows: Array<typeof postAttachments.$inferInsert> = [];
    for (const item of documents) {
      const row = bySlug.get(item.id);
      if (!row) continue;
      const pdf = await renderDemoPdf(item.pdf);
      const pages = await pageImagesOf(pdf);
      const attachmentId = randomUUID();
      const folder = attachmentFolder(attachmentId);
      const files = [
        { key: `${folder}document.pdf`, data: pdf },
        ...pages.map((data, index) => ({ key: `${folder}page-${index + 1}.webp`, data })),
      ];
      for (const file of files) {
        written.push(file.key);
        await storage.put(file.key, file.data);
      }
      attachmentRows.push({
        id: attachmentId,
        ownerId: row.authorId,
        postId: row.id,
        position: 0,
        attachmentType: 'PDF',
        storageKey: `${folder}document.pdf`,
        relatedKeys: files.slice(1).map((file) => file.key),
        mimeType: 'application/pdf',
        bytes: pdf.length,
        title: item.pdf.fileTitle,
        createdAt: row.createdAt,
      });
    }
    if (attachmentRows.length > 0) await db.insert(postAttachments).values(attachmentRows);
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
}

/** Without pdftoppm (a bare machine) the documents are stored without page images, as uploads are. */
async function pageImagesOf(pdf: Buffer): Promise<Buffer[]> {
  try {
    return await renderPdfPages(pdf, DEMO_PDF_PAGES);
  } catch (error) {
    if (error instanceof ToolMissingError) return [];
    throw error;
  }
}
