/**
 * Contract additions of the community posts API (create/edit/delete, feeds, details, likes, comments):
 * the like body, the details query and the posting-refusal error body the web turns into a dialog.
 */
import { z } from 'zod';

/** Like (true) or unlike (false); sending the same value twice changes nothing. */
export const likeBodySchema = z.object({ liked: z.boolean() }).strict();
export type LikeBody = z.infer<typeof likeBodySchema>;

export const postBySlugQuerySchema = z.object({ slug: z.string().trim().min(1).max(200) });

export const POSTING_DIALOGS = ['SUBSCRIPTION_REQUIRED', 'POSTING_RESTRICTED', 'CONSENT_REQUIRED'] as const;
export type PostingDialogKind = (typeof POSTING_DIALOGS)[number];

/** The 403 answer when a member may not post or comment now: `dialog` names what the web shows. */
export const postingRefusalSchema = z.object({
  statusCode: z.literal(403),
  error: z.string(),
  message: z.string(),
  dialog: z.enum(POSTING_DIALOGS),
  /** POSTING_RESTRICTED: when the restriction lifts. */
  until: z.string().optional(),
});
export type PostingRefusalBody = z.infer<typeof postingRefusalSchema>;
