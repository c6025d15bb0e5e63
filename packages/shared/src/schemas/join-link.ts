/**
 * Class join links (issue 21 §4, spec §2 `/user-auto-registration/{slug}`): the school account shares a link for a
 * class (and optionally a section); a student or teacher opens it, fills in their details and joins after the school
 * approves, or at once when the link says so. And `/community-member/verify`: the emailed link that confirms a person
 * the school invited (or one who joined through a link) before they set their password and sign in.
 */
import { z } from 'zod';
import { SECTION_TYPES, STUDENT_CLASSES } from '../constants';
import { emailSchema, passwordSchema } from '../validators';
import { dateOfBirthSchema } from './candidate';
import { policiesAcceptedSchema } from './policy';

export const JOIN_LINK_ROLES = ['CANDIDATE', 'FACULTY'] as const;
export type JoinLinkRole = (typeof JOIN_LINK_ROLES)[number];
export const JOIN_LINK_ROLE_LABELS: Record<JoinLinkRole, string> = { CANDIDATE: 'Students', FACULTY: 'Teachers' };

export const JOIN_LINK_DEFAULT_DAYS = 7;
export const JOIN_LINK_MAX_DAYS = 90;
export const JOIN_LINK_MAX_USES = 1000;

export const JOIN_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

export const JOIN_LINK_PATHS = {
  /** The school's links: GET the list, POST a new one. */
  links: '/join-links',
  /** DELETE revokes a link. */
  link: '/join-links/:id',
  /** The school's waiting requests (GET). */
  requests: '/join-links/requests',
  approve: '/join-links/requests/:id/approve',
  decline: '/join-links/requests/:id/decline',
  /** Open: GET what the link joins, POST the person's details. */
  open: '/user-auto-registration/:slug',
  /** Open: GET previews an invitation's token (?token=), POST confirms it. */
  verify: '/community-member/verify',
} as const;

export const JOIN_LINK_MESSAGES = {
  expired: 'This join link has expired. Ask your school for a new one.',
  waiting: 'Thank you! Your school will look at your request. We will email you when they decide.',
  joined: 'Welcome! Check your email for a link to confirm your address, then sign in.',
  pendingAlready: 'A request with this email is already waiting for this school.',
  parentNeeded: 'Ask a parent or guardian for their email: we ask them to agree before you use Noticeboard.',
  classNotRun: 'Choose a class and section your school runs.',
  classNeeded: 'Choose the class this link is for.',
  invitationExpired: 'This invitation has expired or was already used. Ask your school to send the invitation again.',
} as const;

const nameSchema = z.string().trim().min(2, 'Name must be at least 2 characters').max(120);

export const createJoinLinkBodySchema = z
  .object({
    role: z.enum(JOIN_LINK_ROLES),
    /** Students: the class they join (required); teachers: the class the link is shared in, if any. */
    studentClass: z.enum(STUDENT_CLASSES).nullable().default(null),
    section: z.enum(SECTION_TYPES).nullable().default(null),
    needsApproval: z.boolean().default(true),
    expiresInDays: z.number().int().min(1).max(JOIN_LINK_MAX_DAYS).default(JOIN_LINK_DEFAULT_DAYS),
    maxUses: z.number().int().min(1).max(JOIN_LINK_MAX_USES).nullable().default(null),
  })
  .strict()
  .refine((body) => body.role !== 'CANDIDATE' || body.studentClass !== null, {
    message: JOIN_LINK_MESSAGES.classNeeded,
    path: ['studentClass'],
  });
export type CreateJoinLinkBody = z.input<typeof createJoinLinkBodySchema>;

export const JOIN_LINK_STATES = ['ACTIVE', 'EXPIRED', 'REVOKED', 'USED_UP'] as const;
export type JoinLinkState = (typeof JOIN_LINK_STATES)[number];

/** A link as the school sees it. */
export const joinLinkSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  /** The page to share: `{publicUrl}/user-auto-registration/{slug}`. */
  url: z.string(),
  role: z.enum(JOIN_LINK_ROLES),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  section: z.enum(SECTION_TYPES).nullable(),
  needsApproval: z.boolean(),
  expiresAt: z.string(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  pending: z.number().int(),
  state: z.enum(JOIN_LINK_STATES),
  createdAt: z.string(),
});
export type JoinLink = z.infer<typeof joinLinkSchema>;
export const joinLinkListSchema = z.array(joinLinkSchema);

export const joinLinkIdParamsSchema = z.object({ id: z.uuid() });
export const joinLinkSlugParamsSchema = z.object({ slug: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/) });

/** What the open page shows: the school's name and the class, nothing about its people. */
export const joinLinkPreviewSchema = z.object({
  instituteName: z.string(),
  role: z.enum(JOIN_LINK_ROLES),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  section: z.enum(SECTION_TYPES).nullable(),
  needsApproval: z.boolean(),
  expiresAt: z.string(),
});
export type JoinLinkPreview = z.infer<typeof joinLinkPreviewSchema>;

export const joinRegistrationBodySchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    /** Students only (the consent rules need it); refused for a teacher's link by the service. */
    dateOfBirth: dateOfBirthSchema.optional(),
    /** A student under 18: the parent asked to agree, as when the school adds a child. */
    parentName: nameSchema.optional(),
    parentEmail: emailSchema.optional(),
    acceptsPolicies: policiesAcceptedSchema,
  })
  .strict();
export type JoinRegistrationBody = z.infer<typeof joinRegistrationBodySchema>;

export const joinRegistrationResultSchema = z.object({ status: z.enum(['PENDING', 'JOINED']) });
export type JoinRegistrationResult = z.infer<typeof joinRegistrationResultSchema>;

/** A request waiting for the school (or decided). */
export const joinRequestSchema = z.object({
  id: z.uuid(),
  linkId: z.uuid(),
  role: z.enum(JOIN_LINK_ROLES),
  name: z.string(),
  email: z.string(),
  dateOfBirth: z.string().nullable(),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  section: z.enum(SECTION_TYPES).nullable(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  createdAt: z.string(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;
export const joinRequestListSchema = z.array(joinRequestSchema);
export const joinRequestIdParamsSchema = z.object({ id: z.uuid() });
export const joinRequestListQuerySchema = z.object({ status: z.enum(JOIN_REQUEST_STATUSES).default('PENDING') });

export const memberVerifyQuerySchema = z.object({ token: z.string().min(20).max(200) });
export const memberVerifyBodySchema = z
  .object({
    token: z.string().min(20).max(200),
    /** The school's custom URL when the page knows it: a token of another school is refused. */
    school: z.string().trim().min(1).max(80).optional(),
  })
  .strict();

export const memberVerifyPreviewSchema = z.object({
  instituteName: z.string(),
  instituteCustomUrl: z.string(),
  role: z.enum(['CANDIDATE', 'FACULTY', 'ADMIN']),
  name: z.string(),
  email: z.string(),
  /** A person who joined through a link chose a password already: confirming is the last step before signing in. */
  hasPassword: z.boolean(),
});
export type MemberVerifyPreview = z.infer<typeof memberVerifyPreviewSchema>;

/** After confirming: set a password with the same token on /reset-password, or sign in. */
export const memberVerifyResultSchema = z.object({
  next: z.enum(['SET_PASSWORD', 'SIGN_IN']),
  email: z.string(),
  instituteCustomUrl: z.string(),
});
export type MemberVerifyResult = z.infer<typeof memberVerifyResultSchema>;
