/**
 * The school's newsletters (spec §6: `/newsletters` is the school account's alone). A draft saves as it is typed:
 * each save carries the revision it was based on and a stale one is refused (NEWSLETTER_CHANGED → 409), so two tabs
 * never overwrite each other. Rich text is cleaned by the community's sanitiser when saved; a post must be one of
 * the school's own published posts seen by everyone, an article one of the news feed's. Sending now queues one
 * delivery per address in the same transaction that marks it SENDING (the sender job does the rest); a schedule
 * waits for the schedule job. A recurring newsletter's next edition is made when an edition starts sending.
 */
import { randomBytes } from 'node:crypto';
import {
  EMPTY_NEWSLETTER_AUDIENCE,
  NEWSLETTER_MESSAGES as M,
  type Newsletter,
  type NewsletterAudience,
  type NewsletterAudienceOptions,
  type NewsletterBlock,
  type NewsletterPatch,
  type NewsletterPreview,
  type NewsletterSummary,
  newsletterAudienceSchema,
  newsletterBlockSchema,
  newsletterMastheadColor,
  type PageQuery,
  type SendNewsletterBody,
  STUDENT_CLASSES,
} from '@noticeboard/shared';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { sanitizePost } from '../community/sanitize-post';
import type { Clock } from '../module';
import { presentNewsletter, presentSummary } from './newsletter.presenter';
import {
  assessmentCodesOf,
  audienceSize,
  classSectionsOf,
  deleteNewsletter,
  findNewsletter,
  imagesOf,
  insertEdition,
  insertNewsletter,
  instituteOf,
  listNewsletters,
  lockNewsletter,
  type NewsletterRow,
  queueDeliveries,
  totalsOf,
  updateNewsletter,
  usableArticles,
  usablePosts,
} from './newsletter.repository';
import { brandLookOf, HOUSE_COLOR } from './newsletter-brand.service';
import { defaultTemplate, renderBlocks } from './newsletter-content';
import { renderEmail, shownLogoSize } from './newsletter-email';
import { nextEditionAt } from './newsletter-schedule';

const blocksSchema = z.array(newsletterBlockSchema);

export const blocksOf = (row: NewsletterRow): NewsletterBlock[] => {
  const parsed = blocksSchema.safeParse(row.blocks);
  return parsed.success ? parsed.data : [];
};
export const audienceOf = (row: NewsletterRow): NewsletterAudience => {
  const parsed = newsletterAudienceSchema.safeParse(row.audience);
  return parsed.success ? parsed.data : EMPTY_NEWSLETTER_AUDIENCE;
};

const EDITABLE = new Set(['DRAFT', 'SCHEDULED']);

/** The public page's address: the title's words and six random letters (unguessable before it is shared). */
export function slugOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || 'newsletter'}-${randomBytes(4).toString('hex').slice(0, 6)}`;
}

const hasAudience = (audience: NewsletterAudience) =>
  audience.everyone ||
  audience.staff ||
  audience.parents ||
  audience.classes.length > 0 ||
  audience.sections.length > 0;

export interface NewsletterServiceDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

export class NewsletterService {
  /** Told after the commit that started a send (the sender sends at once instead of at its next tick). */
  onStarted: (newsletterId: string) => void = () => {};

  constructor(private readonly deps: NewsletterServiceDeps) {}

  private schoolOf(actor: Actor): string {
    if (!actor.instituteId) throw notFound(M.notFound);
    return actor.instituteId;
  }

  private async present(row: NewsletterRow): Promise<Newsletter> {
    const [totals, codes, school] = await Promise.all([
      totalsOf(this.deps.db, [row.id]),
      assessmentCodesOf(this.deps.db, row.instituteId, [row.id]),
      instituteOf(this.deps.db, row.instituteId),
    ]);
    return presentNewsletter(
      row,
      blocksOf(row),
      audienceOf(row),
      totals.get(row.id),
      codes.get(row.id) ?? null,
      school?.customUrl ?? '',
    );
  }

  async list(actor: Actor, query: PageQuery): Promise<Page<NewsletterSummary>> {
    const instituteId = this.schoolOf(actor);
    const { rows, total } = await listNewsletters(this.deps.db, instituteId, query.size, offsetOf(query));
    const ids = rows.map((row) => row.id);
    const [totals, codes, school] = await Promise.all([
      totalsOf(this.deps.db, ids),
      assessmentCodesOf(this.deps.db, instituteId, ids),
      instituteOf(this.deps.db, instituteId),
    ]);
    return pageFrom(
      rows.map((row) => presentSummary(row, totals.get(row.id), codes.get(row.id) ?? null, school?.customUrl ?? '')),
      query,
      total,
    );
  }

  async create(actor: Actor, template: 'DEFAULT' | 'BLANK'): Promise<Newsletter> {
    const instituteId = this.schoolOf(actor);
    const school = await instituteOf(this.deps.db, instituteId);
    if (!school) throw notFound(M.notFound);
    const start =
      template === 'DEFAULT'
        ? defaultTemplate(school.name, `${this.deps.publicUrl}/institutions/${school.customUrl}`)
        : { title: '', preheader: '', blocks: [] };
    const now = this.deps.clock.now();
    const look = await brandLookOf(this.deps.db, this.deps.publicUrl, instituteId);
    const row = await insertNewsletter(this.deps.db, {
      instituteId,
      slug: slugOf(start.title),
      title: start.title,
      preheader: start.preheader,
      // The school's colour (else the house blue) as the masthead shows it: one white text reads on (4.5:1 or more),
      // so the colour shown in the composer is the colour sent.
      accentColor: newsletterMastheadColor(look.color ?? HOUSE_COLOR),
      blocks: start.blocks,
      audience: EMPTY_NEWSLETTER_AUDIENCE,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    return this.present(row);
  }

  async details(actor: Actor, id: string): Promise<Newsletter> {
    const row = await findNewsletter(this.deps.db, this.schoolOf(actor), id);
    if (!row) throw notFound(M.notFound);
    return this.present(row);
  }

  async update(actor: Actor, id: string, patch: NewsletterPatch): Promise<Newsletter> {
    const instituteId = this.schoolOf(actor);
    const row = await this.deps.db.transaction(async (tx) => {
      const current = await lockNewsletter(tx, instituteId, id);
      if (!current) throw notFound(M.notFound);
      if (!EDITABLE.has(current.state)) throw conflict(M.notEditable);
      if (patch.revision !== current.revision) throw new AppError('NEWSLETTER_CHANGED', M.changed);
      const blocks = patch.blocks ? await this.cleanBlocks(tx, instituteId, id, patch.blocks) : undefined;
      return updateNewsletter(tx, id, {
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.preheader !== undefined ? { preheader: patch.preheader } : {}),
        ...(patch.accentColor !== undefined ? { accentColor: patch.accentColor } : {}),
        ...(blocks ? { blocks } : {}),
        ...(patch.audience ? { audience: patch.audience } : {}),
        revision: current.revision + 1,
        updatedAt: this.deps.clock.now(),
      });
    });
    return this.present(row);
  }

  /** Rich text cleaned; posts, articles and pictures checked to be ones this newsletter may show. */
  private async cleanBlocks(db: Queryable, instituteId: string, id: string, blocks: NewsletterBlock[]) {
    const postIds = blocks.flatMap((block) => (block.type === 'POST' && block.postId ? [block.postId] : []));
    const articleIds = blocks.flatMap((block) =>
      block.type === 'ARTICLE' && block.articleId ? [block.articleId] : [],
    );
    const imageIds = blocks.flatMap((block) => (block.type === 'IMAGE' && block.imageId ? [block.imageId] : []));
    const [postRows, articleRows, imageRows] = await Promise.all([
      postIds.length > 0 ? usablePosts(db, instituteId, postIds, undefined) : [],
      articleIds.length > 0 ? usableArticles(db, articleIds, undefined) : [],
      imageIds.length > 0 ? imagesOf(db, id) : [],
    ]);
    const found = (ids: string[], rows: Array<{ id: string }>) =>
      ids.every((one) => rows.some((row) => row.id === one));
    if (!found(postIds, postRows)) throw badRequest(M.postNotUsable, [{ field: 'blocks', message: M.postNotUsable }]);
    if (!found(articleIds, articleRows)) {
      throw badRequest(M.articleNotUsable, [{ field: 'blocks', message: M.articleNotUsable }]);
    }
    if (!found(imageIds, imageRows))
      throw badRequest(M.imageNotUsable, [{ field: 'blocks', message: M.imageNotUsable }]);
    return blocks.map((block) => (block.type === 'TEXT' ? { ...block, html: sanitizePost(block.html).html } : block));
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const instituteId = this.schoolOf(actor);
    await this.deps.db.transaction(async (tx) => {
      const current = await lockNewsletter(tx, instituteId, id);
      if (!current) throw notFound(M.notFound);
      if (current.state !== 'DRAFT') throw conflict(M.notDraft);
      await deleteNewsletter(tx, id);
    });
  }

  async preview(actor: Actor, id: string): Promise<NewsletterPreview> {
    const instituteId = this.schoolOf(actor);
    const row = await findNewsletter(this.deps.db, instituteId, id);
    if (!row) throw notFound(M.notFound);
    const school = await instituteOf(this.deps.db, instituteId);
    return this.emailOf(row, school?.name ?? '', school?.customUrl ?? '');
  }

  /** The email every recipient gets (with the placeholder where each one's unsubscribe address goes). */
  async emailOf(row: NewsletterRow, schoolName: string, schoolCustomUrl: string) {
    const now = this.deps.clock.now();
    const blocks = await renderBlocks(blocksOf(row), {
      db: this.deps.db,
      instituteId: row.instituteId,
      newsletterId: row.id,
      publicUrl: this.deps.publicUrl,
      now,
    });
    const date = row.sentAt ?? row.scheduledAt ?? now;
    const { logo } = await brandLookOf(this.deps.db, this.deps.publicUrl, row.instituteId);
    return renderEmail({
      schoolName,
      title: row.title || 'Newsletter',
      preheader: row.preheader,
      accentColor: row.accentColor,
      logo: logo ? { url: logo.url, ...shownLogoSize(logo.width, logo.height) } : null,
      dateLine: new Intl.DateTimeFormat('en-IN', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(date),
      blocks,
      webUrl: row.state === 'DRAFT' ? null : `${this.deps.publicUrl}/${schoolCustomUrl}/newsletter/${row.slug}`,
    });
  }

  async audienceSize(actor: Actor, id: string): Promise<{ recipients: number }> {
    const instituteId = this.schoolOf(actor);
    const row = await findNewsletter(this.deps.db, instituteId, id);
    if (!row) throw notFound(M.notFound);
    return { recipients: await audienceSize(this.deps.db, instituteId, audienceOf(row)) };
  }

  async audienceOptions(actor: Actor): Promise<NewsletterAudienceOptions> {
    const places = await classSectionsOf(this.deps.db, this.schoolOf(actor));
    const byClass = new Map<string, Set<string>>();
    for (const place of places) {
      const sections = byClass.get(place.studentClass) ?? new Set<string>();
      sections.add(place.section);
      byClass.set(place.studentClass, sections);
    }
    return {
      classes: STUDENT_CLASSES.filter((one) => byClass.has(one)).map((studentClass) => ({
        studentClass,
        sections: [
          ...(byClass.get(studentClass) ?? []),
        ].sort() as NewsletterAudienceOptions['classes'][number]['sections'],
      })),
    };
  }

  async postChoices(actor: Actor, search: string | undefined) {
    const rows = await usablePosts(this.deps.db, this.schoolOf(actor), null, search);
    return rows.map((row) => ({
      id: row.id,
      title: row.title ?? row.text.slice(0, 80),
      excerpt: row.text.slice(0, 200),
      publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    }));
  }

  async articleChoices(search: string | undefined) {
    const rows = await usableArticles(this.deps.db, null, search);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      summary: row.summary.slice(0, 200),
      publisher: row.publisher,
      publishedAt: row.publishedAt.toISOString(),
    }));
  }

  async send(actor: Actor, id: string, body: SendNewsletterBody): Promise<Newsletter> {
    const instituteId = this.schoolOf(actor);
    const now = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const current = await lockNewsletter(tx, instituteId, id);
      if (!current) throw notFound(M.notFound);
      if (!EDITABLE.has(current.state)) throw conflict(M.notEditable);
      if (body.revision !== current.revision) throw new AppError('NEWSLETTER_CHANGED', M.changed);
      await this.assertSendable(tx, current);
      const startsAt = body.startsAt ? new Date(body.startsAt) : null;
      if (startsAt && startsAt.getTime() <= now.getTime()) {
        throw badRequest(M.startsInPast, [{ field: 'startsAt', message: M.startsInPast }]);
      }
      const scheduled = await updateNewsletter(tx, id, {
        frequency: body.frequency,
        everyDays: body.frequency === 'CUSTOM' ? body.everyDays : null,
        until: body.until ? new Date(body.until) : null,
        seriesId: body.frequency ? (current.seriesId ?? current.id) : current.seriesId,
        scheduledAt: startsAt ?? now,
        state: 'SCHEDULED',
        revision: current.revision + 1,
        updatedAt: now,
      });
      if (startsAt) return scheduled;
      const started = await this.startSending(tx, scheduled, now);
      if (!started) throw badRequest(M.noRecipients, [{ field: 'audience', message: M.noRecipients }]);
      return started;
    });
    if (row.state === 'SENDING') this.onStarted(row.id);
    return this.present(row);
  }

  private async assertSendable(db: Queryable, row: NewsletterRow): Promise<void> {
    const rendered = await renderBlocks(blocksOf(row), {
      db,
      instituteId: row.instituteId,
      newsletterId: row.id,
      publicUrl: this.deps.publicUrl,
      now: this.deps.clock.now(),
    });
    if (!row.title.trim() || rendered.length === 0) throw badRequest(M.empty, [{ field: 'blocks', message: M.empty }]);
    if (!hasAudience(audienceOf(row))) throw badRequest(M.noAudience, [{ field: 'audience', message: M.noAudience }]);
  }

  /**
   * SCHEDULED → SENDING: the public address fixed, one delivery queued per address, and (for a recurring newsletter)
   * the next edition made. Null when the audience reaches nobody (the newsletter is left as it was).
   */
  async startSending(tx: Queryable, row: NewsletterRow, now: Date): Promise<NewsletterRow | null> {
    const recipients = await queueDeliveries(tx, row.id, row.instituteId, audienceOf(row));
    if (recipients === 0) return null;
    const started = await updateNewsletter(tx, row.id, {
      state: 'SENDING',
      slug: slugOf(row.title),
      recipients,
      sentAt: now,
      updatedAt: now,
    });
    await this.makeNextEdition(tx, started);
    return started;
  }

  private async makeNextEdition(tx: Queryable, row: NewsletterRow): Promise<void> {
    if (!row.frequency || !row.seriesId || !row.scheduledAt) return;
    const next = nextEditionAt(row.scheduledAt, row.frequency, row.everyDays, this.deps.clock.now());
    if (row.until && next > row.until) return;
    await insertEdition(tx, {
      instituteId: row.instituteId,
      slug: slugOf(row.title),
      title: row.title,
      preheader: row.preheader,
      accentColor: row.accentColor,
      blocks: row.blocks,
      audience: row.audience,
      state: 'SCHEDULED',
      scheduledAt: next,
      frequency: row.frequency,
      everyDays: row.everyDays,
      until: row.until,
      seriesId: row.seriesId,
      edition: row.edition + 1,
      createdBy: row.createdBy,
      createdAt: this.deps.clock.now(),
      updatedAt: this.deps.clock.now(),
    });
  }

  async unschedule(actor: Actor, id: string): Promise<Newsletter> {
    const instituteId = this.schoolOf(actor);
    const row = await this.deps.db.transaction(async (tx) => {
      const current = await lockNewsletter(tx, instituteId, id);
      if (!current) throw notFound(M.notFound);
      if (current.state !== 'SCHEDULED') throw conflict(M.notScheduled);
      return updateNewsletter(tx, id, {
        state: 'DRAFT',
        scheduledAt: null,
        revision: current.revision + 1,
        updatedAt: this.deps.clock.now(),
      });
    });
    return this.present(row);
  }
}
