/**
 * Profiles (issue 20 §1, spec §7 "Profile"): about, personal info, experience, education, skills with teachers'
 * endorsements, certifications, achievements, a profile picture and a background image; `/institute/update` and
 * `/individual/update` for account details. Who sees which part is decided on the server; a part the viewer may not
 * see is absent from the response (the optional keys below), never sent empty.
 */
import { z } from 'zod';
import { calendarDateSchema, phoneSchema, urlSchema } from '../validators';
import { addressSchema } from './auth';
import { profileSchema } from './institute';

/** The item sections that are lists of dated entries (skills are their own list). */
export const PROFILE_ENTRY_KINDS = ['EXPERIENCE', 'EDUCATION', 'CERTIFICATION', 'ACHIEVEMENT'] as const;
export type ProfileEntryKind = (typeof PROFILE_ENTRY_KINDS)[number];

/** Each entry section's path segment (spec §7 names: experience, education, certification, achievement). */
export const PROFILE_ENTRY_PATHS: Record<ProfileEntryKind, string> = {
  EXPERIENCE: 'experience',
  EDUCATION: 'education',
  CERTIFICATION: 'certification',
  ACHIEVEMENT: 'achievement',
};

/** Sections that take a file: a certification a picture or a PDF, an achievement a picture. */
export const PROFILE_FILE_KINDS: ReadonlyArray<ProfileEntryKind> = ['CERTIFICATION', 'ACHIEVEMENT'];

export const PROFILE_LIMITS = {
  headline: 120,
  about: 1_500,
  location: 80,
  title: 120,
  organisation: 120,
  description: 1_000,
  /** Per section: a profile is a summary, not an archive. */
  entriesPerSection: 30,
  skills: 40,
  skillName: 40,
} as const;

export const PROFILE_PATHS = {
  personalInfo: '/profile/personal-info',
  picture: '/profile/picture',
  backgroundImage: '/profile/background-image',
  skill: '/profile/skill',
  file: '/profile/files/:userId/:fileName',
  instituteUpdate: '/institute/update',
  individualUpdate: '/individual/update',
  widgets: '/profile/widgets',
} as const;

export const PROFILE_MESSAGES = {
  saved: 'Profile saved',
  added: 'Added to your profile',
  removed: 'Removed from your profile',
  reordered: 'Order saved',
  fileKind: 'Use a photo (JPEG, PNG or WebP) or, for a certificate, a PDF',
  pictureKind: 'Use a photo (JPEG, PNG or WebP)',
  tooMany: 'This section is full: remove an item before adding another',
  orderMismatch: 'The order must list every item of the section once',
  skillExists: 'This skill is already on your profile',
  endorsed: 'Skill endorsed',
  endorsementRemoved: 'Endorsement removed',
  mayNotEndorse: "Only teachers of the student's school can endorse a student's skills",
  accountUpdated: 'Account details saved',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const profilePersonalInfoBodySchema = z
  .object({
    headline: optionalText(PROFILE_LIMITS.headline),
    about: optionalText(PROFILE_LIMITS.about),
    location: optionalText(PROFILE_LIMITS.location),
  })
  .strict();
export type ProfilePersonalInfoBody = z.infer<typeof profilePersonalInfoBodySchema>;

/**
 * One entry of any section: `title` is the role, course, certificate or achievement; `organisation` the employer,
 * school, issuer or who awarded it; `startDate` also the date of an achievement or a certificate's issue;
 * `endDate` a certificate's expiry or when a role ended (null: still there).
 */
export const profileEntryBodySchema = z
  .object({
    title: z.string().trim().min(2, 'At least 2 characters').max(PROFILE_LIMITS.title),
    organisation: optionalText(PROFILE_LIMITS.organisation).optional().default(null),
    startDate: calendarDateSchema.nullable().optional().default(null),
    endDate: calendarDateSchema.nullable().optional().default(null),
    description: optionalText(PROFILE_LIMITS.description).optional().default(null),
    link: urlSchema.nullable().optional().default(null),
  })
  .strict()
  .refine((entry) => !entry.startDate || !entry.endDate || entry.endDate >= entry.startDate, {
    message: 'The end date is before the start date',
    path: ['endDate'],
  });
export type ProfileEntryBody = z.input<typeof profileEntryBodySchema>;

export const profileEntryParamsSchema = z.object({ id: z.uuid() });
export const profileOrderBodySchema = z.object({ ids: z.array(z.uuid()).min(1).max(PROFILE_LIMITS.skills) }).strict();
export type ProfileOrderBody = z.infer<typeof profileOrderBodySchema>;

export const profileSkillBodySchema = z
  .object({ name: z.string().trim().min(1, 'Name the skill').max(PROFILE_LIMITS.skillName) })
  .strict();
export const profileFileParamsSchema = z.object({
  userId: z.uuid(),
  fileName: z.string().regex(/^[0-9a-f-]{36}\.(webp|pdf)$/, 'Unknown file'),
});

export const profileFileSchema = z.object({ url: z.string(), type: z.enum(['IMAGE', 'PDF']) });
export type ProfileFile = z.infer<typeof profileFileSchema>;

export const profileEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(PROFILE_ENTRY_KINDS),
  title: z.string(),
  organisation: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  description: z.string().nullable(),
  /** Absent when the viewer may not follow it (a child's certificate link, seen from outside the school). */
  link: z.string().nullable().optional(),
  /** Absent when the viewer may not see the child's pictures and files. */
  file: profileFileSchema.nullable().optional(),
});
export type ProfileEntry = z.infer<typeof profileEntrySchema>;

export const profileSkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  endorsements: z.number().int(),
  /** The viewer's own endorsement is on it. */
  endorsedByViewer: z.boolean(),
  /** Who endorsed it: only for viewers of the same school. */
  endorsers: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type ProfileSkill = z.infer<typeof profileSkillSchema>;

/** Who may see the profile beyond its owner: the school only, or signed-in people anywhere. */
export const PROFILE_AUDIENCES = ['SCHOOL', 'EVERYONE'] as const;
export type ProfileAudience = (typeof PROFILE_AUDIENCES)[number];

/** A profile as this viewer may see it. */
export const profileViewSchema = profileSchema.extend({
  headline: z.string().nullable(),
  about: z.string().nullable(),
  /** Absent outside a child's school. */
  location: z.string().nullable().optional(),
  /** Absent when the viewer may not see the person's pictures. */
  pictureUrl: z.string().nullable().optional(),
  backgroundUrl: z.string().nullable().optional(),
  /** Email, phone and date of birth: the person, and their school's staff for a student. Never other students. */
  personalInfo: z
    .object({ email: z.string(), phone: z.string().nullable(), dateOfBirth: z.string().nullable() })
    .optional(),
  experience: z.array(profileEntrySchema),
  education: z.array(profileEntrySchema),
  certifications: z.array(profileEntrySchema),
  achievements: z.array(profileEntrySchema),
  skills: z.array(profileSkillSchema),
  /** The viewer is a teacher of this student's school and may endorse their skills. */
  canEndorse: z.boolean(),
  /** Only on one's own profile: who else sees it. */
  audience: z.enum(PROFILE_AUDIENCES).optional(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/** `/individual/update`: an individual's own account details. */
export const individualUpdateBodySchema = z
  .object({
    name: z.string().trim().min(2, 'Name must be at least 2 characters').max(120).optional(),
    phone: phoneSchema.nullable().optional(),
    dateOfBirth: calendarDateSchema.nullable().optional(),
  })
  .strict();
export type IndividualUpdateBody = z.infer<typeof individualUpdateBodySchema>;

/** `/institute/update`: the school account's own details (the name, contact phone, address). */
export const instituteUpdateBodySchema = z
  .object({
    name: z.string().trim().min(2, 'Name must be at least 2 characters').max(120).optional(),
    phone: phoneSchema.optional(),
    address: addressSchema.optional(),
  })
  .strict();
export type InstituteUpdateBody = z.infer<typeof instituteUpdateBodySchema>;

export const accountDetailsSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: addressSchema.nullable(),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** What a complete profile has, in the order the hint suggests them. */
const COMPLETENESS_PARTS = [
  { key: 'picture', label: 'a profile picture', done: (p: ProfileView) => Boolean(p.pictureUrl) },
  { key: 'headline', label: 'a headline', done: (p: ProfileView) => Boolean(p.headline) },
  { key: 'about', label: 'a few words about you', done: (p: ProfileView) => Boolean(p.about) },
  { key: 'education', label: 'your education', done: (p: ProfileView) => p.education.length > 0 },
  { key: 'skills', label: 'three skills', done: (p: ProfileView) => p.skills.length >= 3 },
  { key: 'achievements', label: 'an achievement', done: (p: ProfileView) => p.achievements.length > 0 },
  { key: 'certifications', label: 'a certificate', done: (p: ProfileView) => p.certifications.length > 0 },
  { key: 'background', label: 'a background image', done: (p: ProfileView) => Boolean(p.backgroundUrl) },
] as const;

/** The owner's completeness hint: how much is filled in, and what to add next. */
export function profileCompleteness(profile: ProfileView): { percent: number; missing: string[] } {
  const missing = COMPLETENESS_PARTS.filter((part) => !part.done(profile)).map((part) => part.label);
  const percent = Math.round(((COMPLETENESS_PARTS.length - missing.length) / COMPLETENESS_PARTS.length) * 100);
  return { percent, missing };
}
