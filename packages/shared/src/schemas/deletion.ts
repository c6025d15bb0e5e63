/**
 * Account deletion with its countdown (issue 20 §2, spec §4 and §7 "profile deletion status, request and cancel").
 * A request schedules the deletion `ACCOUNT_DELETION_DEFAULT_DELAY_SECONDS` later (the server's configuration);
 * until then the person can only read their details, the status, cancel and sign out.
 */
import { z } from 'zod';
import { ACCOUNT_DELETION_SCOPES, deletionReasonSchema } from './privacy';

/** Spec §4 gives no length; three days leave time to change one's mind (ACCOUNT_DELETION_DELAY_SECONDS overrides). */
export const ACCOUNT_DELETION_DEFAULT_DELAY_SECONDS = 72 * 60 * 60;
export const DELETION_REASON_TEXT_MAX = 500;

export const DELETION_PATHS = {
  status: '/profile/deletion-status',
  request: '/profile/deletion',
  cancel: '/profile/deletion/cancel',
} as const;

/** Spec §8's dialog, and the words of the refusal the API answers during the countdown. */
export const DELETION_MESSAGES = {
  dialogTitle: 'Account Scheduled for Deletion',
  dialogBody:
    'This account is being deactivated and will be permanently deleted when the countdown ends. It cannot be used in the meantime.',
  refused: 'This account is scheduled for deletion and cannot be used unless the deletion is cancelled',
  scheduled: 'Account scheduled for deletion',
  cancelled: 'Deletion cancelled',
} as const;

export const deletionRequestBodySchema = z
  .object({
    /** Whose account: absent for one's own; a student's id when their school asks on the parent's behalf. */
    user: z.uuid().optional(),
    reason: deletionReasonSchema,
    reasonText: z.string().trim().max(DELETION_REASON_TEXT_MAX).optional(),
    /** The requester's own password, entered again. */
    password: z.string().min(1, 'Enter your password').max(128),
    /** A school account deleting its whole school types the school's name (checked by the server). */
    confirmName: z.string().trim().max(200).optional(),
  })
  .strict()
  .refine((body) => body.reason !== 'OTHER' || (body.reasonText ?? '').length >= 3, {
    message: 'Tell us the reason in a few words',
    path: ['reasonText'],
  });
export type DeletionRequestBody = z.input<typeof deletionRequestBodySchema>;
export type DeletionRequestInput = z.output<typeof deletionRequestBodySchema>;

export const deletionStatusQuerySchema = z.object({ user: z.uuid() }).strict();
export type DeletionStatusQuery = z.infer<typeof deletionStatusQuerySchema>;

export const deletionCancelBodySchema = z.object({ user: z.uuid().optional() }).strict();
export type DeletionCancelBody = z.infer<typeof deletionCancelBodySchema>;

/** Who asked: the person, their school (for a student, on the parent's request), or their school for the whole school. */
export const DELETION_REQUESTERS = ['SELF', 'SCHOOL', 'SCHOOL_CLOSING'] as const;
export type DeletionRequester = (typeof DELETION_REQUESTERS)[number];

export const scheduledDeletionSchema = z.object({
  id: z.string(),
  scope: z.enum(ACCOUNT_DELETION_SCOPES),
  reason: deletionReasonSchema,
  requestedBy: z.enum(DELETION_REQUESTERS),
  requestedAt: z.string(),
  scheduledFor: z.string(),
  /** The caller may call it off (the requester; a student cannot undo their school's request). */
  canCancel: z.boolean(),
});
export type ScheduledDeletion = z.infer<typeof scheduledDeletionSchema>;

export const deletionStatusSchema = z.object({
  userId: z.string(),
  /** The running deletion, or null when none is scheduled. */
  deletion: scheduledDeletionSchema.nullable(),
  /** The server's clock when answering, so a countdown is not thrown off by a wrong clock on the device. */
  now: z.string(),
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;
