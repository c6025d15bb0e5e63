/**
 * What a school's moderators switch on a published post of their school (spec §4): global visibility (only
 * while the school's global visibility is on; GLOBAL ⇄ inside the school, and the presented
 * `globalvisibility`/`canChangeVisibility` pair follows), featured, and saved to the school magazine.
 * Every real change writes post history with before/after and, after the commit, drops the feeds' cached pages;
 * setting a flag to what it already is changes nothing.
 */
import type { Post, PostVisibility } from '@noticeboard/shared';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { Actor } from '../../plugins/auth';
import { type LockedPost, moderatorName, type PostStateChange, updatePost } from './approval.repository';
import { emitPostChanged } from './community-events';
import { assertAllowed, flagRefusal, visibilityChangeRefusal } from './post.policy';
import { presentPosts } from './post.presenter';
import { findPostById } from './post.repository';
import { recordPostHistory } from './post-history.repository';
import { moderatedPostOf, moderatedSchoolOf } from './post-rules';
import { settingsOf } from './settings.repository';

interface FlagChange {
  /** Null when the post already is as asked. */
  change: PostStateChange | null;
  action: string;
  summary: (name: string) => string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Where a post published inside the school goes back to when it stops being global. */
function insideSchool(post: LockedPost): PostVisibility {
  return post.requestedVisibility === 'SPECIFIC_GROUP' ? 'SPECIFIC_GROUP' : 'INSTITUTE';
}

export class PostFlagsService {
  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
  ) {}

  async setGlobal(actor: Actor, postId: string, global: boolean): Promise<Post> {
    return this.apply(actor, postId, async (tx, post, instituteId) => {
      assertAllowed(visibilityChangeRefusal(post, (await settingsOf(tx, instituteId)).globalVisibility));
      const visibility = global ? 'GLOBAL' : insideSchool(post);
      return {
        change: post.visibility === visibility ? null : { visibility },
        action: global ? 'post.made-global' : 'post.made-institute-only',
        summary: (name) =>
          global ? `${name} shared the post with all communities` : `${name} kept the post inside the school`,
        before: { visibility: post.visibility },
        after: { visibility },
      };
    });
  }

  async setFeatured(actor: Actor, postId: string, featured: boolean): Promise<Post> {
    return this.apply(actor, postId, async (_tx, post) => ({
      change: post.featured === featured ? null : { featured },
      action: featured ? 'post.featured' : 'post.unfeatured',
      summary: (name) => (featured ? `${name} featured the post` : `${name} stopped featuring the post`),
      before: { featured: post.featured },
      after: { featured },
    }));
  }

  async setMagazine(actor: Actor, postId: string, saved: boolean): Promise<Post> {
    return this.apply(actor, postId, async (_tx, post) => ({
      change: post.savedToMagazine === saved ? null : { savedToMagazine: saved },
      action: saved ? 'post.saved-to-magazine' : 'post.removed-from-magazine',
      summary: (name) =>
        saved ? `${name} saved the post to the school magazine` : `${name} took the post out of the school magazine`,
      before: { savedToMagazine: post.savedToMagazine },
      after: { savedToMagazine: saved },
    }));
  }

  /** Locks the school's published post, applies the change with its history, and presents the result. */
  private async apply(
    actor: Actor,
    postId: string,
    decide: (tx: Tx, post: LockedPost, instituteId: string) => Promise<FlagChange>,
  ): Promise<Post> {
    const instituteId = await moderatedSchoolOf(this.db, actor);
    const { row, changed } = await this.db.transaction(async (tx) => {
      const post = await moderatedPostOf(tx, instituteId, postId);
      assertAllowed(flagRefusal(post));
      const flag = await decide(tx, post, instituteId);
      if (flag.change) {
        await updatePost(tx, post.id, flag.change);
        const name = await moderatorName(tx, actor.id);
        await recordPostHistory(tx, {
          postId: post.id,
          actorId: actor.id,
          actorName: name,
          action: flag.action,
          summary: flag.summary(name),
          before: flag.before,
          after: flag.after,
        });
      }
      return { row: await findPostById(tx, post.id), changed: flag.change !== null };
    });
    // Feeds show the flags: their cached pages are dropped when one really changed.
    if (changed) emitPostChanged(this.bus, postId);
    if (!row) throw notFound();
    const [presented] = await presentPosts(this.db, actor, [row]);
    if (!presented) throw notFound();
    return presented;
  }
}
