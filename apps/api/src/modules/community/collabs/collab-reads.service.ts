/**
 * Reading collabs: the lists (published, the caller's own, the school's tracker), one collab's page and its
 * updates, and the visibility check every write starts from (a hidden collab is the 404 of a missing one).
 */
import {
  COLLAB_MESSAGES,
  type Collab,
  type CollabCard,
  type CollabListQuery,
  type CollabStatus,
  type CollabTrackerCounts,
  categorySlug,
  type Post,
} from '@noticeboard/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../../lib/paging';
import type { Actor } from '../../../plugins/auth';
import { findInstituteByCustomUrl } from '../../institute/institute.repository';
import type { CommunityExports } from '../community.module';
import { moderates } from '../member-standing.repository';
import { countPosts, selectPosts } from '../post.repository';
import { type CollabScope, type CollabViewer, canSeeCollab, teamKindFor } from './collab.policy';
import { coverUrlOf, presentCard, presentCollab } from './collab.presenter';
import {
  type CollabRow,
  collabPostsWhere,
  countCollabs,
  countSchoolCollabsByStatus,
  coverKeysOf,
  findCollabById,
  findCollabBySlug,
  latestEvaluationOf,
  newestPublishedFirst,
  newestUpdateFirst,
  onTeamWhere,
  postCountsOf,
  publishedCollabsWhere,
  schoolCollabsWhere,
  selectCollabs,
} from './collab.repository';
import { memberKindOf, teamsOf } from './collab-team.repository';

export const collabNotFound = () => notFound(COLLAB_MESSAGES.collabNotFound);

export type PageQuery = { page: number; size: number };

/** A collab the caller may see, with their place on it. */
export interface VisibleCollab {
  row: CollabRow;
  viewer: CollabViewer;
}

export class CollabReadService {
  constructor(
    private readonly db: Db,
    private readonly community: Pick<CommunityExports, 'presentPosts'>,
  ) {}

  /** Published collabs the viewer may see, newest published first; one school's with `customUrl`. */
  async list(viewer: Actor | null, query: CollabListQuery): Promise<Page<CollabCard>> {
    let instituteId: string | undefined;
    if (query.customUrl) {
      const school = await findInstituteByCustomUrl(this.db, query.customUrl);
      if (!school) throw notFound('School not found');
      instituteId = school.id;
    }
    const where = publishedCollabsWhere(viewer, {
      instituteId,
      categorySlug: query.category ? categorySlug(query.category) : undefined,
      topic: query.topic,
    });
    return this.cardPage(viewer, where, newestPublishedFirst, query);
  }

  /** The caller's own projects (owned, joined, mentored), most recently changed first. */
  mine(actor: Actor, query: PageQuery): Promise<Page<CollabCard>> {
    return this.cardPage(actor, onTeamWhere(actor.id), newestUpdateFirst, query);
  }

  /** Every project of the caller's school, for its moderators. */
  async tracker(actor: Actor, query: PageQuery & { status?: CollabStatus }): Promise<Page<CollabCard>> {
    if (!actor.instituteId || !(await moderates(this.db, actor, actor.instituteId))) throw forbidden();
    return this.cardPage(actor, schoolCollabsWhere(actor.instituteId, query.status), newestUpdateFirst, query);
  }

  /** How many of the school's projects are in each state, and in all: the tracker's tabs, under the same check. */
  async trackerCounts(actor: Actor): Promise<CollabTrackerCounts> {
    if (!actor.instituteId || !(await moderates(this.db, actor, actor.instituteId))) throw forbidden();
    const counts: CollabTrackerCounts = {
      ALL: 0,
      DRAFT: 0,
      IN_PROGRESS: 0,
      SUBMITTED: 0,
      CHANGES_REQUESTED: 0,
      APPROVED: 0,
      PUBLISHED: 0,
      ARCHIVED: 0,
    };
    for (const row of await countSchoolCollabsByStatus(this.db, actor.instituteId)) {
      counts[row.status] += row.total;
      counts.ALL += row.total;
    }
    return counts;
  }

  async bySlug(viewer: Actor | null, slug: string): Promise<Collab> {
    return this.present(await this.visibleRow(viewer, await findCollabBySlug(this.db, slug)));
  }

  async byId(viewer: Actor | null, collabId: string): Promise<Collab> {
    return this.present(await this.visible(viewer, collabId));
  }

  /** The collab's published updates the viewer may see, newest first (404 when the collab is hidden from them). */
  async posts(viewer: Actor | null, collabId: string, query: PageQuery): Promise<Page<Post>> {
    await this.visible(viewer, collabId);
    const where = collabPostsWhere(viewer, [collabId]);
    const [rows, total] = await Promise.all([
      selectPosts(this.db, { where, limit: query.size, offset: offsetOf(query) }),
      countPosts(this.db, where),
    ]);
    return pageFrom(await this.community.presentPosts(this.db, viewer, rows), query, total);
  }

  /** The collab if the viewer may see it, with their place; otherwise the 404 of a collab that does not exist. */
  async visible(actor: Actor | null, collabId: string): Promise<VisibleCollab> {
    return this.visibleRow(actor, await findCollabById(this.db, collabId));
  }

  /** The collab as the caller now sees it, or null when it is hidden from them (someone who just left). */
  async seenBy(actor: Actor, collabId: string): Promise<Collab | null> {
    const row = await findCollabById(this.db, collabId);
    if (!row) return null;
    const viewer = await this.viewerOf(actor, row);
    return canSeeCollab(row, viewer) ? this.present({ row, viewer }) : null;
  }

  private async visibleRow(actor: Actor | null, row: CollabRow | undefined): Promise<VisibleCollab> {
    if (!row) throw collabNotFound();
    const viewer = await this.viewerOf(actor, row);
    if (!canSeeCollab(row, viewer)) throw collabNotFound();
    return { row, viewer };
  }

  private async viewerOf(actor: Actor | null, collab: CollabScope & { id: string }): Promise<CollabViewer> {
    if (!actor) return { actor, kind: null, moderator: false };
    const [kind, moderator] = await Promise.all([
      memberKindOf(this.db, collab.id, actor.id),
      moderates(this.db, actor, collab.instituteId),
    ]);
    return { actor, kind: teamKindFor(actor, collab, kind), moderator };
  }

  private async present({ row, viewer }: VisibleCollab): Promise<Collab> {
    const [teams, counts, evaluation] = await Promise.all([
      teamsOf(this.db, [row.id]),
      postCountsOf(this.db, viewer.actor, [row.id]),
      latestEvaluationOf(this.db, row.id),
    ]);
    return presentCollab(row, {
      team: teams.get(row.id) ?? [],
      postCount: counts.get(row.id) ?? 0,
      evaluation,
      viewer,
    });
  }

  private async cardPage(
    viewer: Actor | null,
    where: SQL | undefined,
    orderBy: SQL[],
    query: PageQuery,
  ): Promise<Page<CollabCard>> {
    const [rows, total] = await Promise.all([
      selectCollabs(this.db, { where, orderBy, limit: query.size, offset: offsetOf(query) }),
      countCollabs(this.db, where),
    ]);
    const ids = rows.map((row) => row.id);
    const [teams, counts, covers] = await Promise.all([
      teamsOf(this.db, ids),
      postCountsOf(this.db, viewer, ids),
      coverKeysOf(this.db, viewer, ids),
    ]);
    const cards = rows.map((row) =>
      presentCard(row, {
        team: teams.get(row.id) ?? [],
        postCount: counts.get(row.id) ?? 0,
        coverUrl: coverUrlOf(covers.get(row.id)),
      }),
    );
    return pageFrom(cards, query, total);
  }
}
