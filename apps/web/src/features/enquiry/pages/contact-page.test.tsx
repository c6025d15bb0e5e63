import { enquiryCreatedSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answerAndRecord, refuse } from '../../../test/server';
import { CallbackRequestForm } from '../components/callback-request-form';
import ContactPage from './contact-page';

const created = { id: '7d4f3c2a-1b0e-4f5d-9c8b-2a1e0f3d4c5b', kind: 'CONTACT' as const };

const renderPage = () => renderWithProviders(<ContactPage />, { route: '/submission-contact-us' });

async function fillIn(user: ReturnType<typeof renderPage>['user'], email = 'asha@school.test') {
  const form = screen.getByRole('form', { name: 'Contact us' });
  await user.type(within(form).getByLabelText(/Your name/), 'Asha Rao');
  await user.type(within(form).getByLabelText(/Mobile number/), '+919876543210');
  await user.type(within(form).getByLabelText(/Email/), email);
  await user.type(within(form).getByLabelText(/Message/), 'Please tell us more about the daily quiz.');
  return form;
}

describe('ContactPage', () => {
  it('checks the fields with the shared rules before sending anything', async () => {
    const sent = answerAndRecord('post', '/enquiries', enquiryCreatedSchema, created, { status: 201 });
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Contact us' });
    await user.type(within(form).getByLabelText(/Email/), 'not-an-email');
    await user.type(within(form).getByLabelText(/Message/), 'Hi');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Invalid email address')).toBeInTheDocument();
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Invalid mobile number')).toBeInTheDocument();
    expect(within(form).getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('sends the enquiry and goes to the thank-you page', async () => {
    const sent = answerAndRecord('post', '/enquiries', enquiryCreatedSchema, created, { status: 201 });
    const { user } = renderPage();
    const form = await fillIn(user);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Navigated to /successful-submission')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        kind: 'CONTACT',
        name: 'Asha Rao',
        email: 'asha@school.test',
        phone: '+919876543210',
        message: 'Please tell us more about the daily quiz.',
      },
    ]);
  });

  it('shows a field the server refused on that field', async () => {
    refuse('post', '/enquiries', 'VALIDATION_FAILED', 'Validation failed', {
      details: [{ field: 'body.email', message: 'We cannot deliver mail to this address' }],
    });
    const { user } = renderPage();
    const form = await fillIn(user);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('We cannot deliver mail to this address')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says clearly when the address has sent too many enquiries', async () => {
    refuse(
      'post',
      '/enquiries',
      'RATE_LIMITED',
      'We already have several enquiries from this address today. Please try again tomorrow.',
    );
    const { user } = renderPage();
    const form = await fillIn(user);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many enquiries');
    expect(alert).toHaveTextContent('Please try again tomorrow.');
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
  });
});

describe('CallbackRequestForm', () => {
  it('asks for a call back with the product and thanks the sender in place', async () => {
    const sent = answerAndRecord(
      'post',
      '/enquiries',
      enquiryCreatedSchema,
      { ...created, kind: 'CALLBACK' },
      { status: 201 },
    );
    const { user } = renderWithProviders(<CallbackRequestForm productType="NEWS" />);
    const form = screen.getByRole('form', { name: 'Request a call back' });
    await user.type(within(form).getByLabelText(/Your name/), 'Asha Rao');
    await user.type(within(form).getByLabelText(/Mobile number/), '9876543210');
    await user.type(within(form).getByLabelText(/Email/), 'asha@school.test');
    await user.type(within(form).getByLabelText('Best time to call'), 'After 4 pm');
    await user.click(within(form).getByRole('button', { name: 'Request a call back' }));
    expect(await screen.findByText('We will call you back within one working day.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        kind: 'CALLBACK',
        name: 'Asha Rao',
        email: 'asha@school.test',
        phone: '9876543210',
        productType: 'NEWS',
        preferredTime: 'After 4 pm',
      },
    ]);
  });
});
