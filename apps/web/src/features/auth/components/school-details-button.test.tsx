import { accountDetailsSchema, regionListSchema } from '@noticeboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../test/server';
import { SchoolDetailsButton } from './school-details-button';

const SAVED = {
  name: 'Greenfield Public School',
  email: 'institute@demo.test',
  phone: '+919812345678',
  dateOfBirth: null,
  address: { line1: '12 Lake Road', countryCode: 'IN', stateCode: 'IN-KA', city: 'Bengaluru', pincode: '560001' },
};

function answerRegions() {
  answer('get', '/backend/region/countries', regionListSchema, [{ id: 'IN', name: 'India' }]);
  answer('get', '/backend/region/states/IN', regionListSchema, [{ id: 'IN-KA', name: 'Karnataka' }]);
  answer('get', '/backend/region/cities/IN-KA', regionListSchema, [
    { id: 'blr', name: 'Bengaluru' },
    { id: 'mys', name: 'Mysuru' },
  ]);
}

async function openForm() {
  const view = renderWithProviders(<SchoolDetailsButton />);
  await view.user.click(screen.getByRole('button', { name: 'School details' }));
  const form = await screen.findByRole('form', { name: 'School details' });
  return { ...view, form };
}

describe('School details (/institute/update)', () => {
  it('opens with the saved details, the saved city chosen, and sends the changed ones', async () => {
    answer('get', '/institute/update', accountDetailsSchema, SAVED);
    answerRegions();
    const updated = { ...SAVED, name: 'Greenfield International School' };
    const saved = answerAndRecord('patch', '/institute/update', accountDetailsSchema, updated);
    const { user, form } = await openForm();

    const name = within(form).getByRole('textbox', { name: /^School name/ });
    expect(name).toHaveValue(SAVED.name);
    await waitFor(() => expect(within(form).getByRole('combobox', { name: /^City/ })).toHaveValue('Bengaluru'));
    expect(within(form).getByRole('combobox', { name: /^State/ })).toHaveValue('Karnataka');

    await user.clear(name);
    await user.type(name, 'Greenfield International School');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'Greenfield International School', phone: SAVED.phone, address: SAVED.address });
    expect(await screen.findByText('School details saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'School details' })).not.toBeInTheDocument());
  });

  it('keeps a too-short name in the form and sends nothing', async () => {
    answer('get', '/institute/update', accountDetailsSchema, SAVED);
    answerRegions();
    const saved = answerAndRecord('patch', '/institute/update', accountDetailsSchema, SAVED);
    const { user, form } = await openForm();

    const name = within(form).getByRole('textbox', { name: /^School name/ });
    await user.clear(name);
    await user.type(name, 'G');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it("shows the server's field error when the number belongs to another account", async () => {
    answer('get', '/institute/update', accountDetailsSchema, SAVED);
    answerRegions();
    refuse('patch', '/institute/update', 'CONFLICT', 'This mobile number is used by another account', {
      details: [{ field: 'phone', message: 'Already in use' }],
    });
    const { user, form } = await openForm();

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Already in use')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'School details' })).toBeInTheDocument();
  });
});
