/**
 * "Share your Noticeboard story" (issue 21 §4): a signed-in person tells the Noticeboard team how they use
 * Noticeboard, in words and an optional picture. The team (Noticeboard's operators) approves or declines each story.
 */
import { z } from 'zod';

export const USER_STORY_MIN_LENGTH = 50;
export const USER_STORY_MAX_LENGTH = 2000;

export const USER_STORY_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type UserStoryStatus = (typeof USER_STORY_STATUSES)[number];

export const USER_STORY_STATUS_LABELS: Record<UserStoryStatus, string> = {
  PENDING: 'Waiting for the Noticeboard team',
  APPROVED: 'Approved',
  REJECTED: 'Not approved',
};

export const USER_STORY_PATHS = {
  /** POST (multipart: `story`, optional `picture`) to send one; GET for one's own stories. */
  stories: '/user-stories',
  /** GET one's own story's picture. */
  picture: '/user-stories/:id/picture',
} as const;

export const USER_STORY_MESSAGES = {
  tooShort: `Please write at least ${USER_STORY_MIN_LENGTH} characters so the team can understand your story.`,
  tooLong: `Please keep your story to ${USER_STORY_MAX_LENGTH.toLocaleString('en-IN')} characters or fewer.`,
  sent: 'Thank you! Your story is with the Noticeboard team.',
  alreadyPending:
    'You already have a story waiting for the Noticeboard team. You can send another one once they have read it.',
  pictureKind: 'The picture must be a photo (JPEG, PNG or WebP).',
} as const;

/** The words of a story: trimmed, 50 to 2,000 characters. */
export const userStoryTextSchema = z
  .string({ error: USER_STORY_MESSAGES.tooShort })
  .trim()
  .min(USER_STORY_MIN_LENGTH, { error: USER_STORY_MESSAGES.tooShort })
  .max(USER_STORY_MAX_LENGTH, { error: USER_STORY_MESSAGES.tooLong });

/** The text fields of the multipart form (the picture is the optional file part `picture`). */
export const userStoryFieldsSchema = z.object({ story: userStoryTextSchema }).strict();
export type UserStoryFields = z.infer<typeof userStoryFieldsSchema>;

export const userStoryParamsSchema = z.object({ id: z.uuid() });

/** A story as its author sees it. */
export const userStorySchema = z.object({
  id: z.uuid(),
  story: z.string(),
  status: z.enum(USER_STORY_STATUSES),
  /** `/api/user-stories/{id}/picture` when a picture was sent, for its author only. */
  pictureUrl: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type UserStory = z.infer<typeof userStorySchema>;

/** One's own stories, newest first, and whether the consent ledger stops one sending a story now (a student whose parent has not agreed). */
export const userStoryOverviewSchema = z.object({
  stories: z.array(userStorySchema),
  consentRequired: z.boolean(),
});
export type UserStoryOverview = z.infer<typeof userStoryOverviewSchema>;
