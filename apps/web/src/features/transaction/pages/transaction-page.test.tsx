import { notifications } from '@mantine/notifications';
import {
  TRANSACTION_KIND_LABELS,
  type Transaction,
  transactionPageSchema,
  type UserDetails,
  userDetailsSchema,
} from '@noticeboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { errorBody, hang, okBody, server } from '../../../test/server';
import { TransactionPage } from './transaction-page';

const individualUser: UserDetails = userDetailsSchema.parse({
  id: '3f1c2b7a-1d2e-4c5b-9a8f-7e6d5c4b3a21',
  name: 'Asha Reader',
  email: 'individual@demo.test',
  type: 'INDIVIDUAL',
  userType: null,
  customUrl: 'asha-reader',
  instituteId: null,
  instituteName: null,
  instituteCustomUrl: null,
  studentClass: null,
  section: null,
  cookiesAccepted: true,
  subscription: { state: 'TRIAL', endsAt: null, graceEndsAt: null, trialAvailable: false },
  pendingPolicies: [],
});

const invoice: Transaction = {
  id: '7a1e0c55-0000-4000-8000-000000000001',
  kind: 'INVOICE',
  occurredAt: '2026-11-03T05:00:00.000Z',
  description: 'Tax invoice NB/2026-27/000012',
  amountPaise: 149_900,
  status: 'ISSUED',
  reference: 'NB/2026-27/000012',
  documentId: '7a1e0c55-0000-4000-8000-000000000001',
};
const paidOrder: Transaction = {
  id: '7a1e0c55-0000-4000-8000-0000000000a1',
  kind: 'ORDER',
  occurredAt: '2026-11-03T04:58:00.000Z',
  description: 'Reader yearly plan',
  amountPaise: 149_900,
  status: 'PAID',
  reference: 'pay_dev_0123456789abcdef',
  documentId: null,
};
const failedOrder: Transaction = {
  id: '7a1e0c55-0000-4000-8000-0000000000a2',
  kind: 'ORDER',
  occurredAt: '2026-11-02T18:45:00.000Z',
  description: 'Add ₹500 to the wallet',
  amountPaise: 50_000,
  status: 'FAILED',
  reference: null,
  documentId: null,
};
const creditNote: Transaction = {
  id: '7a1e0c55-0000-4000-8000-000000000002',
  kind: 'CREDIT_NOTE',
  occurredAt: '2026-11-01T05:00:00.000Z',
  description: 'Credit note NB/2026-27/000011',
  amountPaise: -50_000,
  status: 'ISSUED',
  reference: 'NB/2026-27/000011',
  documentId: '7a1e0c55-0000-4000-8000-000000000002',
};
const topUp: Transaction = {
  id: '7a1e0c55-0000-4000-8000-000000000003',
  kind: 'WALLET',
  occurredAt: '2026-10-30T05:00:00.000Z',
  description: 'Added to the wallet',
  amountPaise: 100_000,
  status: 'TOP_UP',
  reference: null,
  documentId: null,
};
const spend: Transaction = {
  id: '7a1e0c55-0000-4000-8000-000000000004',
  kind: 'WALLET',
  occurredAt: '2026-10-29T05:00:00.000Z',
  description: 'Reader monthly plan',
  amountPaise: -14_900,
  status: 'SPEND',
  reference: null,
  documentId: null,
};

type Page = z.input<typeof transactionPageSchema>;

const pageOf = (content: Transaction[], { page = 0, size = 20, totalElements = content.length } = {}): Page => {
  const totalPages = Math.ceil(totalElements / size);
  return { content, page, size, totalElements, totalPages, last: page >= totalPages - 1 };
};

/** Answers GET /transactions from `pages(query)` and records each request's query. */
function serveTransactions(pages: (query: URLSearchParams) => Page) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/transactions', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(okBody(transactionPageSchema, pages(query)));
    }),
  );
  return queries;
}

const renderPage = (route = '/transaction', user: UserDetails = individualUser) =>
  renderWithProviders(<TransactionPage />, { route, path: '/transaction', user });

const table = () => screen.findByRole('table', { name: /Transactions, newest first/ });

describe('TransactionPage', () => {
  it('shows each line with its date in India, kind, status in words and amount, signed where money moves', async () => {
    serveTransactions(() => pageOf([invoice, paidOrder, failedOrder, creditNote, topUp, spend]));
    renderPage();
    const rows = within(await table()).getAllByRole('row');
    const cells = rows.map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Description', 'Kind', 'Status', 'Amount', 'Actions']);
    expect(cells.slice(1)).toEqual([
      ['3 Nov 2026, 10:30 am', 'Tax invoice NB/2026-27/000012', 'Invoice', 'Issued', '₹1,499', 'Download invoice'],
      [
        '3 Nov 2026, 10:28 am',
        'Reader yearly planPayment ID pay_dev_0123456789abcdef',
        'Payment',
        'Paid',
        '₹1,499',
        '',
      ],
      ['3 Nov 2026, 12:15 am', 'Add ₹500 to the wallet', 'Payment', 'Failed', '₹500', 'Pay now'],
      [
        '1 Nov 2026, 10:30 am',
        'Credit note NB/2026-27/000011',
        'Credit note',
        'Issued',
        '−₹500',
        'Download credit note',
      ],
      ['30 Oct 2026, 10:30 am', 'Added to the wallet', 'Wallet', 'Money added', '+₹1,000', ''],
      ['29 Oct 2026, 10:30 am', 'Reader monthly plan', 'Wallet', 'Paid from wallet', '−₹149', ''],
    ]);
    expect(screen.getByText(/^6 transactions, newest first/)).toHaveTextContent('Dates and times are in India (IST).');
    // One page: no paging controls.
    expect(screen.queryByRole('navigation', { name: 'Pages of transactions' })).not.toBeInTheDocument();
  });

  it('names each button after its document or order, and links an unpaid order to its payment page', async () => {
    serveTransactions(() => pageOf([invoice, failedOrder, creditNote, { ...paidOrder, status: 'CREATED' }]));
    const { user } = renderPage();
    const rows = within(await table());
    expect(rows.getByRole('button', { name: 'Download invoice NB/2026-27/000012' })).toBeInTheDocument();
    expect(rows.getByRole('button', { name: 'Download credit note NB/2026-27/000011' })).toBeInTheDocument();
    expect(rows.getByRole('link', { name: 'Pay now: Reader yearly plan' })).toHaveAttribute(
      'href',
      `/orders/${paidOrder.id}`,
    );
    expect(within(rows.getAllByRole('row')[4] as HTMLElement).getByText('Awaiting payment')).toBeInTheDocument();
    await user.click(rows.getByRole('link', { name: 'Pay now: Add ₹500 to the wallet' }));
    expect(await screen.findByText(`Navigated to /orders/${failedOrder.id}`)).toBeInTheDocument();
  });

  describe('download', () => {
    const saved: string[] = [];
    beforeEach(() => {
      saved.length = 0;
      // jsdom has no object URLs; the browser's save is the link's click.
      URL.createObjectURL = vi.fn(() => 'blob:invoice');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(`${this.download} ${this.href}`);
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      notifications.clean();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    function servePdf() {
      const requested: string[] = [];
      server.use(
        http.get('/api/invoices/:id/pdf', ({ params }) => {
          requested.push(String(params.id));
          return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="Noticeboard-NB-2026-27-000012.pdf"',
            },
          });
        }),
      );
      return requested;
    }

    it('asks the spec’s confirmation first, and only then saves the PDF under the server’s name', async () => {
      serveTransactions(() => pageOf([invoice]));
      const requested = servePdf();
      const { user } = renderPage();
      await user.click(within(await table()).getByRole('button', { name: 'Download invoice NB/2026-27/000012' }));
      const dialog = await screen.findByRole('dialog', { name: 'Download the invoice as a PDF?' });
      expect(dialog).toHaveTextContent('Tax invoice NB/2026-27/000012, ₹1,499.');
      expect(requested).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(saved).toEqual(['Noticeboard-NB-2026-27-000012.pdf blob:invoice']));
      expect(requested).toEqual([invoice.documentId]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('downloads nothing when the confirmation is cancelled', async () => {
      serveTransactions(() => pageOf([creditNote]));
      const requested = servePdf();
      const { user } = renderPage();
      await user.click(within(await table()).getByRole('button', { name: /Download credit note/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Download the credit note as a PDF?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(requested).toEqual([]);
      expect(saved).toEqual([]);
    });

    it('says why when the PDF cannot be had', async () => {
      serveTransactions(() => pageOf([invoice]));
      server.use(
        http.get('/api/invoices/:id/pdf', () =>
          HttpResponse.json(errorBody('NOT_FOUND', 'Invoice not found'), { status: 404 }),
        ),
      );
      const { user } = renderPage();
      await user.click(within(await table()).getByRole('button', { name: /Download invoice/ }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Download PDF' }));
      expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });

  it('asks for the range and kind chosen, keeps them in the address, and starts again at the first page', async () => {
    const queries = serveTransactions((query) =>
      pageOf(query.get('kind') === 'INVOICE' ? [invoice] : [invoice, topUp], {
        page: Number(query.get('page')),
        totalElements: 45,
      }),
    );
    const { user, router } = renderPage('/transaction?page=2');
    await table();
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({ page: '1', size: '20' });

    await user.selectOptions(screen.getByLabelText('Date range'), 'Last 30 days');
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({ range: 'LAST_30_DAYS', page: '0', size: '20' }),
    );
    expect(router.state.location.search).toBe('?range=LAST_30_DAYS');

    await user.selectOptions(screen.getByLabelText('Kind'), TRANSACTION_KIND_LABELS.INVOICE);
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({
        range: 'LAST_30_DAYS',
        kind: 'INVOICE',
        page: '0',
        size: '20',
      }),
    );
    expect(router.state.location.search).toBe('?range=LAST_30_DAYS&kind=INVOICE');

    await user.selectOptions(screen.getByLabelText('Date range'), 'All time');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=INVOICE'));
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({ kind: 'INVOICE', page: '0', size: '20' });
  });

  it('opens a shared link with its filters and page, reading the spec’s alternate range codes', async () => {
    const queries = serveTransactions((query) =>
      pageOf([invoice], { page: Number(query.get('page')), totalElements: 45 }),
    );
    renderPage('/transaction?range=LAST_1_MONTH&kind=invoice&page=3');
    await table();
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({
      range: 'LAST_30_DAYS',
      kind: 'INVOICE',
      page: '2',
      size: '20',
    });
    expect(screen.getByLabelText('Date range')).toHaveValue('LAST_30_DAYS');
    expect(screen.getByLabelText('Kind')).toHaveValue('INVOICE');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('pages with Previous and Next, saying which page of how many', async () => {
    const queries = serveTransactions((query) =>
      pageOf([{ ...topUp, description: `Entry on page ${query.get('page')}` }], {
        page: Number(query.get('page')),
        totalElements: 45,
      }),
    );
    const { user, router } = renderPage();
    const paging = await screen.findByRole('navigation', { name: 'Pages of transactions' });
    expect(within(paging).getByText('Page 1 of 3')).toBeInTheDocument();
    const previous = within(paging).getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(router.state.location.search).toBe('');

    await user.click(within(paging).getByRole('button', { name: 'Next' }));
    expect(await within(paging).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(await table()).getByText('Entry on page 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await user.click(within(paging).getByRole('button', { name: 'Next' }));
    expect(await within(paging).findByText('Page 3 of 3')).toBeInTheDocument();
    const next = within(paging).getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Still focusable, so the person who pressed it keeps their place.
    expect(next).toHaveFocus();
    await user.click(next);
    expect(router.state.location.search).toBe('?page=3');

    await user.click(within(paging).getByRole('button', { name: 'Previous' }));
    expect(await within(paging).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(queries.map((query) => query.get('page'))).toEqual(['0', '1', '2', '1']);
  });

  it('offers the first page when a link points past the end', async () => {
    const queries = serveTransactions((query) =>
      pageOf(query.get('page') === '0' ? [topUp] : [], { page: Number(query.get('page')), totalElements: 1 }),
    );
    const { user, router } = renderPage('/transaction?kind=WALLET&page=4');
    expect(await screen.findByText('There is no page 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(within(await table()).getByText('Added to the wallet')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=WALLET');
    expect(queries.map((query) => query.get('page'))).toEqual(['3', '0']);
  });

  it('explains an empty history and links an individual to the reader plans', async () => {
    serveTransactions(() => pageOf([]));
    renderPage();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(
      screen.getByText(/payments, tax invoices, credit notes and wallet entries will appear here/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing/reader');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('links the school account to the school plans', async () => {
    serveTransactions(() => pageOf([]));
    renderPage('/transaction', instituteUser);
    expect(await screen.findByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing/school');
  });

  it('tells a filter that matches nothing from an empty history, and clears it', async () => {
    const queries = serveTransactions((query) => pageOf(query.get('kind') ? [] : [topUp]));
    const { user, router } = renderPage('/transaction?kind=CREDIT_NOTE&range=TODAY');
    expect(await screen.findByText('No transactions match these filters')).toBeInTheDocument();
    expect(screen.queryByText('No transactions yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all transactions' }));
    expect(await table()).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({ page: '0', size: '20' });
  });

  it('shows a skeleton while loading', () => {
    hang('get', '/transactions');
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading transactions' })).toBeInTheDocument();
  });

  it('shows the server’s message when loading fails, and Retry loads again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/transactions', () => {
        calls += 1;
        if (calls === 1) {
          return HttpResponse.json(errorBody('FORBIDDEN', 'Transactions belong to your school’s account.'), {
            status: 403,
          });
        }
        return HttpResponse.json(okBody(transactionPageSchema, pageOf([topUp])));
      }),
    );
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Transactions belong to your school’s account.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(await table()).getByText('Added to the wallet')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
