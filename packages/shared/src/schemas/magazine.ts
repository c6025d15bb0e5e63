/**
 * The school magazine (issue 19 §4; spec §2 `/school-magazine`, `/{instituteCustomUrl}/school-magazine`,
 * `/saved-magazine`, `/school-magazine/create`, `/junior-report`; §7 "magazines (config, school magazine, drafts)";
 * §9 frequencies). A piece goes author → teacher mentor → approval committee → editor's issue → published with it.
 * Credits of students follow consent: without it a student is "A student of Class 8", never named.
 */
import { z } from 'zod';
import { scheduleFrequencySchema } from './assessment';
import { pageOf, pageQuerySchema } from './common';

export const MAGAZINE_PATHS = {
  config: '/school-magazine/config',
  pieces: '/school-magazine/pieces',
  piece: '/school-magazine/pieces/:pieceId',
  submit: '/school-magazine/pieces/:pieceId/submit',
  review: '/school-magazine/pieces/:pieceId/review',
  decision: '/school-magazine/pieces/:pieceId/decision',
  comments: '/school-magazine/pieces/:pieceId/comments',
  revisions: '/school-magazine/pieces/:pieceId/revisions',
  pictures: '/school-magazine/pieces/:pieceId/pictures',
  picture: '/school-magazine/pictures/:pictureId',
  fromPost: '/school-magazine/pieces/from-post',
  saved: '/school-magazine/saved',
  issues: '/school-magazine/issues',
  issue: '/school-magazine/issues/:issueId',
  placement: '/school-magazine/issues/:issueId/placement',
  cover: '/school-magazine/issues/:issueId/cover',
  publish: '/school-magazine/issues/:issueId/publish',
  /** Members of the school: its published issues, one issue, its PDF. */
  published: '/school-magazine/published/:customUrl',
  publishedIssue: '/school-magazine/published/:customUrl/:issueId',
  publishedPdf: '/school-magazine/published/:customUrl/:issueId/pdf',
} as const;

export const PIECE_KINDS = ['ARTICLE', 'POEM', 'ARTWORK', 'PHOTO_STORY'] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];
export const PIECE_KIND_LABELS: Record<PieceKind, string> = {
  ARTICLE: 'Article',
  POEM: 'Poem',
  ARTWORK: 'Artwork',
  PHOTO_STORY: 'Photo story',
};

export const PIECE_LANGUAGES = ['EN', 'HI'] as const;
export type PieceLanguage = (typeof PIECE_LANGUAGES)[number];
export const PIECE_LANGUAGE_LABELS: Record<PieceLanguage, string> = { EN: 'English', HI: 'Hindi' };

/**
 * Where a piece is on the editorial path. DRAFT and CHANGES_REQUESTED are the author's; WITH_MENTOR a teacher's;
 * WITH_COMMITTEE the approval committee's; APPROVED waits for an editor's issue; PUBLISHED went out with its issue.
 */
export const PIECE_STATUSES = [
  'DRAFT',
  'WITH_MENTOR',
  'CHANGES_REQUESTED',
  'WITH_COMMITTEE',
  'APPROVED',
  'DECLINED',
  'PUBLISHED',
] as const;
export type PieceStatus = (typeof PIECE_STATUSES)[number];
export const PIECE_STATUS_LABELS: Record<PieceStatus, string> = {
  DRAFT: 'Draft',
  WITH_MENTOR: 'With a teacher',
  CHANGES_REQUESTED: 'Changes asked for',
  WITH_COMMITTEE: 'With the committee',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  PUBLISHED: 'Published',
};

export const ISSUE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const DEFAULT_MAGAZINE_SECTIONS = ['News', 'Stories', 'Poems', 'Art', 'Science corner'] as const;

export const MAGAZINE_LIMITS = {
  nameMax: 80,
  sectionMax: 40,
  sectionsMax: 12,
  titleMax: 140,
  bodyMax: 20_000,
  commentMax: 2_000,
  reasonMax: 500,
  captionMax: 200,
  picturesPerPiece: 8,
  /** A picture upload's bytes before conversion. */
  pictureMaxBytes: 10 * 1024 * 1024,
} as const;

export const MAGAZINE_MESSAGES = {
  notEditable: 'This piece cannot be changed at this step.',
  notYourStep: 'This piece is not waiting for you.',
  emptyPiece: 'Give your piece a title and some words or a picture before sending it.',
  notApproved: 'Only approved pieces can be placed in an issue.',
  issuePublished: 'This issue is already published.',
  emptyIssue: 'Place at least one piece in the issue before publishing it.',
  numberTaken: 'Another issue already has this number.',
  unknownSection: 'Choose one of the magazine’s sections.',
  notSaved: 'Only posts saved for the magazine can become pieces.',
  alreadyPiece: 'This post is already a magazine piece.',
  pictureKind: 'Only pictures (JPEG, PNG, WebP, GIF) can be added.',
  tooManyPictures: 'A piece can have at most 8 pictures.',
  noFile: 'Choose a picture to upload.',
  reasonRequired: 'Say why the piece is declined, so the author can learn from it.',
} as const;

const text = (max: number) => z.string().trim().max(max);
const uuid = z.string().uuid();

// Config ----------------------------------------------------------------------------------------------------------

export const magazineConfigBodySchema = z
  .object({
    name: text(MAGAZINE_LIMITS.nameMax).min(1),
    sections: z
      .array(text(MAGAZINE_LIMITS.sectionMax).min(1))
      .min(1)
      .max(MAGAZINE_LIMITS.sectionsMax)
      .refine((list) => new Set(list.map((s) => s.toLowerCase())).size === list.length, 'Sections must differ'),
    frequency: scheduleFrequencySchema,
    /** Faculty of the school named as editors (the school account and its admins always edit). */
    editorIds: z.array(uuid).max(20),
  })
  .strict();
export type MagazineConfigBody = z.infer<typeof magazineConfigBodySchema>;

export const magazinePersonSchema = z.object({ id: z.string(), name: z.string() });

/** What the caller may do on the editorial path of their school. */
export const magazineRolesSchema = z.object({
  editor: z.boolean(),
  mentor: z.boolean(),
  committee: z.boolean(),
  contributor: z.boolean(),
});
export type MagazineRoles = z.infer<typeof magazineRolesSchema>;

export const magazineConfigSchema = z.object({
  name: z.string(),
  sections: z.array(z.string()),
  frequency: scheduleFrequencySchema,
  editors: z.array(magazinePersonSchema),
  /** The school's faculty who may be named editors (the school account only; empty for others). */
  facultyOptions: z.array(magazinePersonSchema),
  schoolCustomUrl: z.string(),
  you: magazineRolesSchema,
});
export type MagazineConfig = z.infer<typeof magazineConfigSchema>;

// Pieces ----------------------------------------------------------------------------------------------------------

export const pieceIdParamsSchema = z.object({ pieceId: uuid }).strict();
export const pictureIdParamsSchema = z.object({ pictureId: uuid }).strict();
export const issueIdParamsSchema = z.object({ issueId: uuid }).strict();
export const magazineSchoolParamsSchema = z.object({ customUrl: z.string().trim().toLowerCase().max(60) }).strict();
export const magazineIssueParamsSchema = magazineSchoolParamsSchema.extend({ issueId: uuid }).strict();

export const createPieceBodySchema = z
  .object({
    kind: z.enum(PIECE_KINDS),
    language: z.enum(PIECE_LANGUAGES).default('EN'),
    section: text(MAGAZINE_LIMITS.sectionMax).min(1),
    title: text(MAGAZINE_LIMITS.titleMax).default(''),
    body: z.string().max(MAGAZINE_LIMITS.bodyMax).default(''),
  })
  .strict();
export type CreatePieceBody = z.input<typeof createPieceBodySchema>;

/** Autosave: any subset, with the revision last seen (a stale one is 409 and changes nothing). */
export const updatePieceBodySchema = z
  .object({
    revision: z.number().int().min(0),
    kind: z.enum(PIECE_KINDS).optional(),
    language: z.enum(PIECE_LANGUAGES).optional(),
    section: text(MAGAZINE_LIMITS.sectionMax).min(1).optional(),
    title: text(MAGAZINE_LIMITS.titleMax).optional(),
    body: z.string().max(MAGAZINE_LIMITS.bodyMax).optional(),
  })
  .strict();
export type UpdatePieceBody = z.infer<typeof updatePieceBodySchema>;

export const PIECE_VIEWS = ['mine', 'desk', 'approved'] as const;
export const pieceListQuerySchema = pageQuerySchema.extend({ view: z.enum(PIECE_VIEWS).default('mine') }).strict();
export type PieceListQuery = z.infer<typeof pieceListQuerySchema>;

export const REVIEW_ACTIONS = ['RETURN', 'PASS'] as const;
export const pieceReviewBodySchema = z
  .object({ action: z.enum(REVIEW_ACTIONS), comment: text(MAGAZINE_LIMITS.commentMax).default('') })
  .strict();
export type PieceReviewBody = z.input<typeof pieceReviewBodySchema>;

export const pieceDecisionBodySchema = z
  .object({ approve: z.boolean(), reason: text(MAGAZINE_LIMITS.reasonMax).default('') })
  .strict();
export type PieceDecisionBody = z.input<typeof pieceDecisionBodySchema>;

export const pieceCommentBodySchema = z.object({ text: text(MAGAZINE_LIMITS.commentMax).min(1) }).strict();

export const pictureSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  caption: z.string(),
});
export type MagazinePicture = z.infer<typeof pictureSchema>;

/** What the caller may do with a piece now (the server decides; the web shows the matching buttons). */
export const pieceActionsSchema = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  review: z.boolean(),
  decide: z.boolean(),
  remove: z.boolean(),
});

export const pieceSchema = z.object({
  id: z.string(),
  kind: z.enum(PIECE_KINDS),
  language: z.enum(PIECE_LANGUAGES),
  section: z.string(),
  title: z.string(),
  body: z.string(),
  status: z.enum(PIECE_STATUSES),
  /** As it will be printed: the name, or "A student of Class 8" without a parent's consent. */
  credit: z.string(),
  /** The caller wrote it. */
  yours: z.boolean(),
  pictures: z.array(pictureSchema),
  issue: z.object({ id: z.string(), number: z.number().int(), title: z.string() }).nullable(),
  postId: z.string().nullable(),
  declineReason: z.string().nullable(),
  revision: z.number().int(),
  may: pieceActionsSchema,
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type MagazinePiece = z.infer<typeof pieceSchema>;
export const piecePageSchema = pageOf(pieceSchema);
export type MagazinePiecePage = z.infer<typeof piecePageSchema>;

export const pieceCommentSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export const pieceCommentListSchema = z.array(pieceCommentSchema);
export type PieceComment = z.infer<typeof pieceCommentSchema>;

export const pieceRevisionSchema = z.object({
  id: z.string(),
  editorName: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export const pieceRevisionListSchema = z.array(pieceRevisionSchema);
export type PieceRevision = z.infer<typeof pieceRevisionSchema>;

// Saved for the magazine -----------------------------------------------------------------------------------------

export const savedPostSchema = z.object({
  postId: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  credit: z.string(),
  juniorReport: z.boolean(),
  createdAt: z.string(),
  /** The piece made from it, if an editor did. */
  pieceId: z.string().nullable(),
});
export type SavedPost = z.infer<typeof savedPostSchema>;
export const savedPostPageSchema = pageOf(savedPostSchema);
export type SavedPostPage = z.infer<typeof savedPostPageSchema>;

export const fromPostBodySchema = z.object({ postId: uuid, section: text(MAGAZINE_LIMITS.sectionMax).min(1) }).strict();

// Issues ------------------------------------------------------------------------------------------------------------

export const createIssueBodySchema = z
  .object({ title: text(MAGAZINE_LIMITS.titleMax).min(1), number: z.number().int().min(1).max(100_000) })
  .strict();
export const updateIssueBodySchema = z
  .object({
    title: text(MAGAZINE_LIMITS.titleMax).min(1).optional(),
    number: z.number().int().min(1).max(100_000).optional(),
  })
  .strict();

/** The issue's pieces in reading order, each under a section of the magazine. */
export const placementBodySchema = z
  .object({
    pieces: z.array(z.object({ pieceId: uuid, section: text(MAGAZINE_LIMITS.sectionMax).min(1) }).strict()).max(200),
  })
  .strict();
export type PlacementBody = z.infer<typeof placementBodySchema>;

export const issueSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  status: z.enum(ISSUE_STATUSES),
  cover: pictureSchema.nullable(),
  pieceCount: z.number().int(),
  publishedAt: z.string().nullable(),
});
export type IssueSummary = z.infer<typeof issueSummarySchema>;
export const issueListSchema = z.array(issueSummarySchema);

/** An issue as the editors work on it: its placed pieces in order. */
export const editorIssueSchema = issueSummarySchema.extend({ pieces: z.array(pieceSchema) });
export type EditorIssue = z.infer<typeof editorIssueSchema>;

/** A published piece as members read it: credits only, never the author's account. */
export const publishedPieceSchema = z.object({
  id: z.string(),
  kind: z.enum(PIECE_KINDS),
  language: z.enum(PIECE_LANGUAGES),
  section: z.string(),
  title: z.string(),
  body: z.string(),
  credit: z.string(),
  pictures: z.array(pictureSchema),
});
export type PublishedPiece = z.infer<typeof publishedPieceSchema>;

export const publishedIssueSchema = z.object({
  id: z.string(),
  magazineName: z.string(),
  schoolName: z.string(),
  number: z.number().int(),
  title: z.string(),
  cover: pictureSchema.nullable(),
  publishedAt: z.string(),
  sections: z.array(z.object({ name: z.string(), pieces: z.array(publishedPieceSchema) })),
});
export type PublishedIssue = z.infer<typeof publishedIssueSchema>;

export const publishedIssueListSchema = z.object({
  magazineName: z.string(),
  schoolName: z.string(),
  issues: z.array(issueSummarySchema),
});
export type PublishedIssueList = z.infer<typeof publishedIssueListSchema>;

/** "A student of Class 8": how a student is credited without a parent's consent. */
export function anonymousStudentCredit(classLabel: string | null): string {
  return classLabel ? `A student of ${classLabel}` : 'A student';
}
