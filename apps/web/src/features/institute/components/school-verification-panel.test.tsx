import { type SchoolVerification, schoolVerificationSchema } from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, errorBody, okBody, server } from '../../../test/server';
import { SchoolVerificationPanel } from './school-verification-panel';

const state = (overrides: Partial<SchoolVerification> = {}): SchoolVerification =>
  schoolVerificationSchema.parse({
    status: 'NONE',
    udiseCode: null,
    affiliationNumber: null,
    note: null,
    requestedAt: null,
    verifiedAt: null,
    verifiedWith: null,
    decisionNote: null,
    ...overrides,
  });

const renderPanel = () => renderWithProviders(<SchoolVerificationPanel />, { user: instituteUser });

describe('School verification panel', () => {
  it('explains the badge to a new school and sends its UDISE code', async () => {
    answer('get', '/institute/verification', schoolVerificationSchema, state());
    const sent: unknown[] = [];
    server.use(
      http.post('/api/institute/verification', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          okBody(
            schoolVerificationSchema,
            state({ status: 'PENDING', udiseCode: '29200801402', requestedAt: '2026-11-12T06:30:00.000Z' }),
          ),
        );
      }),
    );
    const { user } = renderPanel();
    expect(await screen.findByText(/once the Noticeboard team has checked/)).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request verification' }));
    await user.type(screen.getByRole('textbox', { name: 'UDISE code' }), '2920 0801 402');
    await user.click(screen.getByRole('button', { name: 'Request verification' }));
    expect(await screen.findByText('Waiting for our check')).toBeInTheDocument();
    expect(sent).toEqual([{ udiseCode: '29200801402' }]);
    expect(screen.getByText('You sent: UDISE code 29200801402 on 12 Nov 2026.')).toBeInTheDocument();
  });

  it('checks the numbers before sending, with the API’s own messages', async () => {
    answer('get', '/institute/verification', schoolVerificationSchema, state());
    let posted = 0;
    server.use(
      http.post('/api/institute/verification', () => {
        posted += 1;
        return HttpResponse.json(okBody(schoolVerificationSchema, state({ status: 'PENDING' })));
      }),
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Request verification' }));
    await user.click(screen.getByRole('button', { name: 'Request verification' }));
    expect(await screen.findByText('Give your UDISE code or your board affiliation number')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'UDISE code' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Request verification' }));
    expect(await screen.findByText('A UDISE code is 11 digits')).toBeInTheDocument();
    expect(posted).toBe(0);
  });

  it('shows the server’s field message when it refuses', async () => {
    answer('get', '/institute/verification', schoolVerificationSchema, state());
    server.use(
      http.post('/api/institute/verification', () =>
        HttpResponse.json(
          errorBody('VALIDATION_FAILED', 'Please check the highlighted fields', {
            details: [
              { field: 'affiliationNumber', message: 'An affiliation number is 3 to 30 letters, digits, / or -' },
            ],
          }),
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Request verification' }));
    await user.type(screen.getByRole('textbox', { name: 'Board affiliation number' }), '830145');
    await user.click(screen.getByRole('button', { name: 'Request verification' }));
    expect(await screen.findByText('An affiliation number is 3 to 30 letters, digits, / or -')).toBeInTheDocument();
  });

  it('tells a refused school why and lets it correct its details', async () => {
    answer(
      'get',
      '/institute/verification',
      schoolVerificationSchema,
      state({ status: 'REJECTED', udiseCode: '29200801402', decisionNote: 'The UDISE code belongs to another school' }),
    );
    const { user } = renderPanel();
    expect(await screen.findByText('We could not verify your school')).toBeInTheDocument();
    expect(screen.getByText('The UDISE code belongs to another school')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Correct and send again' }));
    expect(screen.getByRole('textbox', { name: 'UDISE code' })).toHaveValue('29200801402');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'UDISE code' })).not.toBeInTheDocument();
  });

  it('says when and against what a verified school was checked, with no form', async () => {
    answer(
      'get',
      '/institute/verification',
      schoolVerificationSchema,
      state({
        status: 'VERIFIED',
        udiseCode: '29200801402',
        verifiedAt: '2026-11-12T06:30:00.000Z',
        verifiedWith: 'UDISE',
      }),
    );
    renderPanel();
    expect(await screen.findByText(/Noticeboard checked your UDISE code on 12 Nov 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request verification' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'write to us' })).toHaveAttribute('href', '/submission-contact-us');
  });
});
