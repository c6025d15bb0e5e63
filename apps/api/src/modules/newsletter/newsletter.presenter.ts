/** Newsletter rows → the wire (totals only: nothing about who opened what). */
import type { Newsletter, NewsletterAudience, NewsletterBlock, NewsletterSummary } from '@noticeboard/shared';
import type { DeliveryTotals, NewsletterRow } from './newsletter.repository';

const NO_TOTALS: DeliveryTotals = { delivered: 0, failed: 0, unconfirmed: 0, pending: 0, unsubscribed: 0 };

export function presentSummary(
  row: NewsletterRow,
  totals: DeliveryTotals | undefined,
  assessmentCode: string | null,
  schoolCustomUrl: string,
): NewsletterSummary {
  const counted = totals ?? NO_TOTALS;
  const published = row.state === 'SENDING' || row.state === 'SENT';
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    preheader: row.preheader,
    accentColor: row.accentColor,
    state: row.state,
    revision: row.revision,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    frequency: row.frequency,
    everyDays: row.everyDays,
    until: row.until?.toISOString() ?? null,
    edition: row.edition,
    totals: {
      recipients: row.recipients,
      delivered: counted.delivered,
      failed: counted.failed,
      unconfirmed: counted.unconfirmed,
      unsubscribed: counted.unsubscribed,
    },
    sentAt: row.sentAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    publicPath: published ? `/${schoolCustomUrl}/newsletter/${row.slug}` : null,
    assessmentCode,
  };
}

export function presentNewsletter(
  row: NewsletterRow,
  blocks: NewsletterBlock[],
  audience: NewsletterAudience,
  totals: DeliveryTotals | undefined,
  assessmentCode: string | null,
  schoolCustomUrl: string,
): Newsletter {
  return { ...presentSummary(row, totals, assessmentCode, schoolCustomUrl), blocks, audience };
}
