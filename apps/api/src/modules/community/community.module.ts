/**
 * Composition root of the community core: posts, feeds, likes, comments, the approval queue, the school's
 * switches and the per-post flags. The community's other modules (collabs, forums, library, around, attachments,
 * reports) use its exports: the services, and the shared reads (a post the caller may see, posts presented).
 */
import type { Infrastructure, Module } from '../module';
import type { NotificationExports } from '../notification/notification.module';
import { ApprovalService } from './approval.service';
import { CommentService } from './comment.service';
import { communityRoutes } from './community.routes';
import { emitPostChanged } from './community-events';
import { FeedService } from './feed.service';
import { LikeService } from './like.service';
import { presentPosts, presentViewerPosts } from './post.presenter';
import { type PostLinkPreviews, PostService } from './post.service';
import { PostFlagsService } from './post-flags.service';
import { type WritingCheck, writingCheckOn } from './post-rules';
import { visiblePost, visiblePostBySlug } from './post-visibility';
import { SettingsService } from './settings.service';

export interface CommunityUses {
  /** Finds the link preview a post keeps (the attachments' link-preview service). */
  linkPreviews: PostLinkPreviews;
  /** Tells authors of moderators' decisions and of comments, inside the change's transaction. */
  notifications: NotificationExports['notifications'];
}

export interface CommunityServices {
  posts: PostService;
  feeds: FeedService;
  likes: LikeService;
  comments: CommentService;
  approvals: ApprovalService;
  settings: SettingsService;
  flags: PostFlagsService;
}

export interface CommunityExports extends CommunityServices {
  /** The post if the caller may see it, else the 404 of a missing post. */
  visiblePost: typeof visiblePost;
  visiblePostBySlug: typeof visiblePostBySlug;
  /** Post rows → wire posts for a viewer. */
  presentPosts: typeof presentPosts;
  presentViewerPosts: typeof presentViewerPosts;
  /** Refuses (with the dialog's code) a member who may not post or comment now (the app's clock). */
  assertMayWrite: WritingCheck;
  /** A post entered, changed in or left the published feeds: every process drops its cached pages. */
  postChanged(postId: string): void;
}

export function createCommunityModule(infra: Infrastructure, uses: CommunityUses): Module<CommunityExports> {
  const { db, bus, storage, mailer, log, clock } = infra;
  const assertMayWrite = writingCheckOn(clock);
  const services: CommunityServices = {
    posts: new PostService(db, storage, bus, assertMayWrite, uses.linkPreviews),
    feeds: new FeedService(db, bus),
    likes: new LikeService(db),
    comments: new CommentService(db, assertMayWrite, uses.notifications),
    approvals: new ApprovalService(db, mailer, storage, log, bus, uses.notifications),
    settings: new SettingsService(db, bus),
    flags: new PostFlagsService(db, bus),
  };
  return {
    name: 'community',
    routes: (app) => communityRoutes(app, services),
    exports: {
      ...services,
      visiblePost,
      visiblePostBySlug,
      presentPosts,
      presentViewerPosts,
      assertMayWrite,
      postChanged: (postId) => emitPostChanged(bus, postId),
    },
  };
}
