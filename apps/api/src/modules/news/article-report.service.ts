/**
 * Reporting abuse: a reader reports an article once and never sees it again; the reader's school reviews
 * the report once (dismiss or uphold); upholding hides the article from every member of that school.
 */
import { type ArticleReport, NEWS_MESSAGES, type PageQuery, type ReportAbuseBody } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { onUniqueViolation } from '../team/unique-violation';
import { userNameOf } from '../user/user.repository';
import { findArticleIn } from './article.repository';
import { publishedWhere } from './article-scope.repository';
import type { ReaderStates } from './reader-states';
import { reviewScopeOf } from './report.policy';
import {
  closeOpenReportsOn,
  closeReport,
  findOwnReport,
  findReport,
  hideForInstitute,
  insertReport,
  listReports,
  type ReportRow,
} from './report.repository';

export type ReportAction = 'DISMISS' | 'UPHOLD';
type ReportStatus = ArticleReport['status'];

function presentReport(row: ReportRow): ArticleReport {
  return {
    id: row.id,
    article: { _id: row.articleId, slug: row.articleSlug, title: row.articleTitle },
    abuseType: row.abuseType,
    reason: row.reason,
    reporterName: row.reporterName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    actionTakenByUserName: row.actionTakenByUserName,
  };
}

const alreadyReported = () => conflict(NEWS_MESSAGES.alreadyReported);

export class ArticleReportService {
  constructor(
    private readonly db: Db,
    private readonly readers: ReaderStates,
  ) {}

  async report(actor: Actor, body: ReportAbuseBody): Promise<{ id: string; articleId: string }> {
    const work = () =>
      this.db.transaction(async (tx) => {
        if (await findOwnReport(tx, actor.id, body.articleId)) throw alreadyReported();
        if (!(await findArticleIn(tx, body.articleId, publishedWhere()))) throw notFound(NEWS_MESSAGES.articleNotFound);
        const row = await insertReport(tx, {
          articleId: body.articleId,
          userId: actor.id,
          instituteId: actor.instituteId,
          abuseType: body.abuseType,
          reason: body.reason,
        });
        return { id: row.id, articleId: body.articleId };
      });
    const report = await onUniqueViolation(work, alreadyReported);
    this.readers.readerChanged(actor.id);
    return report;
  }

  async list(actor: Actor, query: PageQuery & { status?: ReportStatus | undefined }): Promise<Page<ArticleReport>> {
    const instituteId = reviewScopeOf(actor);
    const { rows, total } = await listReports(this.db, instituteId, query.status, query.size, offsetOf(query));
    return pageFrom(rows.map(presentReport), query, total);
  }

  async act(actor: Actor, id: string, action: ReportAction): Promise<ArticleReport> {
    const instituteId = reviewScopeOf(actor);
    const reviewed = await this.db.transaction(async (tx) => {
      const report = await findReport(tx, instituteId, id);
      if (!report) throw notFound('Report not found');
      const status: ReportStatus = action === 'UPHOLD' ? 'UPHELD' : 'DISMISSED';
      const name = await userNameOf(tx, actor.id);
      const closed = await closeReport(tx, id, { status, actionTakenBy: actor.id, actionTakenByUserName: name });
      if (!closed) throw conflict('This report has already been reviewed');
      if (action === 'UPHOLD') {
        await hideForInstitute(tx, instituteId, report.articleId);
        // Once hidden from the school, the others' reports on it are answered too: none stays open on a hidden article.
        await closeOpenReportsOn(tx, instituteId, report.articleId, {
          status,
          actionTakenBy: actor.id,
          actionTakenByUserName: name,
        });
      }
      await recordAudit(tx, {
        instituteId,
        actorId: actor.id,
        action: action === 'UPHOLD' ? 'news-report.upheld' : 'news-report.dismissed',
        entityType: 'news-report',
        entityId: id,
        summary:
          action === 'UPHOLD'
            ? `Upheld a report and hid "${report.articleTitle}" from the school`
            : `Dismissed a report on "${report.articleTitle}"`,
        data: { articleId: report.articleId, abuseType: report.abuseType },
      });
      return presentReport({ ...report, status, actionTakenByUserName: name });
    });
    if (action === 'UPHOLD') this.readers.schoolChanged(instituteId);
    return reviewed;
  }
}
