import { availabilitySchema, otpTransactionSchema, VALIDATION_MESSAGES } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answerAndRecord, refuse } from '../../../test/server';
import SignupPage from './signup-page';

const transaction = otpTransactionSchema.parse({
  transactionId: '5b0f7a9e-3c1d-4e2f-9a8b-7c6d5e4f3a21',
  email: 'ravi@demo.test',
  expiresAt: '2026-11-26T12:10:00.000Z',
  resendAvailableAt: '2026-11-26T12:01:00.000Z',
});

const renderSignup = () => renderWithProviders(<SignupPage />, { route: '/signup?tab=individual', path: '/signup' });

function individualForm() {
  return screen.getByRole('form', { name: 'Individual sign-up' });
}

describe('Individual sign-up form', () => {
  it('opens on the tab the address names', () => {
    renderSignup();
    expect(screen.getByRole('tab', { name: 'Individual' })).toHaveAttribute('aria-selected', 'true');
    expect(individualForm()).toBeInTheDocument();
  });

  it('names every invalid field and sends nothing', async () => {
    const sent = answerAndRecord('post', '/individual/signup', otpTransactionSchema, transaction);
    const { user } = renderSignup();
    const form = individualForm();
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(within(form).getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(form).getByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
    expect(within(form).getByText(VALIDATION_MESSAGES.passwordLength)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('asks for the privacy policy and safety advisory to be accepted, with links to both', async () => {
    const sent = answerAndRecord('post', '/individual/signup', otpTransactionSchema, transaction);
    const { user } = renderSignup();
    const form = individualForm();
    const box = within(form).getByRole('checkbox', { name: /^I have read and accept the privacy policy/ });
    expect(box).not.toBeChecked();
    expect(box).toBeRequired();
    expect(within(form).getByRole('link', { name: /^privacy policy.*opens in a new tab/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(form).getByRole('link', { name: /^safety advisory.*opens in a new tab/ })).toHaveAttribute(
      'href',
      '/safety-advisory',
    );
    await user.type(within(form).getByRole('textbox', { name: /^Full name/ }), 'Ravi Kumar');
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'ravi@demo.test');
    await user.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), 'Secret#123');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(
      within(form).getByText('Tick the box to accept the privacy policy and the safety advisory'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('ticks the password rules off as they are met', async () => {
    const { user } = renderSignup();
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(rules).getByText('Must contain a digit').parentElement).toHaveTextContent('(not met)');
    await user.type(within(individualForm()).getByLabelText(/^Password/, { selector: 'input' }), 'Secret#123');
    for (const item of within(rules).getAllByRole('listitem')) expect(item).toHaveTextContent('(met)');
  });

  it('never says whether an email is registered before its code is verified', async () => {
    const looked = answerAndRecord('get', '/user/lookup/email', availabilitySchema, { available: false });
    const { user } = renderSignup();
    const email = within(individualForm()).getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'ravi@demo.test');
    expect(email).toHaveAccessibleDescription(/We will send a 6-digit code/);
    // Longer than the look-ups' debounce: still nothing asked, nothing said.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(looked).toEqual([]);
    expect(screen.queryByText(/email is (available|already taken)/i)).not.toBeInTheDocument();
  });

  it('creates the account and opens the code entry for its transaction', async () => {
    const sent = answerAndRecord('post', '/individual/signup', otpTransactionSchema, transaction);
    const { user } = renderSignup();
    const form = individualForm();
    await user.type(within(form).getByRole('textbox', { name: /^Full name/ }), 'Ravi Kumar');
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'Ravi@Demo.test');
    await user.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), 'Secret#123');
    await user.click(within(form).getByRole('checkbox', { name: /^I have read and accept the privacy policy/ }));
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(
        `Navigated to /verify-otp?transactionId=${transaction.transactionId}&email=ravi%40demo.test`,
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'Ravi Kumar', email: 'ravi@demo.test', password: 'Secret#123', acceptsPolicies: true },
    ]);
  });

  it('shows a refusal on the field the server names and in an alert', async () => {
    const message = 'An account with this email already exists';
    refuse('post', '/individual/signup', 'CONFLICT', message, { details: [{ field: 'email', message }] });
    const { user } = renderSignup();
    const form = individualForm();
    await user.type(within(form).getByRole('textbox', { name: /^Full name/ }), 'Ravi Kumar');
    const email = within(form).getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'ravi@demo.test');
    await user.type(within(form).getByLabelText(/^Password/, { selector: 'input' }), 'Secret#123');
    await user.click(within(form).getByRole('checkbox', { name: /^I have read and accept the privacy policy/ }));
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not create the account');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getAllByText(message)).toHaveLength(2);
  });
});
