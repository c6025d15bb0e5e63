import { type AssemblySettings, assemblySettingsSchema } from '@noticeboard/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { answerAndRecord, refuse } from '../../../test/server';
import { AssemblySettingsForm } from './settings-form';

const settings: AssemblySettings = assemblySettingsSchema.parse({
  enabled: true,
  schoolDays: [1, 2, 3, 4, 5, 6],
  assemblyTime: '08:00',
  timeZone: 'Asia/Kolkata',
  headlineCount: 5,
  classGroupCategories: { '3-5': ['SPORTS'], '6-8': ['SPORTS', 'HEALTH'], '9-12': [], '12+': [] },
  thoughtSource: 'BUILT_IN',
  ownThoughts: [],
  announcements: [],
  holidays: [],
  birthdaysEnabled: true,
  saved: false,
  nextAssembly: { day: '2026-11-30', at: '2026-11-30T02:30:00.000Z' },
});

describe('AssemblySettingsForm', () => {
  it('sends the days, time, categories and birthdays switch as chosen', async () => {
    const received = answerAndRecord('put', '/assembly/settings', assemblySettingsSchema, { ...settings, saved: true });
    renderWithProviders(<AssemblySettingsForm settings={settings} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sat' }));
    fireEvent.change(screen.getByLabelText('Assembly time'), { target: { value: '07:45' } });
    const seniors = screen.getByRole('group', { name: 'Classes 9-12' });
    fireEvent.click(seniors.querySelector('input[value="TECHNOLOGY_AND_INNOVATION"]') as HTMLInputElement);
    fireEvent.click(screen.getByRole('switch', { name: /Show birthdays/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({
      schoolDays: [1, 2, 3, 4, 5],
      assemblyTime: '07:45',
      birthdaysEnabled: false,
      classGroupCategories: { '9-12': ['TECHNOLOGY_AND_INNOVATION'] },
    });
  });

  it("checks with the contract before sending: the school's own thoughts need at least one", async () => {
    const received = answerAndRecord('put', '/assembly/settings', assemblySettingsSchema, settings);
    renderWithProviders(<AssemblySettingsForm settings={settings} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Our school’s own' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Add at least one thought, or use our list')).toBeInTheDocument();
    expect(received).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Your thoughts, one per line'), {
      target: { value: 'Be kind\n\nBe brave' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ thoughtSource: 'OWN', ownThoughts: ['Be kind', 'Be brave'] });
  });

  it('adds an announcement with its last day, and shows the server’s refusal', async () => {
    refuse('put', '/assembly/settings', 'FORBIDDEN', 'You do not have access to this');
    renderWithProviders(<AssemblySettingsForm settings={settings} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add an announcement' }));
    fireEvent.change(screen.getByLabelText('Announcement 1'), { target: { value: 'Science fair on Friday' } });
    expect((screen.getByLabelText('Read until') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('You do not have access to this')).toBeInTheDocument();
  });
});
