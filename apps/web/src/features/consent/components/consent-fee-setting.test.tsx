import { CONSENT_PAYMENT_PATHS, type Consent, consentFeeSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instituteUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../test/server';
import { ConsentFeeSetting } from './consent-fee-setting';
import { ConsentsTable } from './consents-table';

const renderSetting = (feePaise: number | null) => {
  answer('get', CONSENT_PAYMENT_PATHS.fee, consentFeeSchema, { feePaise });
  return renderWithProviders(<ConsentFeeSetting />, { route: '/parent-consent', user: instituteUser });
};

const feeForm = () => screen.findByRole('form', { name: 'Consent fee' });

describe('ConsentFeeSetting', () => {
  it('turns a fee on in rupees and saves it in paise', async () => {
    const saved = answerAndRecord('put', CONSENT_PAYMENT_PATHS.fee, consentFeeSchema, { feePaise: 19_900 });
    const { user } = renderSetting(null);
    const form = await feeForm();
    expect(within(form).getByText('Now: consent is free for parents.')).toBeInTheDocument();
    expect(within(form).queryByLabelText(/Fee per student/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: /Parents pay a fee when they grant consent/ }));
    await user.type(within(form).getByLabelText(/Fee per student/), '199');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Now: parents pay ₹199 when they give consent.')).toBeInTheDocument();
    expect(saved).toEqual([{ feePaise: 19_900 }]);
  });

  it('refuses a fee outside ₹1–₹10,000 before sending it', async () => {
    const saved = answerAndRecord('put', CONSENT_PAYMENT_PATHS.fee, consentFeeSchema, { feePaise: 50 });
    const { user } = renderSetting(null);
    const form = await feeForm();
    await user.click(within(form).getByRole('switch', { name: /Parents pay a fee/ }));
    const amount = within(form).getByLabelText(/Fee per student/);
    await user.type(amount, '0.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The fee must be at least ₹1')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10001');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The fee can be at most ₹10,000')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  it('turns the fee off: consent is free again', async () => {
    const saved = answerAndRecord('put', CONSENT_PAYMENT_PATHS.fee, consentFeeSchema, { feePaise: null });
    const { user } = renderSetting(19_900);
    const form = await feeForm();
    expect(within(form).getByText('Now: parents pay ₹199 when they give consent.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Fee per student/)).toHaveValue('199');
    await user.click(within(form).getByRole('switch', { name: /Parents pay a fee/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Now: consent is free for parents.')).toBeInTheDocument();
    expect(saved).toEqual([{ feePaise: null }]);
  });

  it('shows the server’s refusal', async () => {
    refuse('put', CONSENT_PAYMENT_PATHS.fee, 'FORBIDDEN', 'Only the school account sets the consent fee');
    const { user } = renderSetting(null);
    const form = await feeForm();
    await user.click(within(form).getByRole('switch', { name: /Parents pay a fee/ }));
    await user.type(within(form).getByLabelText(/Fee per student/), '250');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only the school account sets the consent fee');
  });
});

const consent = (overrides: Partial<Consent>): Consent => ({
  id: '0f0e0d0c-0b0a-4909-8807-060504030201',
  studentId: '1a2b3c4d-0000-4000-8000-000000000001',
  studentName: 'Kavya Iyer',
  studentClass: 'EIGHT',
  section: 'A',
  parentName: 'Meera Iyer',
  parentEmail: 'me•••@family.test',
  status: 'GRANTED',
  sends: 1,
  lastSentAt: '2026-11-01T05:00:00.000Z',
  linkExpiresAt: null,
  decidedAt: '2026-11-02T05:00:00.000Z',
  payment: null,
  ...overrides,
});

describe('ConsentsTable fee column', () => {
  it('shows who has paid, how much and when', () => {
    renderWithProviders(
      <ConsentsTable
        consents={[
          consent({ payment: { amountPaise: 19_900, paidAt: '2026-11-03T05:00:00.000Z' } }),
          consent({
            id: '0f0e0d0c-0b0a-4909-8807-060504030202',
            studentId: '1a2b3c4d-0000-4000-8000-000000000002',
            studentName: 'Rohan Das',
            status: 'PENDING',
          }),
        ]}
      />,
      { route: '/parent-consent', user: instituteUser },
    );
    expect(screen.getByRole('columnheader', { name: 'Fee' })).toBeInTheDocument();
    const [, paidRow, unpaidRow] = screen.getAllByRole('row');
    expect(within(paidRow as HTMLElement).getByText('Paid ₹199')).toBeInTheDocument();
    expect(within(paidRow as HTMLElement).getByText(/^on .*Nov.*2026$/)).toBeInTheDocument();
    expect(within(unpaidRow as HTMLElement).getByText('Not paid')).toBeInTheDocument();
  });
});
