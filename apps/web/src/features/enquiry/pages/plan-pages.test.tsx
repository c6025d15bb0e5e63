import { enquiryCreatedSchema } from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answerAndRecord } from '../../../test/server';
import DevelopPlanPage from './develop-plan-page';
import EvolvePlanPage from './evolve-plan-page';

const id = '7d4f3c2a-1b0e-4f5d-9c8b-2a1e0f3d4c5b';

describe('custom plan pages', () => {
  it('asks a large school for its name and student count, then thanks it', async () => {
    const sent = answerAndRecord(
      'post',
      '/enquiries',
      enquiryCreatedSchema,
      { id, kind: 'DEVELOP_PLAN' },
      { status: 201 },
    );
    const { user } = renderWithProviders(<DevelopPlanPage />, { route: '/develop-submission-subscription' });
    const form = screen.getByRole('form', { name: 'Custom plan for a school' });
    await user.type(within(form).getByLabelText(/Your name/), 'Asha Rao');
    await user.type(within(form).getByLabelText(/Mobile number/), '+919876543210');
    await user.type(within(form).getByLabelText(/Email/), 'asha@school.test');
    await user.click(within(form).getByRole('button', { name: 'Ask for a plan' }));
    expect(await within(form).findByText('Number of students is required')).toBeInTheDocument();
    expect(within(form).getByText('School name is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/School name/), 'Hillside School');
    await user.type(within(form).getByLabelText(/Number of students/), '2400');
    await user.click(within(form).getByRole('button', { name: 'Ask for a plan' }));
    expect(await screen.findByText('Navigated to /successful-submission')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        kind: 'DEVELOP_PLAN',
        name: 'Asha Rao',
        email: 'asha@school.test',
        phone: '+919876543210',
        organisation: 'Hillside School',
        studentCount: 2400,
      },
    ]);
  });

  it('asks a group for its number of schools', async () => {
    const sent = answerAndRecord(
      'post',
      '/enquiries',
      enquiryCreatedSchema,
      { id, kind: 'EVOLVE_PLAN' },
      { status: 201 },
    );
    const { user } = renderWithProviders(<EvolvePlanPage />, { route: '/evolve-submission-subscription' });
    const form = screen.getByRole('form', { name: 'Custom plan for a group of schools' });
    await user.type(within(form).getByLabelText(/Your name/), 'Asha Rao');
    await user.type(within(form).getByLabelText(/Mobile number/), '+919876543210');
    await user.type(within(form).getByLabelText(/Email/), 'asha@school.test');
    await user.type(within(form).getByLabelText(/Name of the group/), 'Lotus Schools Trust');
    await user.type(within(form).getByLabelText(/Number of schools/), '1');
    await user.click(within(form).getByRole('button', { name: 'Ask for a plan' }));
    expect(await within(form).findByText('Number of schools must be at least 2')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Number of schools/), '2');
    await user.click(within(form).getByRole('button', { name: 'Ask for a plan' }));
    expect(await screen.findByText('Navigated to /successful-submission')).toBeInTheDocument();
    expect(sent).toMatchObject([{ kind: 'EVOLVE_PLAN', organisation: 'Lotus Schools Trust', schoolCount: 12 }]);
  });
});
