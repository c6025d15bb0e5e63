/** Wire shapes every route shares (ARCHITECTURE.md §3). */
import { z } from 'zod';

/** Success envelope: `{ statusCode, message, body }`. */
export function envelope<T extends z.ZodType>(body: T) {
  return z.object({ statusCode: z.number().int(), message: z.string(), body });
}

/** A page of results; `page` is 0-based. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    last: z.boolean(),
  });
}

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const emptyBodySchema = z.object({}).strict();
/** The body of a success with nothing to return (`body: null`). */
export const emptyResultSchema = z.null();
export const okSchema = envelope(emptyResultSchema);
