/**
 * The morning assembly bulletin and birthday wishes (issue 19 §1, §2; spec §7 "daily news and assembly config,
 * birthday wishes"): a school's assembly settings, the bulletin put together before each school day's assembly,
 * today's birthdays and the wishes sent to them.
 */
import { z } from 'zod';
import { calendarDateSchema } from '../validators';
import { CLASS_GROUPS } from './academic';
import { TOPIC_CATEGORIES } from './news';

export const ASSEMBLY_PATHS = {
  settings: '/assembly/settings',
  bulletin: '/assembly/bulletin',
  bulletinById: '/assembly/bulletin/:id',
  bulletinPdf: '/assembly/bulletin/:id/pdf',
  bulletinAudio: '/assembly/bulletin/:id/audio',
  birthdays: '/assembly/birthdays',
  wishes: '/assembly/birthdays/:userId/wishes',
  myWishes: '/assembly/wishes/mine',
  /** A wish removed (DELETE): by the birthday person, or the school's moderators. */
  wish: '/assembly/wishes/:wishId',
  birthdaySharing: '/assembly/birthday-sharing',
} as const;

/** Monday is 1 … Sunday 7 (ISO weekdays). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS: Record<number, string> = {
  1: 'Mon',
  2: 'Tue',
  3: 'Wed',
  4: 'Thu',
  5: 'Fri',
  6: 'Sat',
  7: 'Sun',
};

export const THOUGHT_SOURCES = ['BUILT_IN', 'OWN'] as const;
export type ThoughtSource = (typeof THOUGHT_SOURCES)[number];

export const BIRTHDAY_STICKERS = ['CAKE', 'BALLOONS', 'STAR', 'GIFT', 'PARTY'] as const;
export type BirthdaySticker = (typeof BIRTHDAY_STICKERS)[number];
export const BIRTHDAY_STICKER_LABELS: Record<BirthdaySticker, { emoji: string; label: string }> = {
  CAKE: { emoji: '🎂', label: 'Birthday cake' },
  BALLOONS: { emoji: '🎈', label: 'Balloons' },
  STAR: { emoji: '🌟', label: 'Shining star' },
  GIFT: { emoji: '🎁', label: 'A gift' },
  PARTY: { emoji: '🎉', label: 'Party popper' },
};

export const ASSEMBLY_LIMITS = {
  headlinesMin: 1,
  headlinesMax: 10,
  announcementsMax: 10,
  announcementMaxChars: 300,
  thoughtsMax: 60,
  thoughtMaxChars: 300,
  holidaysMax: 80,
  wishMaxChars: 140,
  headlineTitleMaxChars: 200,
  headlineSummaryMaxChars: 400,
  noteMaxChars: 300,
} as const;

export const ASSEMBLY_MESSAGES = {
  settingsSaved: 'Assembly settings saved',
  bulletinSaved: 'Bulletin saved',
  bulletinLocked: 'This bulletin has gone out. Add a note to say what you corrected.',
  bulletinChanged: 'Someone else changed this bulletin. Reload to see their changes.',
  birthdaysOff: 'Birthday wishes are turned off at this school',
  alreadyWished: 'You have already wished them today',
  notTheirBirthday: 'It is not their birthday today',
  ownWish: 'You cannot send a wish to yourself',
  wishSent: 'Wish sent',
  wishRemoved: 'Wish removed',
  wishNotFound: 'Wish not found',
  needsMessageOrSticker: 'Write a short message or pick a sticker',
} as const;

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the 24-hour time, e.g. 08:00');
const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Choose a time zone from the list' },
  );

export const announcementSchema = z.object({
  text: z.string().trim().min(1, 'Write the announcement').max(ASSEMBLY_LIMITS.announcementMaxChars),
  /** The last day it is read out (inclusive), in the school's calendar. */
  endsOn: calendarDateSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;

const categoryListSchema = z.array(z.enum(TOPIC_CATEGORIES)).max(TOPIC_CATEGORIES.length);
/** Which news categories suit each class group (spec §9 class groups). */
export const classGroupCategoriesSchema = z.object({
  '3-5': categoryListSchema,
  '6-8': categoryListSchema,
  '9-12': categoryListSchema,
  '12+': categoryListSchema,
});
export type ClassGroupCategories = z.infer<typeof classGroupCategoriesSchema>;

export const assemblySettingsBodySchema = z
  .object({
    enabled: z.boolean(),
    schoolDays: z
      .array(z.number().int().min(1).max(7))
      .min(1, 'Pick at least one school day')
      .max(7)
      .transform((days) => [...new Set(days)].sort()),
    assemblyTime: timeSchema,
    timeZone: timeZoneSchema,
    headlineCount: z.number().int().min(ASSEMBLY_LIMITS.headlinesMin).max(ASSEMBLY_LIMITS.headlinesMax),
    classGroupCategories: classGroupCategoriesSchema,
    thoughtSource: z.enum(THOUGHT_SOURCES),
    ownThoughts: z
      .array(z.string().trim().min(1).max(ASSEMBLY_LIMITS.thoughtMaxChars))
      .max(ASSEMBLY_LIMITS.thoughtsMax),
    announcements: z.array(announcementSchema).max(ASSEMBLY_LIMITS.announcementsMax),
    holidays: z.array(calendarDateSchema).max(ASSEMBLY_LIMITS.holidaysMax),
    birthdaysEnabled: z.boolean(),
  })
  .strict()
  .refine((body) => body.thoughtSource === 'BUILT_IN' || body.ownThoughts.length > 0, {
    message: 'Add at least one thought, or use our list',
    path: ['ownThoughts'],
  });
export type AssemblySettingsBody = z.input<typeof assemblySettingsBodySchema>;
export type AssemblySettingsInput = z.output<typeof assemblySettingsBodySchema>;

export const assemblySettingsSchema = z.object({
  enabled: z.boolean(),
  schoolDays: z.array(z.number().int()),
  assemblyTime: z.string(),
  timeZone: z.string(),
  headlineCount: z.number().int(),
  classGroupCategories: classGroupCategoriesSchema,
  thoughtSource: z.enum(THOUGHT_SOURCES),
  ownThoughts: z.array(z.string()),
  announcements: z.array(announcementSchema),
  holidays: z.array(z.string()),
  birthdaysEnabled: z.boolean(),
  /** False until the school saves once (the answer then shows the defaults). */
  saved: z.boolean(),
  /** The next bulletin the job will make or has made: its day and assembly time. */
  nextAssembly: z.object({ day: z.string(), at: z.string() }).nullable(),
});
export type AssemblySettings = z.infer<typeof assemblySettingsSchema>;

export const bulletinHeadlineSchema = z.object({
  articleId: z.uuid(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(TOPIC_CATEGORIES),
  /** The class groups whose chosen categories include this headline's. */
  classGroups: z.array(z.enum(CLASS_GROUPS)),
});
export type BulletinHeadline = z.infer<typeof bulletinHeadlineSchema>;

/** A child named in a bulletin: first name and class only, and only to members of their school. */
export const bulletinPersonSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  /** "Class 8 A"; "Staff" for a teacher. */
  classLabel: z.string(),
});
export type BulletinPerson = z.infer<typeof bulletinPersonSchema>;

export const BULLETIN_STATES = ['UPCOMING', 'OUT'] as const;
export type BulletinState = (typeof BULLETIN_STATES)[number];

export const bulletinAudioSchema = z.object({
  status: z.enum(['PENDING', 'READY', 'FAILED', 'UNAVAILABLE']),
  url: z.string().nullable(),
  durationSeconds: z.number().nullable(),
});

export const bulletinSchema = z.object({
  id: z.uuid(),
  day: z.string(),
  assemblyAt: z.string(),
  /** UPCOMING: editable by staff until assembly; OUT: read at assembly, changed only as a correction. */
  state: z.enum(BULLETIN_STATES),
  revision: z.number().int(),
  headlines: z.array(bulletinHeadlineSchema),
  announcements: z.array(z.string()),
  thought: z.object({ text: z.string(), author: z.string().nullable() }).nullable(),
  /** Counts for everyone; the people only for signed-in members of the school. */
  birthdayCount: z.number().int(),
  birthdays: z.array(bulletinPersonSchema).optional(),
  toppers: z.array(bulletinPersonSchema.extend({ score: z.number().int(), position: z.number().int() })).optional(),
  correctionNote: z.string().nullable(),
  /** Members of the school only (the audio reads names out). */
  audio: bulletinAudioSchema.nullable(),
  pdfUrl: z.string().nullable(),
});
export type Bulletin = z.infer<typeof bulletinSchema>;

export const bulletinQuerySchema = z.object({ customUrl: z.string().min(1).max(120).optional() });

export const schoolBulletinsSchema = z.object({
  institute: z.object({ name: z.string(), customUrl: z.string() }),
  enabled: z.boolean(),
  /** Today's bulletin once out, else the latest one out. */
  current: bulletinSchema.nullable(),
  /** The next school day's bulletin, to its staff only. */
  upcoming: bulletinSchema.nullable(),
  canEdit: z.boolean(),
  canConfigure: z.boolean(),
});
export type SchoolBulletins = z.infer<typeof schoolBulletinsSchema>;

export const bulletinIdParamsSchema = z.object({ id: z.uuid() });

export const bulletinEditSchema = z
  .object({
    revision: z.number().int().min(1),
    headlines: z
      .array(
        z.object({
          articleId: z.uuid(),
          title: z.string().trim().min(1).max(ASSEMBLY_LIMITS.headlineTitleMaxChars),
          summary: z.string().trim().max(ASSEMBLY_LIMITS.headlineSummaryMaxChars),
        }),
      )
      .max(ASSEMBLY_LIMITS.headlinesMax),
    announcements: z
      .array(z.string().trim().min(1).max(ASSEMBLY_LIMITS.announcementMaxChars))
      .max(ASSEMBLY_LIMITS.announcementsMax),
    thought: z.string().trim().max(ASSEMBLY_LIMITS.thoughtMaxChars).nullable(),
    /** Required once the bulletin is out: what was corrected. */
    correctionNote: z.string().trim().min(3).max(ASSEMBLY_LIMITS.noteMaxChars).optional(),
  })
  .strict();
export type BulletinEdit = z.infer<typeof bulletinEditSchema>;

export const birthdayPersonSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  classLabel: z.string(),
  isMe: z.boolean(),
  wishedByMe: z.boolean(),
  wishCount: z.number().int(),
});
export type BirthdayPerson = z.infer<typeof birthdayPersonSchema>;

export const birthdaysSchema = z.object({
  enabled: z.boolean(),
  day: z.string(),
  people: z.array(birthdayPersonSchema),
  canWish: z.boolean(),
  /** The caller moderates the school (its account, admins, approval committee): they may read and remove wishes. */
  canModerate: z.boolean().default(false),
});
export type Birthdays = z.infer<typeof birthdaysSchema>;

export const wishUserParamsSchema = z.object({ userId: z.uuid() });
export const wishIdParamsSchema = z.object({ wishId: z.uuid() });

export const wishBodySchema = z
  .object({
    message: z.string().trim().max(ASSEMBLY_LIMITS.wishMaxChars).optional(),
    sticker: z.enum(BIRTHDAY_STICKERS).optional(),
  })
  .strict()
  .refine((body) => Boolean(body.message) || Boolean(body.sticker), {
    message: ASSEMBLY_MESSAGES.needsMessageOrSticker,
    path: ['message'],
  });
export type WishBody = z.infer<typeof wishBodySchema>;

export const wishSchema = z.object({
  id: z.uuid(),
  fromName: z.string(),
  fromLabel: z.string(),
  message: z.string().nullable(),
  sticker: z.enum(BIRTHDAY_STICKERS).nullable(),
  createdAt: z.string(),
});
export type Wish = z.infer<typeof wishSchema>;

export const myWishesSchema = z.object({
  /** True when today is the caller's birthday (as the school shows it). */
  birthdayToday: z.boolean(),
  wishes: z.array(wishSchema),
});
export type MyWishes = z.infer<typeof myWishesSchema>;

/** A birthday person's wishes of today, for the school's moderators. */
export const personWishesSchema = z.object({ wishes: z.array(wishSchema) });
export type PersonWishes = z.infer<typeof personWishesSchema>;

export const birthdaySharingSchema = z.object({ shareBirthday: z.boolean() }).strict();
export type BirthdaySharing = z.infer<typeof birthdaySharingSchema>;
