/**
 * Community changes that cached pages must not outlive, carried by the invalidation bus (every API process when
 * Redis is configured). Services that publish, approve, decline, remove or delete posts emit after committing;
 * the shared caches (public feed pages, feed totals, the around lists) drop what they hold.
 */
import type { InvalidationBus } from '../../lib/invalidation-bus';

/** A post entered or left the published feeds (key: the post id). */
export const COMMUNITY_POSTS_CHANGED = 'community-posts';

export function emitPostChanged(bus: InvalidationBus | undefined, postId: string): void {
  bus?.emit(COMMUNITY_POSTS_CHANGED, postId);
}
