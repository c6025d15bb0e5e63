/** An institute's own community categories beside the global ones (`/category`). */
import { z } from 'zod';

export const categorySchema = z.object({
  /** Null for the global categories, which cannot be changed. */
  id: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  global: z.boolean(),
  createdAt: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

export const categoryNameSchema = z
  .string()
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(40, 'Name must be at most 40 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} &'-]*$/u, 'Use letters, digits, spaces, hyphens, & and apostrophes');

export const categoryBodySchema = z.object({ name: categoryNameSchema }).strict();
export type CategoryBody = z.infer<typeof categoryBodySchema>;

export const categoryIdParamsSchema = z.object({ id: z.uuid() });
