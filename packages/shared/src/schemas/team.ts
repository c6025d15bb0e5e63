/** Faculty, institute admins, the approval committee and the history pages (spec §7 "Auth and users"). */
import { z } from 'zod';
import { SECTION_TYPES, STUDENT_CLASSES } from '../constants';
import { emailSchema, phoneSchema } from '../validators';
import { pageOf, pageQuerySchema } from './common';

export const STAFF_ROLES = ['FACULTY', 'ADMIN'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** PENDING: invited, no password yet; DEACTIVATED: disabled by the school (their work stays). */
export const STAFF_STATUSES = ['ACTIVE', 'PENDING', 'DEACTIVATED'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  customUrl: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  inCommittee: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(80).optional(),
  status: z.enum(['ACTIVE', 'DEACTIVATED']).default('ACTIVE'),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

const staffNameSchema = z.string().trim().min(2, 'Name must be at least 2 characters').max(120);

export const addStaffBodySchema = z
  .object({ name: staffNameSchema, email: emailSchema, phone: phoneSchema.optional() })
  .strict();
export type AddStaffBody = z.infer<typeof addStaffBodySchema>;

export const updateStaffBodySchema = z
  .object({ name: staffNameSchema.optional(), phone: phoneSchema.nullable().optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.phone !== undefined, { message: 'Nothing to change' });
export type UpdateStaffBody = z.infer<typeof updateStaffBodySchema>;

export const staffIdParamsSchema = z.object({ id: z.uuid() });

/** One class-section subject a faculty member teaches. */
export const teachingSchema = z.object({
  id: z.string(),
  studentClass: z.enum(STUDENT_CLASSES),
  section: z.enum(SECTION_TYPES),
  subjectId: z.string(),
  subjectName: z.string(),
});
export type Teaching = z.infer<typeof teachingSchema>;

export const committeeMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** The school account's only; the school's other people see who sits, not how to mail them. */
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  addedAt: z.string(),
});
export type CommitteeMember = z.infer<typeof committeeMemberSchema>;

export const committeeInstituteParamsSchema = z.object({ instituteId: z.uuid() });
export const committeeUserParamsSchema = z.object({ userId: z.uuid() });
export const addCommitteeMemberBodySchema = z.object({ userId: z.uuid() }).strict();

/** One line of a history page: who did what, when. */
export const historyEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type HistoryEvent = z.infer<typeof historyEventSchema>;

export const historyQuerySchema = pageQuerySchema;

// The lists the team and committee routes answer.
export const staffPageSchema = pageOf(staffMemberSchema);
export const teachingListSchema = z.array(teachingSchema);
export const committeeMemberListSchema = z.array(committeeMemberSchema);
export const historyEventPageSchema = pageOf(historyEventSchema);
