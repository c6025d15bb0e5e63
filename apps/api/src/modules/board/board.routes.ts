/** The boards a school can follow (spec §7 "board" endpoint), for sign-up and school settings. */
import { BOARD_LABELS, BOARDS, envelope } from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { App } from '../../types';

const boardListSchema = z.array(z.object({ id: z.enum(BOARDS), name: z.string() }));

export function boardRoutes(app: App): void {
  app.get(
    '/backend/boards',
    { schema: { tags: ['region'], summary: 'Education boards', response: { 200: envelope(boardListSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(
        'Boards',
        BOARDS.map((id) => ({ id, name: BOARD_LABELS[id] })),
      );
    },
  );
}
