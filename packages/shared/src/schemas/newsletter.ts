/**
 * Newsletters to families (issue 19 §3; spec §6 `/newsletters` institute only, `/{instituteCustomUrl}/newsletter`
 * for the school's members, `/{instituteCustomUrl}/newsletter/{slug}` open; spec §7 "default newsletter", "from
 * newsletter"; spec §9 schedule frequencies). A newsletter is a list of blocks written by the school, saved as it is
 * typed (each save carries the revision it was based on), sent now or on a schedule to an audience. Totals only:
 * no opens, no pixels, nothing per child.
 */
import { z } from 'zod';
import { SECTION_TYPES, STUDENT_CLASSES } from '../constants';
import { SCHEDULE_FREQUENCIES } from './assessment';
import { pageOf, pageQuerySchema } from './common';

export const NEWSLETTER_PATHS = {
  /** The school's newsletters (GET, paged, newest first); a new draft (POST { template }). */
  newsletters: '/newsletters',
  /** One newsletter (GET); autosave (PATCH with `revision`); DELETE a draft. */
  newsletter: '/newsletters/:newsletterId',
  /** The email exactly as it will be sent (GET: subject, HTML, plain text). */
  preview: '/newsletters/:newsletterId/preview',
  /** How many addresses the saved audience reaches now (GET). */
  audienceSize: '/newsletters/:newsletterId/audience-size',
  /** Send now or schedule (POST { revision, startsAt?, frequency?, everyDays?, until? }). */
  send: '/newsletters/:newsletterId/send',
  /** A scheduled newsletter back to a draft (POST). */
  unschedule: '/newsletters/:newsletterId/unschedule',
  /** A picture for an image block (POST multipart, one file): checked, re-encoded, metadata stripped. */
  images: '/newsletters/:newsletterId/images',
  /** A newsletter's picture (GET, open: the email and the public page show it). */
  image: '/newsletter-images/:newsletterId/:imageId',
  /** The classes and sections the school has (GET), for the audience picker. */
  audienceOptions: '/newsletters/audience-options',
  /** The school's own published posts seen by everyone (GET ?search), for a post block. */
  postChoices: '/newsletters/post-choices',
  /** News feed articles (GET ?search), for an article block. */
  articleChoices: '/newsletters/article-choices',
  /** An assessment draft made from a sent newsletter (POST), opened in the assessment editor. */
  assessment: '/newsletters/:newsletterId/assessment',
  /** A sent newsletter as a page (GET, open). */
  publicNewsletter: '/newsletter/:instituteCustomUrl/:slug',
  /** A school's sent newsletters, for its members (GET, paged). */
  memberList: '/newsletter/:instituteCustomUrl',
  /** The unsubscribe page (GET ?token) and its confirmation / one-click unsubscribe (POST ?token). */
  unsubscribe: '/newsletter-unsubscribe',
  /** The school's newsletter look (GET; PUT { color }): the school account and its admins. */
  brand: '/newsletter-brand',
  /** The school's logo for newsletters (POST multipart, one picture; DELETE). */
  brandLogo: '/newsletter-brand/logo',
  /** A school's newsletter logo (GET, open: the email and the public page show it; a new id per upload). */
  logo: '/newsletter-logos/:instituteId/:logoId',
} as const;

export const NEWSLETTER_MESSAGES = {
  notFound: 'Newsletter not found',
  changed: 'This newsletter was changed in another tab or window. Reload it to see the latest version.',
  notEditable: 'A newsletter that is being sent or was sent cannot change',
  notDraft: 'Only a draft can be deleted',
  notScheduled: 'Only a scheduled newsletter can go back to a draft',
  notSent: 'Only a sent newsletter can become an assessment',
  empty: 'Add a title and at least one block before sending',
  noAudience: 'Choose who receives this newsletter',
  noRecipients: 'Nobody in the chosen audience has an email address we can send to',
  startsInPast: 'Choose a time in the future, or send now',
  postNotUsable: 'A chosen post is not one of your school’s published posts that everyone may see',
  articleNotUsable: 'A chosen news article is no longer available',
  imageNotUsable: 'A chosen picture is not one uploaded to this newsletter',
  unsubscribed: 'You will not receive this school’s newsletters any more.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  brandSaved: 'Newsletter look saved',
  logoSaved: 'Logo saved',
  logoRemoved: 'Logo removed',
  logoKind: 'Choose a picture (JPEG, PNG, WebP or GIF) for the logo',
} as const;

export const NEWSLETTER_LIMITS = {
  titleMax: 150,
  preheaderMax: 200,
  blocksMax: 40,
  headingMax: 150,
  textMax: 20_000,
  captionMax: 300,
  ctaLabelMax: 60,
  urlMax: 2_000,
  eventTextMax: 200,
  customEveryDaysMax: 90,
} as const;

export const NEWSLETTER_STATES = ['DRAFT', 'SCHEDULED', 'SENDING', 'SENT'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];
export const NEWSLETTER_STATE_LABELS: Record<NewsletterState, string> = {
  DRAFT: 'Draft',
  SCHEDULED: 'Scheduled',
  SENDING: 'Sending',
  SENT: 'Sent',
};

export const NEWSLETTER_TEMPLATES = ['DEFAULT', 'BLANK'] as const;

export const NEWSLETTER_BLOCK_TYPES = ['HEADING', 'TEXT', 'IMAGE', 'POST', 'ARTICLE', 'EVENT', 'CTA'] as const;
export type NewsletterBlockType = (typeof NEWSLETTER_BLOCK_TYPES)[number];
export const NEWSLETTER_BLOCK_LABELS: Record<NewsletterBlockType, string> = {
  HEADING: 'Heading',
  TEXT: 'Text',
  IMAGE: 'Picture',
  POST: 'Community post',
  ARTICLE: 'News article',
  EVENT: 'Event',
  CTA: 'Button link',
};

const blockId = z.string().regex(/^[a-z0-9-]{1,40}$/);
const L = NEWSLETTER_LIMITS;
/** http or https only: a button never runs script or opens another scheme. */
export const newsletterUrlSchema = z
  .string()
  .trim()
  .max(L.urlMax)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Enter a web address starting with https://');

export const newsletterBlockSchema = z.discriminatedUnion('type', [
  z.object({ id: blockId, type: z.literal('HEADING'), text: z.string().trim().max(L.headingMax) }).strict(),
  /** Rich text, cleaned on the server like a post's (paragraphs, emphasis, lists, quotes, links). */
  z.object({ id: blockId, type: z.literal('TEXT'), html: z.string().max(L.textMax) }).strict(),
  z
    .object({
      id: blockId,
      type: z.literal('IMAGE'),
      imageId: z.uuid().nullable(),
      alt: z.string().trim().max(L.captionMax),
      caption: z.string().trim().max(L.captionMax),
    })
    .strict(),
  z.object({ id: blockId, type: z.literal('POST'), postId: z.uuid().nullable() }).strict(),
  z.object({ id: blockId, type: z.literal('ARTICLE'), articleId: z.uuid().nullable() }).strict(),
  z
    .object({
      id: blockId,
      type: z.literal('EVENT'),
      title: z.string().trim().max(L.eventTextMax),
      date: z.iso.date().nullable(),
      time: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
        .nullable(),
      place: z.string().trim().max(L.eventTextMax),
    })
    .strict(),
  z
    .object({
      id: blockId,
      type: z.literal('CTA'),
      label: z.string().trim().max(L.ctaLabelMax),
      url: z.union([z.literal(''), newsletterUrlSchema]),
    })
    .strict(),
]);
export type NewsletterBlock = z.infer<typeof newsletterBlockSchema>;

export const newsletterSectionSchema = z
  .object({ studentClass: z.enum(STUDENT_CLASSES), section: z.enum(SECTION_TYPES) })
  .strict();

/**
 * Who receives it: any mix of the whole school, staff, parents, whole classes and single sections. A class or a
 * section reaches its students and the parent emails the school holds for them.
 */
export const newsletterAudienceSchema = z
  .object({
    everyone: z.boolean().default(false),
    staff: z.boolean().default(false),
    parents: z.boolean().default(false),
    classes: z.array(z.enum(STUDENT_CLASSES)).max(STUDENT_CLASSES.length).default([]),
    sections: z.array(newsletterSectionSchema).max(200).default([]),
  })
  .strict();
export type NewsletterAudience = z.infer<typeof newsletterAudienceSchema>;
export const EMPTY_NEWSLETTER_AUDIENCE: NewsletterAudience = {
  everyone: false,
  staff: false,
  parents: false,
  classes: [],
  sections: [],
};

const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #1c7ed6');

/**
 * A school's newsletter look: its colour (new newsletters start in it; null: the house blue) and its logo, shown in
 * the masthead of every newsletter's email and page. `mastheadColor` is the colour the masthead really gets
 * (`newsletterMastheadColor`: a colour too light for white text becomes the house blue).
 */
export const newsletterBrandSchema = z.object({
  color: z.string().nullable(),
  mastheadColor: z.string(),
  logoUrl: z.string().nullable(),
});
export type NewsletterBrand = z.infer<typeof newsletterBrandSchema>;
export const newsletterBrandBodySchema = z.object({ color: colourSchema.nullable() }).strict();
export type NewsletterBrandBody = z.infer<typeof newsletterBrandBodySchema>;
export const newsletterLogoParamsSchema = z.object({ instituteId: z.uuid(), logoId: z.uuid() });

export const newsletterIdParamsSchema = z.object({ newsletterId: z.uuid() });
export const newsletterImageParamsSchema = z.object({ newsletterId: z.uuid(), imageId: z.uuid() });
export const newsletterListQuerySchema = pageQuerySchema;
export const createNewsletterSchema = z.object({ template: z.enum(NEWSLETTER_TEMPLATES).default('DEFAULT') }).strict();

export const newsletterPatchSchema = z
  .object({
    revision: z.number().int().min(0),
    title: z.string().trim().max(L.titleMax).optional(),
    preheader: z.string().trim().max(L.preheaderMax).optional(),
    accentColor: colourSchema.optional(),
    blocks: z.array(newsletterBlockSchema).max(L.blocksMax).optional(),
    audience: newsletterAudienceSchema.optional(),
  })
  .strict();
export type NewsletterPatch = z.infer<typeof newsletterPatchSchema>;

/** Send now (no `startsAt`) or at `startsAt`, once or again and again (spec §9 frequencies). */
export const sendNewsletterSchema = z
  .object({
    revision: z.number().int().min(0),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    frequency: z.enum(SCHEDULE_FREQUENCIES).nullable().default(null),
    everyDays: z.number().int().min(1).max(L.customEveryDaysMax).nullable().default(null),
    until: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.frequency && !value.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'Choose when the first edition goes out' });
    }
    if (value.frequency === 'CUSTOM' && !value.everyDays) {
      ctx.addIssue({ code: 'custom', path: ['everyDays'], message: 'Choose every how many days' });
    }
  });
export type SendNewsletterBody = z.infer<typeof sendNewsletterSchema>;

export const newsletterTotalsSchema = z.object({
  /** Addresses it was to go to (after unsubscribes). */
  recipients: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  /** Left mid-send by a stopped server: perhaps sent, never sent again. */
  unconfirmed: z.number().int(),
  /** Unsubscribed through this newsletter's link. */
  unsubscribed: z.number().int(),
});

export const newsletterSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  preheader: z.string(),
  accentColor: z.string(),
  blocks: z.array(newsletterBlockSchema),
  audience: newsletterAudienceSchema,
  state: z.enum(NEWSLETTER_STATES),
  revision: z.number().int(),
  scheduledAt: z.string().nullable(),
  frequency: z.enum(SCHEDULE_FREQUENCIES).nullable(),
  everyDays: z.number().int().nullable(),
  until: z.string().nullable(),
  edition: z.number().int(),
  totals: newsletterTotalsSchema,
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The public page once sent (path, from the site's root). */
  publicPath: z.string().nullable(),
  /** The assessment made from it, if any. */
  assessmentCode: z.string().nullable(),
});
export type Newsletter = z.infer<typeof newsletterSchema>;

export const newsletterSummarySchema = newsletterSchema.omit({ blocks: true, audience: true });
export type NewsletterSummary = z.infer<typeof newsletterSummarySchema>;
export const newsletterSummaryPageSchema = pageOf(newsletterSummarySchema);

export const newsletterPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;
export const audienceSizeSchema = z.object({ recipients: z.number().int() });

export const newsletterAudienceOptionsSchema = z.object({
  classes: z.array(z.object({ studentClass: z.enum(STUDENT_CLASSES), sections: z.array(z.enum(SECTION_TYPES)) })),
});
export type NewsletterAudienceOptions = z.infer<typeof newsletterAudienceOptionsSchema>;

export const newsletterChoiceQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
export const postChoiceSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  publishedAt: z.string(),
});
export const postChoicesSchema = z.array(postChoiceSchema);
export const articleChoiceSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  publisher: z.string(),
  publishedAt: z.string(),
});
export const articleChoicesSchema = z.array(articleChoiceSchema);
export type PostChoice = z.infer<typeof postChoiceSchema>;
export type ArticleChoice = z.infer<typeof articleChoiceSchema>;

export const newsletterImageSchema = z.object({ imageId: z.string(), url: z.string() });

/** A block as readers see it: posts and articles read fresh (a post no longer public is left out). */
export const renderedBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('HEADING'), text: z.string() }),
  z.object({ type: z.literal('TEXT'), html: z.string() }),
  z.object({ type: z.literal('IMAGE'), url: z.string(), alt: z.string(), caption: z.string() }),
  z.object({
    type: z.literal('POST'),
    /** The author as the consent rules allow outside the school ("Asha K.", "A student"). */
    author: z.string(),
    text: z.string(),
    url: z.string(),
  }),
  z.object({
    type: z.literal('ARTICLE'),
    title: z.string(),
    summary: z.string(),
    publisher: z.string(),
    url: z.string(),
  }),
  z.object({ type: z.literal('EVENT'), title: z.string(), when: z.string(), place: z.string() }),
  z.object({ type: z.literal('CTA'), label: z.string(), url: z.string() }),
]);
export type RenderedBlock = z.infer<typeof renderedBlockSchema>;

export const newsletterPathParamsSchema = z.object({
  instituteCustomUrl: z.string().min(1).max(100),
  slug: z.string().min(1).max(200),
});
export const publicNewsletterSchema = z.object({
  schoolName: z.string(),
  schoolCustomUrl: z.string(),
  title: z.string(),
  preheader: z.string(),
  accentColor: z.string(),
  /** The school's newsletter logo (absolute address), or null. */
  logoUrl: z.string().nullable(),
  sentAt: z.string(),
  blocks: z.array(renderedBlockSchema),
  /** For the school's staff: make an assessment from it (null for everyone else). */
  newsletterId: z.string().nullable(),
});
export type PublicNewsletter = z.infer<typeof publicNewsletterSchema>;

export const newsletterMemberListParamsSchema = z.object({ instituteCustomUrl: z.string().min(1).max(100) });
export const memberNewsletterSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  preheader: z.string(),
  sentAt: z.string(),
});
export const memberNewsletterPageSchema = pageOf(memberNewsletterSchema).extend({ schoolName: z.string() });
export type MemberNewsletterPage = z.infer<typeof memberNewsletterPageSchema>;

export const unsubscribeQuerySchema = z.object({ token: z.string().min(10).max(500) });
export const assessmentFromNewsletterSchema = z.object({ assignmentCode: z.string() });

/** The masthead's colour: the newsletter's own when white text on it is readable (4.5:1), else a dark blue. */
export function newsletterMastheadColor(hex: string): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return '#1864ab';
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05) >= 4.5 ? hex : '#1864ab';
}
