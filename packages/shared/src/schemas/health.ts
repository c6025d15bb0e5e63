/** Liveness and readiness answers for the load balancer. */
import { z } from 'zod';

export const livenessSchema = z.object({ status: z.literal('ok') });
/** Ready only when the database answers. */
export const readinessSchema = z.object({ database: z.literal('up') });
