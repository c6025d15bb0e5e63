import { DATA_EXPORT_MESSAGES, type DataExport, dataExportStatusSchema } from '@noticeboard/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../test/server';
import { StudentDataExport } from './student-data-export';

const STUDENT = '7b0c3c1e-2f4d-4a8e-9a51-0c2d1e3f4a5b';
const URL = `/personal-data/exports/candidate/${STUDENT}`;

const preparing: DataExport = {
  id: '3f1c7a52-0a6e-4c59-9d1f-5e3a1c0b2d11',
  state: 'PREPARING',
  requestedAt: new Date().toISOString(),
  readyAt: null,
  expiresAt: null,
  sentTo: 'pa•••@family.test',
  bytes: null,
  nextRequestAt: new Date(Date.now() + 86_400_000).toISOString(),
};

describe('StudentDataExport', () => {
  it('sends the parent a copy and says where the link goes', async () => {
    answer('get', URL, dataExportStatusSchema, { export: null });
    const sent = answerAndRecord('post', URL, dataExportStatusSchema, { export: preparing }, { status: 202 });
    renderWithProviders(<StudentDataExport studentId={STUDENT} studentName="Asha Rao" />);
    expect(await screen.findByText(/a copy of Asha Rao's data/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the parent a copy' }));
    expect(await screen.findByText('Preparing… the link will go to pa•••@family.test.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send the parent a copy' })).toBeDisabled();
  });

  it('says why when there is no parent to send it to', async () => {
    answer('get', URL, dataExportStatusSchema, { export: null });
    refuse('post', URL, 'UNPROCESSABLE', DATA_EXPORT_MESSAGES.noParent);
    renderWithProviders(<StudentDataExport studentId={STUDENT} studentName="Asha Rao" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the parent a copy' }));
    expect(await screen.findByText(DATA_EXPORT_MESSAGES.noParent)).toBeInTheDocument();
  });
});
