/** The community core's API under /api: feeds, posts, likes, comments, and moderation (queue, switches, flags). */
import type { App } from '../../types';
import { approvalRoutes } from './approval.routes';
import { commentRoutes } from './comment.routes';
import type { CommunityServices } from './community.module';
import { feedRoutes } from './feed.routes';
import { likeRoutes } from './like.routes';
import { postRoutes } from './post.routes';
import { postFlagsRoutes } from './post-flags.routes';
import { settingsRoutes } from './settings.routes';

export function communityRoutes(app: App, services: CommunityServices): void {
  feedRoutes(app, services);
  postRoutes(app, services);
  likeRoutes(app, services);
  commentRoutes(app, services);
  approvalRoutes(app, services);
  settingsRoutes(app, services);
  postFlagsRoutes(app, services);
}
