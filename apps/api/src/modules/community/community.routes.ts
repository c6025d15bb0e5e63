/** The community posts API (create/edit/delete, feeds, details, likes, comments), under /api. */
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';
import { commentRoutes } from './comment.routes';
import { CommentService } from './comment.service';
import { feedRoutes } from './feed.routes';
import { FeedService } from './feed.service';
import { likeRoutes } from './like.routes';
import { LikeService } from './like.service';
import { postRoutes } from './post.routes';
import { PostService } from './post.service';

export interface CommunityServices {
  posts: PostService;
  feeds: FeedService;
  likes: LikeService;
  comments: CommentService;
}

export function createCommunityServices(
  deps: Pick<RouteDeps, 'db' | 'storage' | 'bus' | 'services'>,
): CommunityServices {
  return {
    posts: new PostService(deps.db, deps.storage, deps.services.linkPreviews),
    feeds: new FeedService(deps.db, deps.bus),
    likes: new LikeService(deps.db),
    comments: new CommentService(deps.db),
  };
}

export function communityRoutes(app: App, deps: RouteDeps): void {
  const services = createCommunityServices(deps);
  feedRoutes(app, services);
  postRoutes(app, services);
  likeRoutes(app, services);
  commentRoutes(app, services);
}
