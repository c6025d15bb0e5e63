/** What a school's assembly settings are before it saves them: Mon–Sat at 08:00 India time, five headlines. */
import type { AssemblySettingsInput, ClassGroupCategories } from '@noticeboard/shared';
import type { SettingsRow } from './assembly.repository';
import type { AssemblyCalendar } from './assembly-schedule';

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** Gentle topics for the youngest, wider ones as pupils grow (the news module's categories). */
export const DEFAULT_CLASS_GROUP_CATEGORIES: ClassGroupCategories = {
  '3-5': ['ENVIRONMENT', 'SPORTS', 'CULTURAL_DIVERSITY'],
  '6-8': ['ENVIRONMENT', 'SPORTS', 'EDUCATION_AND_RESEARCH', 'TECHNOLOGY_AND_INNOVATION', 'HEALTH'],
  '9-12': ['EDUCATION_AND_RESEARCH', 'TECHNOLOGY_AND_INNOVATION', 'SOCIAL_CONCERNS', 'BUSINESS', 'HEALTH'],
  '12+': ['EDUCATION_AND_RESEARCH', 'TECHNOLOGY_AND_INNOVATION', 'SOCIAL_CONCERNS', 'BUSINESS', 'POLITICS'],
};

export const DEFAULT_SETTINGS: AssemblySettingsInput = {
  enabled: true,
  schoolDays: [1, 2, 3, 4, 5, 6],
  assemblyTime: '08:00',
  timeZone: DEFAULT_TIME_ZONE,
  headlineCount: 5,
  classGroupCategories: DEFAULT_CLASS_GROUP_CATEGORIES,
  thoughtSource: 'BUILT_IN',
  ownThoughts: [],
  announcements: [],
  holidays: [],
  birthdaysEnabled: true,
};

/** The stored row as the contract's settings (a stored map missing a group reads as no categories for it). */
export function settingsOf(row: SettingsRow | undefined): AssemblySettingsInput {
  if (!row) return DEFAULT_SETTINGS;
  const groups = row.classGroupCategories as Partial<ClassGroupCategories>;
  return {
    enabled: row.enabled,
    schoolDays: row.schoolDays,
    assemblyTime: row.assemblyTime,
    timeZone: row.timeZone,
    headlineCount: row.headlineCount,
    classGroupCategories: {
      '3-5': groups['3-5'] ?? [],
      '6-8': groups['6-8'] ?? [],
      '9-12': groups['9-12'] ?? [],
      '12+': groups['12+'] ?? [],
    },
    thoughtSource: row.thoughtSource,
    ownThoughts: row.ownThoughts,
    announcements: row.announcements,
    holidays: row.holidays,
    birthdaysEnabled: row.birthdaysEnabled,
  };
}

export const calendarOf = (settings: AssemblySettingsInput): AssemblyCalendar => ({
  schoolDays: settings.schoolDays,
  holidays: settings.holidays,
  assemblyTime: settings.assemblyTime,
  timeZone: settings.timeZone,
});
