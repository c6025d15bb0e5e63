import {
  badgesFor,
  PROFILE_PATHS,
  type ProfileEntry,
  type ProfileView,
  type ProfileWidgets,
  profileViewSchema,
  profileWidgetsSchema,
  type UserDetails,
  userDetailsSchema,
} from '@noticeboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { facultyUser, studentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { answer, answerAndRecord, hang, refuse } from '../../../test/server';
import ProfilePage from './profile-page';

const PROFILE = `/user/profile/${studentUser.customUrl}`;
const ROUTE = `/student/${studentUser.customUrl}`;

const volunteer: ProfileEntry = {
  id: '1c0e6a1e-2b7a-4f43-9d0e-000000000001',
  kind: 'EXPERIENCE',
  title: 'Science club volunteer',
  organisation: 'Greenfield Public School',
  startDate: '2025-06-01',
  endDate: null,
  description: 'Looked after the seedlings and the weather station.',
  link: null,
  file: null,
};
const libraryHelper: ProfileEntry = {
  id: '1c0e6a1e-2b7a-4f43-9d0e-000000000002',
  kind: 'EXPERIENCE',
  title: 'Library helper',
  organisation: 'Town library',
  startDate: '2024-04-01',
  endDate: '2025-03-31',
  description: null,
  link: null,
  file: null,
};
const classEight: ProfileEntry = {
  id: '1c0e6a1e-2b7a-4f43-9d0e-000000000003',
  kind: 'EDUCATION',
  title: 'Class 8',
  organisation: 'Greenfield Public School',
  startDate: '2026-04-01',
  endDate: null,
  description: null,
  link: null,
  file: null,
};
const youngCoders: ProfileEntry = {
  id: '1c0e6a1e-2b7a-4f43-9d0e-000000000004',
  kind: 'CERTIFICATION',
  title: 'Young Coders, Level 1',
  organisation: 'Code Club',
  startDate: '2026-01-15',
  endDate: null,
  description: null,
  link: 'https://certificates.example.test/young-coders/asha',
  file: null,
};
const quizPrize: ProfileEntry = {
  id: '1c0e6a1e-2b7a-4f43-9d0e-000000000005',
  kind: 'ACHIEVEMENT',
  title: 'First prize, inter-house quiz',
  organisation: 'Greenfield Public School',
  startDate: '2026-08-20',
  endDate: null,
  description: null,
  file: null,
};

/** Asha's own profile: no picture, background or third skill yet (5 of 8 parts: 63%). */
const ownProfile: ProfileView = profileViewSchema.parse({
  id: studentUser.id,
  name: studentUser.name,
  type: 'CANDIDATE',
  userType: null,
  customUrl: studentUser.customUrl,
  instituteName: studentUser.instituteName,
  instituteCustomUrl: studentUser.instituteCustomUrl,
  studentClass: 'EIGHT',
  section: 'A',
  isSelf: true,
  memberSince: '2025-04-10T09:00:00.000Z',
  headline: 'Loves maths puzzles and the school garden',
  about: 'I grow sunflowers and build paper rockets.',
  location: 'Bengaluru',
  pictureUrl: null,
  backgroundUrl: null,
  personalInfo: { email: studentUser.email, phone: '+919876543210', dateOfBirth: '2013-04-12' },
  experience: [volunteer, libraryHelper],
  education: [classEight],
  certifications: [youngCoders],
  achievements: [quizPrize],
  skills: [
    {
      id: '5a1f0c3e-7d2b-4e8a-9c10-000000000001',
      name: 'Public speaking',
      endorsements: 2,
      endorsedByViewer: false,
      endorsers: [
        { id: facultyUser.id, name: facultyUser.name },
        { id: '9a7e3d21-58b4-4c1f-8e0a-000000000002', name: 'Meera Rao' },
      ],
    },
    {
      id: '5a1f0c3e-7d2b-4e8a-9c10-000000000002',
      name: 'Gardening',
      endorsements: 1,
      endorsedByViewer: false,
      endorsers: [{ id: facultyUser.id, name: facultyUser.name }],
    },
  ],
  canEndorse: false,
  audience: 'EVERYONE',
});

/** The same profile as a classmate sees it: no personal info, no audience, not theirs to edit. */
const { personalInfo: _info, audience: _audience, ...shared } = ownProfile;
const classmateView: ProfileView = profileViewSchema.parse({ ...shared, isSelf: false, certifications: [] });

/** Seen from outside the school: "First L.", no class, place, pictures, links or teachers' names. */
const outsiderView: ProfileView = profileViewSchema.parse({
  ...shared,
  name: 'Asha S.',
  studentClass: null,
  section: null,
  isSelf: false,
  location: undefined,
  pictureUrl: undefined,
  backgroundUrl: undefined,
  certifications: [{ ...youngCoders, link: undefined, file: undefined }],
  skills: shared.skills.map(({ endorsers: _endorsers, ...skill }) => skill),
});

const classmate: UserDetails = userDetailsSchema.parse({
  ...studentUser,
  id: '6d2f7f0c-6a44-4df4-9d7c-0e0f5b0a1c02',
  name: 'Ravi Kumar',
  email: 'ravi@demo.test',
  customUrl: 'ravi-kumar',
});

const outsider: UserDetails = userDetailsSchema.parse({
  ...studentUser,
  id: '6d2f7f0c-6a44-4df4-9d7c-0e0f5b0a1c03',
  name: 'Kiran Das',
  email: 'kiran@elsewhere.test',
  customUrl: 'kiran-das',
  instituteId: '2c4e6a8b-1234-4cde-8f01-23456789abcd',
  instituteName: 'Riverside School',
  instituteCustomUrl: 'riverside-school',
});

const widgets = (isSelf: boolean, name = studentUser.name): ProfileWidgets => ({
  owner: { name, customUrl: studentUser.customUrl, isSelf },
  activity: {
    postsPublished: 0,
    comments: 0,
    likesReceived: 0,
    quizzesSubmitted: 0,
    practiceAnswered: 0,
    currentStreakDays: 0,
    lastActiveAt: null,
  },
  posts: [],
  collabs: [],
  badges: badgesFor({ quizzesSubmitted: 0, bestStreakDays: 0, perfectScores: 0, practiceAnswered: 0 }),
});

function openProfile(profile: ProfileView, user: UserDetails) {
  answer('get', PROFILE, profileViewSchema, profile);
  answer('get', PROFILE_PATHS.widgets, profileWidgetsSchema, widgets(profile.isSelf, profile.name));
  return renderWithProviders(<ProfilePage />, { route: ROUTE, path: '/student/:customUrl', user });
}

const region = (name: string) => screen.getByRole('region', { name });
/** The titles of a section's entries, in the order shown (the title is each item's first line). */
const titlesIn = (name: string) =>
  within(region(name))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('ProfilePage, the owner', () => {
  it('shows every section, how complete the profile is, who sees it and the account panel', async () => {
    openProfile(ownProfile, studentUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Student' })).toBeInTheDocument();
    expect(screen.getByText('Loves maths puzzles and the school garden')).toBeInTheDocument();
    expect(screen.getByText('Bengaluru')).toBeInTheDocument();
    expect(screen.getByText(/Class 8, section A/)).toBeInTheDocument();

    expect(within(region('About')).getByText('I grow sunflowers and build paper rockets.')).toBeInTheDocument();
    expect(within(region('About')).getByRole('button', { name: 'Edit about' })).toBeInTheDocument();

    const experience = region('Experience');
    expect(titlesIn('Experience')).toEqual(['Science club volunteer', 'Library helper']);
    expect(within(experience).getByText('Jun 2025 – present')).toBeInTheDocument();
    expect(within(experience).getByText('Apr 2024 – Mar 2025')).toBeInTheDocument();
    expect(within(experience).getByRole('button', { name: 'Add experience' })).toBeInTheDocument();
    expect(within(experience).getByRole('button', { name: 'Edit Science club volunteer' })).toBeInTheDocument();
    expect(within(experience).getByRole('button', { name: 'Remove Library helper' })).toBeInTheDocument();

    expect(titlesIn('Education')).toEqual(['Class 8']);
    const certifications = region('Certifications');
    expect(titlesIn('Certifications')).toEqual(['Young Coders, Level 1']);
    expect(within(certifications).getByText('Issued Jan 2026')).toBeInTheDocument();
    expect(within(certifications).getByRole('link', { name: /View the certificate online/ })).toHaveAttribute(
      'href',
      'https://certificates.example.test/young-coders/asha',
    );
    expect(titlesIn('Achievements')).toEqual(['First prize, inter-house quiz']);

    const skills = region('Skills');
    expect(within(skills).getByText('Endorsed by 2 teachers: Omar Teacher, Meera Rao')).toBeInTheDocument();
    expect(within(skills).getByText('Endorsed by 1 teacher: Omar Teacher')).toBeInTheDocument();
    expect(within(skills).getByRole('form', { name: 'Add a skill' })).toBeInTheDocument();
    // The owner does not endorse their own skills.
    expect(within(skills).queryByRole('button', { name: /Endorse/ })).not.toBeInTheDocument();

    const personal = region('Personal info');
    expect(within(personal).getByText('student@demo.test')).toBeInTheDocument();
    expect(within(personal).getByText('+919876543210')).toBeInTheDocument();
    expect(within(personal).getByText('12 Apr 2013')).toBeInTheDocument();
    expect(within(personal).getByText(/Only you and your school’s staff see this/)).toBeInTheDocument();

    expect(screen.getByText('Your profile is 63% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '63% complete' })).toBeInTheDocument();
    expect(
      screen.getByText('Add a profile picture, three skills and a background image to make it shine.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/People in your school see your whole profile\. Others see your first name/)).toBeVisible();

    expect(screen.getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as student@demo.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy and account' })).toHaveAttribute('href', '/account/privacy');
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/signout');
    expect(document.title).toBe('Asha Student · Noticeboard');
  });

  it('adds an experience: an empty role is refused before sending, a filled form posts the entry', async () => {
    const robotics: ProfileEntry = {
      id: '1c0e6a1e-2b7a-4f43-9d0e-000000000006',
      kind: 'EXPERIENCE',
      title: 'Robotics team',
      organisation: 'Greenfield Public School',
      startDate: '2026-07-01',
      endDate: null,
      description: null,
      link: null,
      file: null,
    };
    const { user } = openProfile(ownProfile, studentUser);
    const sent = answerAndRecord('post', '/profile/experience', profileViewSchema, {
      ...ownProfile,
      experience: [...ownProfile.experience, robotics],
    });
    await user.click(await screen.findByRole('button', { name: 'Add experience' }));
    const dialog = screen.getByRole('dialog', { name: 'Add experience' });

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const role = within(dialog).getByRole('textbox', { name: 'Role' });
    expect(role).toHaveAttribute('aria-invalid', 'true');
    expect(role).toHaveAccessibleDescription('At least 2 characters');
    expect(sent).toHaveLength(0); // and the single body checked below proves it stayed that way

    // Pasted rather than typed key by key: each keystroke re-renders the whole page, slow on a busy machine.
    await user.click(role);
    await user.paste('  Robotics team ');
    await user.click(within(dialog).getByRole('textbox', { name: 'Where' }));
    await user.paste('Greenfield Public School');
    await user.type(within(dialog).getByLabelText('From'), '2026-07-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Added to your profile.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        title: 'Robotics team',
        organisation: 'Greenfield Public School',
        startDate: '2026-07-01',
        endDate: null,
        description: null,
        link: null,
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Add experience' })).not.toBeInTheDocument();
    expect(titlesIn('Experience')).toEqual(['Science club volunteer', 'Library helper', 'Robotics team']);
  });

  it('moves the first experience down and shows the order the server saved', async () => {
    const { user } = openProfile(ownProfile, studentUser);
    const sent = answerAndRecord('put', '/profile/experience/order', profileViewSchema, {
      ...ownProfile,
      experience: [libraryHelper, volunteer],
    });
    expect(await screen.findByRole('button', { name: 'Move Science club volunteer up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Library helper down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Science club volunteer down' }));
    expect(await screen.findByRole('button', { name: 'Move Library helper up' })).toBeDisabled();
    expect(sent).toEqual([{ ids: [libraryHelper.id, volunteer.id] }]);
    expect(titlesIn('Experience')).toEqual(['Library helper', 'Science club volunteer']);
  });
});

describe('ProfilePage, other people', () => {
  it('shows a classmate what the server sent, with nothing to edit and no personal info', async () => {
    openProfile(classmateView, classmate);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Student' })).toBeInTheDocument();
    expect(titlesIn('Experience')).toEqual(['Science club volunteer', 'Library helper']);
    expect(within(region('Skills')).getByText('Endorsed by 2 teachers: Omar Teacher, Meera Rao')).toBeInTheDocument();
    // An empty section is left out for visitors, not shown as "goes here".
    expect(screen.queryByRole('region', { name: 'Certifications' })).not.toBeInTheDocument();

    expect(screen.queryByRole('region', { name: 'Personal info' })).not.toBeInTheDocument();
    expect(screen.queryByText('student@demo.test')).not.toBeInTheDocument();
    for (const name of [/^Edit/, /^Add/, /^Remove/, /^Move/, /^Change/, /Endorse/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('form', { name: 'Add a skill' })).not.toBeInTheDocument();
    expect(screen.queryByText(/complete$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/see your whole profile/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your account' })).not.toBeInTheDocument();
  });

  it('shows someone from another school the short name, without class, place or teachers’ names', async () => {
    openProfile(outsiderView, outsider);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha S.' })).toBeInTheDocument();
    expect(screen.queryByText(/Asha Student/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Class 8, section A/)).not.toBeInTheDocument();
    expect(screen.queryByText('Bengaluru')).not.toBeInTheDocument();
    expect(within(region('Skills')).getByText('Endorsed by 2 teachers')).toBeInTheDocument();
    expect(screen.queryByText(/Omar Teacher/)).not.toBeInTheDocument();
    expect(within(region('Certifications')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Personal info' })).not.toBeInTheDocument();
    expect(document.title).toBe('Asha S. · Noticeboard');
  });
});

describe('ProfilePage, before and instead of a profile', () => {
  it('says it is loading while the profile is on its way', async () => {
    hang('get', PROFILE);
    renderWithProviders(<ProfilePage />, { route: ROUTE, path: '/student/:customUrl', user: studentUser });
    const loading = await screen.findByRole('status', { name: 'Loading profile' });
    // Still waiting a moment later: no error, no empty profile in the meantime.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loading).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says an unknown or hidden profile was not found, and offers the way to Community', async () => {
    refuse('get', PROFILE, 'NOT_FOUND', 'Profile not found');
    renderWithProviders(<ProfilePage />, { route: ROUTE, path: '/student/:customUrl', user: classmate });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Profile not found');
    expect(alert).toHaveTextContent('There is no member at this address');
    expect(within(alert).getByRole('link', { name: 'Go to Community' })).toHaveAttribute('href', '/community');
    expect(screen.queryByRole('status', { name: 'Loading profile' })).not.toBeInTheDocument();
  });
});
