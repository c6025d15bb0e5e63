import { DATA_EXPORT_MESSAGES, type DataExport, dataExportStatusSchema } from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../test/server';
import { DataExportPanel } from './data-export-panel';

const EXPORTS = '/personal-data/exports';
const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const anExport = (changes: Partial<DataExport>): DataExport => ({
  id: '3f1c7a52-0a6e-4c59-9d1f-5e3a1c0b2d11',
  state: 'PREPARING',
  requestedAt: new Date().toISOString(),
  readyAt: null,
  expiresAt: null,
  sentTo: 're•••@mail.test',
  bytes: null,
  nextRequestAt: hourFromNow(24),
  ...changes,
});

describe('DataExportPanel', () => {
  it('asks for a copy and says it is being prepared', async () => {
    answer('get', EXPORTS, dataExportStatusSchema, { export: null });
    const sent = answerAndRecord('post', EXPORTS, dataExportStatusSchema, { export: anExport({}) }, { status: 202 });
    renderWithProviders(<DataExportPanel />);
    expect(await screen.findByRole('heading', { name: 'Download my data' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Preparing your data…')).toBeInTheDocument();
    expect(screen.getByText(/re•••@mail.test/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Ask for a new copy' })).toBeDisabled();
  });

  it('says where the link went and until when it works', async () => {
    answer('get', EXPORTS, dataExportStatusSchema, {
      export: anExport({
        state: 'READY',
        readyAt: new Date().toISOString(),
        expiresAt: hourFromNow(7 * 24),
        bytes: 3_145_728,
      }),
    });
    renderWithProviders(<DataExportPanel />);
    expect(await screen.findByText('Your data is ready')).toBeInTheDocument();
    expect(screen.getByText(/3\.0 MB/)).toBeInTheDocument();
    expect(screen.getByText(/You can ask for a new copy after/)).toBeInTheDocument();
  });

  it('offers a new copy once the old link expired, and shows a refusal in words', async () => {
    answer('get', EXPORTS, dataExportStatusSchema, {
      export: anExport({ state: 'EXPIRED', readyAt: hourFromNow(-200), nextRequestAt: hourFromNow(-176) }),
    });
    refuse('post', EXPORTS, 'RATE_LIMITED', DATA_EXPORT_MESSAGES.tooSoon);
    renderWithProviders(<DataExportPanel />);
    expect(await screen.findByText(/its link has expired/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a new copy' }));
    expect(await screen.findByText(DATA_EXPORT_MESSAGES.tooSoon)).toBeInTheDocument();
  });
});
