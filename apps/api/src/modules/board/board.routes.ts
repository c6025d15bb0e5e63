/** The boards a school can follow (spec §7 "board" endpoint), for sign-up and school settings. */
import { ACCESS, BOARD_LABELS, BOARDS, boardListSchema } from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';

export function boardRoutes(app: App): void {
  const route = routeDefiner(app, { tags: ['region'] });
  route('GET /backend/boards', {
    access: ACCESS.open('the signup form needs countries, states, cities and boards'),
    errors: [],
    summary: 'Education boards',
    response: boardListSchema,
    message: 'Boards',
    handler: ({ reply }) => {
      // The list changes only with a release.
      reply.header('cache-control', 'public, max-age=86400');
      return BOARDS.map((id) => ({ id, name: BOARD_LABELS[id] }));
    },
  });
}
