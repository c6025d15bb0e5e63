/** Countries, states and cities for address forms. */
import { z } from 'zod';
import { BOARDS } from '../constants';

export const regionSchema = z.object({ id: z.string(), name: z.string() });
export type Region = z.infer<typeof regionSchema>;
export const regionListSchema = z.array(regionSchema);
export const regionIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(12)
    .regex(/^[A-Za-z0-9-]+$/),
});

/** The education boards a school can follow (sign-up and school settings). */
export const boardListSchema = z.array(z.object({ id: z.enum(BOARDS), name: z.string() }));
