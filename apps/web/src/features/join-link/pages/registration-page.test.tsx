import {
  JOIN_LINK_MESSAGES,
  type JoinLinkPreview,
  joinLinkPreviewSchema,
  joinRegistrationResultSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, refuse } from '../../../test/server';
import RegistrationPage from './registration-page';

const SLUG = 'Zx9kQw2mVb7nLp4rTy6uIo1aSd3fGh5jKl8zXc0vBn1';
const path = `/user-auto-registration/${SLUG}`;
const classLink: JoinLinkPreview = {
  instituteName: 'Sunrise Public School',
  role: 'CANDIDATE',
  studentClass: 'SEVEN',
  section: 'A',
  needsApproval: true,
  expiresAt: '2026-12-06T10:00:00.000Z',
};

const renderPage = () =>
  renderWithProviders(<RegistrationPage />, { route: path, path: '/user-auto-registration/:slug' });

const childBirth = `${new Date().getUTCFullYear() - 12}-03-04`;

describe('/user-auto-registration/{slug}', () => {
  it("shows the school's name and class, and sends nothing for a child without a parent's email or the policies", async () => {
    answer('get', path, joinLinkPreviewSchema, classLink);
    const sent = answerAndRecord('post', path, joinRegistrationResultSchema, { status: 'PENDING' }, { status: 201 });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Join Sunrise Public School' })).toBeInTheDocument();
    expect(screen.getByText(/As a student of Class 7 A/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Join your school' });
    await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Asha Verma');
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'asha@school.test');
    expect(within(form).queryByRole('textbox', { name: /Parent or guardian's email/ })).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Date of birth/), childBirth);
    await user.type(within(form).getByLabelText(/^Password/), 'Asha#Joins2026');
    await user.click(within(form).getByRole('button', { name: 'Ask to join' }));
    // A child without a parent's email is stopped before anything is sent.
    expect(await within(form).findByText(JOIN_LINK_MESSAGES.parentNeeded)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: /Parent or guardian's email/ }), 'parent@home.test');
    // Without the policies accepted (no box in this bare render) nothing goes either.
    await user.click(within(form).getByRole('button', { name: 'Ask to join' }));
    expect(sent).toEqual([]);
  });

  it('sends once the policies are accepted and says the school will decide', async () => {
    answer('get', path, joinLinkPreviewSchema, { ...classLink, role: 'FACULTY', studentClass: null, section: null });
    const sent = answerAndRecord('post', path, joinRegistrationResultSchema, { status: 'PENDING' }, { status: 201 });
    const { user } = renderWithProviders(
      <RegistrationPage
        slots={{
          policyCheckbox: (props) => (
            <label>
              <input
                type="checkbox"
                checked={props.checked}
                onChange={(event) => props.onChange({ currentTarget: { checked: event.currentTarget.checked } })}
              />
              I accept the policies
            </label>
          ),
        }}
      />,
      { route: path, path: '/user-auto-registration/:slug' },
    );
    const form = await screen.findByRole('form', { name: 'Join your school' });
    expect(within(form).queryByLabelText(/Date of birth/)).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Kabir Das');
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'kabir@school.test');
    await user.type(within(form).getByLabelText(/^Password/), 'Kabir#Teach2026');
    await user.click(within(form).getByRole('checkbox', { name: 'I accept the policies' }));
    await user.click(within(form).getByRole('button', { name: 'Ask to join' }));
    expect(await screen.findByText(JOIN_LINK_MESSAGES.waiting)).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'Kabir Das', email: 'kabir@school.test', password: 'Kabir#Teach2026', acceptsPolicies: true },
    ]);
  });

  it('says plainly that an expired or revoked link no longer works', async () => {
    refuse('get', path, 'LINK_EXPIRED', JOIN_LINK_MESSAGES.expired);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Join link expired' })).toBeInTheDocument();
    expect(screen.getByText(JOIN_LINK_MESSAGES.expired)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a taken email beside the field', async () => {
    answer('get', path, joinLinkPreviewSchema, { ...classLink, role: 'FACULTY', studentClass: null, section: null });
    refuse('post', path, 'CONFLICT', 'An account with this email already exists', {
      details: [{ field: 'email', message: 'An account with this email already exists' }],
    });
    const { user } = renderWithProviders(
      <RegistrationPage
        slots={{
          policyCheckbox: (props) => (
            <label>
              <input
                type="checkbox"
                checked={props.checked}
                onChange={(event) => props.onChange({ currentTarget: { checked: event.currentTarget.checked } })}
              />
              I accept the policies
            </label>
          ),
        }}
      />,
      { route: path, path: '/user-auto-registration/:slug' },
    );
    const form = await screen.findByRole('form', { name: 'Join your school' });
    await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Kabir Das');
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'kabir@school.test');
    await user.type(within(form).getByLabelText(/^Password/), 'Kabir#Teach2026');
    await user.click(within(form).getByRole('checkbox', { name: 'I accept the policies' }));
    await user.click(within(form).getByRole('button', { name: 'Ask to join' }));
    const email = within(form).getByRole('textbox', { name: /^Email/ });
    expect(await within(form).findAllByText('An account with this email already exists')).not.toHaveLength(0);
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });
});
