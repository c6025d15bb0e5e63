import type { ProfileEntryKind, ProfileView } from '@noticeboard/shared';

/** Each entry section's words: its heading, what its fields mean, and where its items are in the profile. */
export interface EntrySectionText {
  kind: ProfileEntryKind;
  heading: string;
  /** "Add experience" etc. */
  addLabel: string;
  title: string;
  titlePlaceholder: string;
  organisation: string;
  startDate: string;
  endDate: string | null;
  /** Which file it takes, if any. */
  file: 'PICTURE' | 'PICTURE_OR_PDF' | null;
  empty: string;
  items: (profile: ProfileView) => ProfileView['experience'];
}

export const ENTRY_SECTIONS: EntrySectionText[] = [
  {
    kind: 'EXPERIENCE',
    heading: 'Experience',
    addLabel: 'Add experience',
    title: 'Role',
    titlePlaceholder: 'e.g. Science club volunteer',
    organisation: 'Where',
    startDate: 'From',
    endDate: 'To (leave empty if you still do it)',
    file: null,
    empty: 'Clubs, volunteering, jobs and projects go here.',
    items: (profile) => profile.experience,
  },
  {
    kind: 'EDUCATION',
    heading: 'Education',
    addLabel: 'Add education',
    title: 'Class or course',
    titlePlaceholder: 'e.g. Class 8',
    organisation: 'School or college',
    startDate: 'From',
    endDate: 'To',
    file: null,
    empty: 'Schools, classes and courses go here.',
    items: (profile) => profile.education,
  },
  {
    kind: 'CERTIFICATION',
    heading: 'Certifications',
    addLabel: 'Add a certificate',
    title: 'Certificate',
    titlePlaceholder: 'e.g. Young Coders, Level 1',
    organisation: 'Issued by',
    startDate: 'Issued on',
    endDate: 'Valid until (if it expires)',
    file: 'PICTURE_OR_PDF',
    empty: 'Certificates you earned, with a photo, a PDF or a link.',
    items: (profile) => profile.certifications,
  },
  {
    kind: 'ACHIEVEMENT',
    heading: 'Achievements',
    addLabel: 'Add an achievement',
    title: 'Achievement',
    titlePlaceholder: 'e.g. First prize, inter-house quiz',
    organisation: 'Awarded by',
    startDate: 'Date',
    endDate: null,
    file: 'PICTURE',
    empty: 'Prizes, medals and proud moments, with a picture.',
    items: (profile) => profile.achievements,
  },
];
