/** The development mail outbox (used when no SMTP server is configured). */
import { z } from 'zod';

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  /** What was attached (the files themselves stay in the outbox folder). */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })).default([]),
  sentAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxMailListSchema = z.array(outboxMailSchema);
