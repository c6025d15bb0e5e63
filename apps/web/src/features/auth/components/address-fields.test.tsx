import { regionListSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer } from '../../../test/server';
import SignupPage from '../pages/signup-page';

/** Alphabetical, as GET /backend/region/countries answers: the territory comes before India. */
const COUNTRIES = [
  { id: 'IO', name: 'British Indian Ocean Territory' },
  { id: 'IN', name: 'India' },
  { id: 'ID', name: 'Indonesia' },
];
const INDIAN_STATES = [
  { id: 'IN-KA', name: 'Karnataka' },
  { id: 'IN-KL', name: 'Kerala' },
  { id: 'IN-MH', name: 'Maharashtra' },
];

const schoolForm = () => screen.getByRole('form', { name: 'School sign-up' });

describe('School sign-up address', () => {
  it('offers India first for "India", and choosing it loads its states', async () => {
    answer('get', '/backend/region/countries', regionListSchema, COUNTRIES);
    answer('get', '/backend/region/states/IN', regionListSchema, INDIAN_STATES);
    answer('get', '/backend/region/cities/IN-KL', regionListSchema, [{ id: 'Kochi', name: 'Kochi' }]);
    const { user } = renderWithProviders(<SignupPage />, { route: '/signup', path: '/signup' });
    const country = within(schoolForm()).getByRole('combobox', { name: /^Country/ });
    const state = within(schoolForm()).getByRole('combobox', { name: /^State/ });
    expect(state).toBeDisabled();

    await user.click(country);
    await user.type(country, 'India');
    const offered = await screen.findAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual(['India', 'British Indian Ocean Territory']);
    await user.click(screen.getByRole('option', { name: 'India' }));
    expect(country).toHaveValue('India');

    expect(state).toBeEnabled();
    await user.click(state);
    await user.type(state, 'ker');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Kerala']);
    await user.click(screen.getByRole('option', { name: 'Kerala' }));
    expect(state).toHaveValue('Kerala');
    expect(within(schoolForm()).getByRole('combobox', { name: /^City/ })).toBeEnabled();
  });
});
