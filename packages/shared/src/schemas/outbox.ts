/** The development mail outbox (used when no SMTP server is configured). */
import { z } from 'zod';

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  sentAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxMailListSchema = z.array(outboxMailSchema);
