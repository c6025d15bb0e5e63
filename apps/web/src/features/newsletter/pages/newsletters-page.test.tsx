import { type NewsletterSummary, newsletterBrandSchema, newsletterSummaryPageSchema } from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer } from '../../../test/server';
import NewslettersPage from './newsletters-page';

const summary = (changes: Partial<NewsletterSummary>): NewsletterSummary => ({
  id: '6f1d3c1e-4c5b-4f3e-9a55-2f0b8d7c1a10',
  slug: 'week-14-abc123',
  title: 'Week 14',
  preheader: '',
  accentColor: '#1c7ed6',
  state: 'DRAFT',
  revision: 1,
  scheduledAt: null,
  frequency: null,
  everyDays: null,
  until: null,
  edition: 1,
  totals: { recipients: 0, delivered: 0, failed: 0, unconfirmed: 0, unsubscribed: 0 },
  sentAt: null,
  updatedAt: '2026-11-29T05:00:00.000Z',
  publicPath: null,
  assessmentCode: null,
  ...changes,
});

const page = (content: NewsletterSummary[]) => ({
  content,
  page: 0,
  size: 20,
  totalElements: content.length,
  totalPages: 1,
  last: true,
});

describe('/newsletters', () => {
  beforeEach(() => {
    answer('get', '/newsletter-brand', newsletterBrandSchema, { color: null, mastheadColor: '#1864ab', logoUrl: null });
  });

  it('tells a new school what to do first', async () => {
    answer('get', '/newsletters', newsletterSummaryPageSchema, page([]));
    renderWithProviders(<NewslettersPage />, { route: '/newsletters', user: instituteUser });
    expect(await screen.findByRole('heading', { name: 'No newsletters yet' })).toBeInTheDocument();
    expect(screen.getByText(/start from the default newsletter/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New newsletter' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Newsletter look' })).toBeInTheDocument();
  });

  it('shows each newsletter’s state, its totals only, the progress of a send, and what to do with a sent one', async () => {
    answer(
      'get',
      '/newsletters',
      newsletterSummaryPageSchema,
      page([
        summary({
          id: '6f1d3c1e-4c5b-4f3e-9a55-2f0b8d7c1a11',
          title: 'Sports day results',
          state: 'SENDING',
          sentAt: '2026-11-27T10:30:00.000Z',
          publicPath: '/greenfield-public-school/newsletter/sports-day-abc123',
          totals: { recipients: 200, delivered: 50, failed: 0, unconfirmed: 0, unsubscribed: 0 },
        }),
        summary({
          id: '6f1d3c1e-4c5b-4f3e-9a55-2f0b8d7c1a12',
          title: 'Diwali',
          state: 'SENT',
          sentAt: '2026-11-06T10:30:00.000Z',
          publicPath: '/greenfield-public-school/newsletter/diwali-abc123',
          totals: { recipients: 72, delivered: 71, failed: 1, unconfirmed: 0, unsubscribed: 2 },
          assessmentCode: 'KX7PQ2MN',
        }),
        summary({
          title: 'Next week',
          state: 'SCHEDULED',
          scheduledAt: '2026-12-04T10:30:00.000Z',
          frequency: 'WEEKLY',
        }),
      ]),
    );
    renderWithProviders(<NewslettersPage />, { route: '/newsletters', user: instituteUser });
    expect(await screen.findByText('72 recipients · 71 delivered · 2 unsubscribed · 1 failed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Goes out 4 Dec 2026, 4:00 pm · weekly')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open its assessment' })).toHaveAttribute(
      'href',
      '/assessment-details/KX7PQ2MN',
    );
    expect(screen.getByRole('button', { name: 'Create an assessment from this newsletter' })).toBeInTheDocument();
    expect(screen.queryByText(/opened|opens|clicks/i)).not.toBeInTheDocument();
  });
});
