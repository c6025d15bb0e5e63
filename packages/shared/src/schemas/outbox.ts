/** The development mail outbox (used when no SMTP server is configured). */
import { z } from 'zod';

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The HTML part, when the mail has one (newsletters). */
  html: z.string().optional(),
  /** Extra headers sent (List-Unsubscribe …). */
  headers: z.record(z.string(), z.string()).optional(),
  /** The mail's Message-ID, when the sender fixed one (the same mail sent again replaces its record). */
  messageId: z.string().optional(),
  links: z.array(z.string()),
  /** What was attached (the files themselves stay in the outbox folder). */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })).default([]),
  sentAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxMailListSchema = z.array(outboxMailSchema);
