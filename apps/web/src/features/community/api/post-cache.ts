/**
 * Keeping every cached copy of a post in step: the reaction update of spec §4 replaces likesCount, likeEvent,
 * liked and commentCount; an edit replaces the post; a delete or report removes it from the lists.
 */
import type { Post, Reaction } from '@noticeboard/shared';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isPost = (value: Record<string, unknown>, postId: string) =>
  value.id === postId && typeof value.likesCount === 'number' && typeof value.slug === 'string';

/**
 * Returns `data` with every post whose id is `postId` changed by `change` (or left out when `change` returns
 * null), wherever it sits: infinite pages, arrays, a details object. Untouched branches keep their identity.
 */
export function updatePostEverywhere<T>(data: T, postId: string, change: (post: Post) => Post | null): T {
  const REMOVE = Symbol('remove');
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      let changed = false;
      const next: unknown[] = [];
      for (const item of value) {
        const updated = visit(item);
        if (updated !== item) changed = true;
        if (updated !== REMOVE) next.push(updated);
      }
      return changed ? next : value;
    }
    if (!isRecord(value)) return value;
    if (isPost(value, postId)) {
      const updated = change(value as unknown as Post);
      return updated === null ? REMOVE : updated;
    }
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const updated = visit(item);
      if (updated !== item) changed = true;
      next[key] = updated === REMOVE ? null : updated;
    }
    return changed ? next : value;
  };
  const result = visit(data);
  return (result === REMOVE ? null : result) as T;
}

/** The server's reaction replaces the four fields; nothing else of the post changes. */
export function applyReaction(reaction: Reaction) {
  return (post: Post): Post => {
    if (
      post.likesCount === reaction.likesCount &&
      post.liked === reaction.liked &&
      post.likeEvent === reaction.likeEvent &&
      post.commentCount === reaction.commentCount
    ) {
      return post;
    }
    return {
      ...post,
      likesCount: reaction.likesCount,
      likeEvent: reaction.likeEvent,
      liked: reaction.liked,
      commentCount: reaction.commentCount,
    };
  };
}

/** The optimistic guess before the server answers: flip `liked`, move the count by one, never below zero. */
export function optimisticLike(liked: boolean) {
  return (post: Post): Post => {
    if (post.liked === liked) return post;
    return { ...post, liked, likeEvent: liked, likesCount: Math.max(0, post.likesCount + (liked ? 1 : -1)) };
  };
}

/** A comment added or deleted moves the post's comment count. */
export function moveCommentCount(delta: number) {
  return (post: Post): Post => ({ ...post, commentCount: Math.max(0, post.commentCount + delta) });
}
