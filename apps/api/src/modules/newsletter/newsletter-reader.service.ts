/**
 * Newsletters as readers meet them: the open page of a sent newsletter (a draft or a scheduled one is not found),
 * the school's list for its own members (spec §6: institute, faculty, admin, candidate of THAT school; anyone else
 * gets the same 404 as an unknown school), the unsubscribe page, and an assessment made from a sent newsletter by
 * the school's staff (spec §7 "from newsletter").
 */
import {
  ASSIGNMENT_LIMITS,
  NEWSLETTER_MESSAGES as M,
  type MemberNewsletterPage,
  type PageQuery,
  type PublicNewsletter,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { GroupedCache } from '../../lib/grouped-cache';
import { offsetOf } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import type { AuthoringService } from '../assessment/authoring.service';
import { maskEmail } from '../consent/consent.policy';
import type { Clock } from '../module';
import {
  addUnsubscribe,
  findNewsletter,
  instituteByCustomUrl,
  instituteOf,
  linkAssessment,
  listPublished,
  publishedBySlug,
} from './newsletter.repository';
import { blocksOf } from './newsletter.service';
import { brandLookOf } from './newsletter-brand.service';
import { renderBlocks } from './newsletter-content';
import type { UnsubscribeTokens } from './unsubscribe-token';

const STAFF_ROLES = new Set(['INSTITUTE', 'FACULTY', 'ADMIN']);

export interface ReaderDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  tokens: UnsubscribeTokens;
  authoring: AuthoringService;
}

export type UnsubscribePage =
  | { kind: 'invalid' }
  | { kind: 'confirm'; schoolName: string; maskedEmail: string }
  | { kind: 'done'; schoolName: string };

/** How long a sent newsletter's rendered page is kept (its posts and articles are re-read after it). */
export const PUBLIC_PAGE_TTL_MS = 30_000;

export class NewsletterReaderService {
  private readonly pages = new GroupedCache<{ schoolId: string; page: PublicNewsletter }>(PUBLIC_PAGE_TTL_MS, 2_000);

  constructor(private readonly deps: ReaderDeps) {}

  async publicNewsletter(actor: Actor | null, customUrl: string, slug: string): Promise<PublicNewsletter> {
    const { schoolId, page } = await this.publicPage(customUrl, slug);
    const isStaff = !!actor && actor.instituteId === schoolId && STAFF_ROLES.has(actor.role);
    return { ...page, newsletterId: isStaff ? page.newsletterId : null };
  }

  /**
   * A sent newsletter never changes, but its posts and articles are read fresh (a post may stop being public, a
   * parent may withdraw consent): the rendered page is kept for PUBLIC_PAGE_TTL_MS, so such a change shows within it.
   */
  private async publicPage(customUrl: string, slug: string): Promise<{ schoolId: string; page: PublicNewsletter }> {
    const group = customUrl.toLowerCase();
    const cached = this.pages.get(group, slug);
    if (cached) return cached;
    const ticket = this.pages.ticket();
    const school = await instituteByCustomUrl(this.deps.db, customUrl);
    if (!school) throw notFound(M.notFound);
    const row = await publishedBySlug(this.deps.db, school.id, slug);
    if (!row?.sentAt) throw notFound(M.notFound);
    const [blocks, look] = await Promise.all([
      renderBlocks(blocksOf(row), {
        db: this.deps.db,
        instituteId: school.id,
        newsletterId: row.id,
        publicUrl: this.deps.publicUrl,
        now: this.deps.clock.now(),
      }),
      brandLookOf(this.deps.db, this.deps.publicUrl, school.id),
    ]);
    const answer = {
      schoolId: school.id,
      page: {
        schoolName: school.name,
        schoolCustomUrl: school.customUrl,
        title: row.title,
        preheader: row.preheader,
        accentColor: row.accentColor,
        logoUrl: look.logo?.url ?? null,
        sentAt: row.sentAt.toISOString(),
        blocks,
        newsletterId: row.id,
      },
    };
    this.pages.set(group, slug, answer, ticket);
    return answer;
  }

  async memberList(actor: Actor, customUrl: string, query: PageQuery): Promise<MemberNewsletterPage> {
    const school = await instituteByCustomUrl(this.deps.db, customUrl);
    if (!school || actor.instituteId !== school.id) throw notFound(M.notFound);
    const { rows, total } = await listPublished(this.deps.db, school.id, query.size, offsetOf(query));
    const totalPages = Math.ceil(total / query.size);
    return {
      schoolName: school.name,
      content: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        preheader: row.preheader,
        sentAt: (row.sentAt ?? new Date(0)).toISOString(),
      })),
      page: query.page,
      size: query.size,
      totalElements: total,
      totalPages,
      last: query.page >= totalPages - 1,
    };
  }

  async createAssessment(actor: Actor, newsletterId: string): Promise<{ assignmentCode: string }> {
    if (!actor.instituteId) throw notFound(M.notFound);
    const row = await findNewsletter(this.deps.db, actor.instituteId, newsletterId);
    if (!row) throw notFound(M.notFound);
    if (row.state !== 'SENT' && row.state !== 'SENDING') throw conflict(M.notSent);
    const title = (row.title || 'Newsletter').slice(0, ASSIGNMENT_LIMITS.titleMax);
    const draft = await this.deps.authoring.create(actor, { type: 'ASSESSMENT', title });
    await linkAssessment(this.deps.db, actor.instituteId, draft.code, row.id);
    return { assignmentCode: draft.code };
  }

  async unsubscribePage(token: string): Promise<UnsubscribePage> {
    const claims = this.deps.tokens.verify(token);
    const school = claims ? await instituteOf(this.deps.db, claims.instituteId) : undefined;
    if (!claims || !school) return { kind: 'invalid' };
    return { kind: 'confirm', schoolName: school.name, maskedEmail: maskEmail(claims.email) };
  }

  /** Idempotent: a second click (or the mail client's one-click POST after the page's) changes nothing more. */
  async unsubscribe(token: string): Promise<UnsubscribePage> {
    const claims = this.deps.tokens.verify(token);
    const school = claims ? await instituteOf(this.deps.db, claims.instituteId) : undefined;
    if (!claims || !school) return { kind: 'invalid' };
    const newsletter = claims.newsletterId
      ? await findNewsletter(this.deps.db, school.id, claims.newsletterId)
      : undefined;
    await this.deps.db.transaction((tx) => addUnsubscribe(tx, school.id, claims.email, newsletter?.id ?? null));
    return { kind: 'done', schoolName: school.name };
  }
}
