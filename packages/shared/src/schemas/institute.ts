/** Institutes, their public profile and their members. */
import { z } from 'zod';
import { BOARDS, INDIVIDUAL_USER_TYPES, SECTION_TYPES, STUDENT_CLASSES, USER_TYPES } from '../constants';
import { emailSchema, phoneSchema } from '../validators';
import { pageQuerySchema } from './common';
import { VERIFICATION_EVIDENCE } from './school-verification';

/** What anyone may see of an institution (profiles are public). */
export const institutePublicSchema = z.object({
  id: z.string(),
  name: z.string(),
  customUrl: z.string(),
  board: z.enum(BOARDS),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /**
   * True only once a Noticeboard operator has checked the school's evidence (UDISE code or affiliation number);
   * a confirmed email never sets it (docs/architecture.md, "School verification").
   */
  verified: z.boolean(),
  /** When the operator verified the school, and against what; both null while `verified` is false. */
  verifiedAt: z.string().nullable(),
  verifiedWith: z.enum(VERIFICATION_EVIDENCE).nullable(),
  memberCounts: z.object({ students: z.number().int(), faculty: z.number().int(), admins: z.number().int() }),
  createdAt: z.string(),
});
export type InstitutePublic = z.infer<typeof institutePublicSchema>;

export const MEMBER_ROLES = ['FACULTY', 'ADMIN', 'CANDIDATE'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  userType: z.enum(INDIVIDUAL_USER_TYPES).nullable(),
  customUrl: z.string(),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  section: z.enum(SECTION_TYPES).nullable(),
  /** PENDING until the member has set a password from their emailed link. */
  status: z.enum(['ACTIVE', 'PENDING']),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

const memberNameSchema = z.string().trim().min(2, 'Name must be at least 2 characters').max(120);

export const addMemberBodySchema = z.discriminatedUnion('role', [
  z
    .object({ role: z.literal('FACULTY'), name: memberNameSchema, email: emailSchema, phone: phoneSchema.optional() })
    .strict(),
  z
    .object({ role: z.literal('ADMIN'), name: memberNameSchema, email: emailSchema, phone: phoneSchema.optional() })
    .strict(),
  z
    .object({
      role: z.literal('CANDIDATE'),
      name: memberNameSchema,
      email: emailSchema,
      studentClass: z.enum(STUDENT_CLASSES),
      section: z.enum(SECTION_TYPES),
    })
    .strict(),
]);
export type AddMemberBody = z.infer<typeof addMemberBodySchema>;

export const updateMemberBodySchema = z
  .object({
    name: memberNameSchema.optional(),
    studentClass: z.enum(STUDENT_CLASSES).optional(),
    section: z.enum(SECTION_TYPES).optional(),
  })
  .strict();

export const memberListQuerySchema = pageQuerySchema.extend({
  role: z.enum(MEMBER_ROLES).optional(),
  search: z.string().trim().max(80).optional(),
});

export const memberIdParamsSchema = z.object({ id: z.uuid() });

/** A user's or a school's public address (`/user/profile/:customUrl`, `/institute/public/:customUrl`). */
export const profileUrlParamsSchema = z.object({ customUrl: z.string().trim().min(1).max(60) });

/** A user's profile as other signed-in users see it: no email, no phone. */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(USER_TYPES),
  userType: z.enum(INDIVIDUAL_USER_TYPES).nullable(),
  customUrl: z.string(),
  instituteName: z.string().nullable(),
  instituteCustomUrl: z.string().nullable(),
  studentClass: z.enum(STUDENT_CLASSES).nullable(),
  section: z.enum(SECTION_TYPES).nullable(),
  isSelf: z.boolean(),
  memberSince: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
