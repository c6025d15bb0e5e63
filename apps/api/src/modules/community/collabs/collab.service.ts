/**
 * Collabs (issue 5 §4): a school's collaborative projects, states in COLLAB_TRANSITIONS (shared contract).
 *
 * - Create: members of a school (school account, admins, faculty, students); individuals are refused. Creating and
 *   editing need what a post needs (posting-policy.ts: subscription, consent, no restriction), refused with the
 *   same dialog body. The creator is the OWNER (only: being faculty does not make them a mentor of their own work).
 * - The team (OWNER, PARTICIPANT, FACULTY mentors) edits while DRAFT / IN_PROGRESS / CHANGES_REQUESTED and moves
 *   between the team's statuses (TEAM_SETTABLE_STATUSES); the school's moderators may too (audited).
 * - The owner or a school moderator chooses the team: students of the same school as participants, its faculty and
 *   admins as mentors, within COLLAB_LIMITS; the owner stays; anyone but the owner may leave.
 * - Send for approval: the owner or a mentor, with at least one mentor on the team; the mentors are emailed.
 * - Evaluate (from SUBMITTED) and publish (from APPROVED): a mentor on the team or a school moderator; an owner
 *   never judges their own collab unless they are the school account or an admin. The owner is emailed the
 *   evaluation; publishing makes it GLOBAL when the school allows global visibility, else INSTITUTE.
 * - Every change re-reads the status under a row lock (SELECT … FOR UPDATE): of two evaluators acting at once the
 *   second gets 409. Moderators' actions go to the school's audit log.
 * - Who sees: PUBLISHED + GLOBAL anyone; PUBLISHED + INSTITUTE the school's members; any state the team and the
 *   school's moderators. Everyone else gets the same 404 as a collab that does not exist.
 */
import {
  COLLAB_LIMITS,
  COLLAB_MESSAGES,
  type Collab,
  type CollabBody,
  type CollabCard,
  type CollabListQuery,
  type CollabMemberKind,
  type CollabStatus,
  canMoveCollab,
  categorySlug,
  type Post,
  roleOf,
  STUDENT_CLASS_INFO,
} from '@noticeboard/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../../db/client';
import { collabProjects } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import type { Mail, Mailer } from '../../../lib/mailer';
import { offsetOf, type Page, pageFrom } from '../../../lib/paging';
import type { Actor } from '../../../plugins/auth';
import { recordAudit } from '../../audit/audit.repository';
import { findInstituteByCustomUrl } from '../../institute/institute.repository';
import { moderates } from '../member-standing';
import { countPosts, selectPosts } from '../post.repository';
import { assertMayWrite, communityCategoryOf, postSlug, presentPosts } from '../post.service';
import { sanitizePost } from '../sanitize-post';
import { settingsOf } from '../settings.repository';
import { evaluatedMail, sentForApprovalMail } from './collab.mails';
import {
  type CollabScope,
  type CollabViewer,
  canEditCollab,
  canSeeCollab,
  EDITABLE_STATUSES,
  fitsAs,
  isEvaluator,
  mayCreateCollab,
  mayManageTeam,
  maySendForApproval,
  teamFrozen,
  teamKindFor,
} from './collab.policy';
import { coverUrlOf, presentCard, presentCollab } from './collab.presenter';
import {
  addableMembers,
  type CollabRow,
  collabPostsWhere,
  contactsOf,
  countCollabs,
  countMembers,
  coverKeysOf,
  deleteMember,
  findCollab,
  insertCollab,
  insertEvaluation,
  insertMember,
  type LockedCollab,
  latestEvaluationOf,
  lockCollab,
  memberKindOf,
  newestPublishedFirst,
  newestUpdateFirst,
  onTeamWhere,
  postCountsOf,
  selectCollabs,
  teamsOf,
  updateCollab,
  userOf,
  visiblePublishedWhere,
} from './collab.repository';

export const collabNotFound = () => notFound(COLLAB_MESSAGES.collabNotFound);

type PageQuery = { page: number; size: number };
type TeamKind = Exclude<CollabMemberKind, 'OWNER'>;

export interface AddableMember {
  id: string;
  name: string;
  customUrl: string;
  detail: string | null;
}

interface VisibleCollab {
  row: CollabRow;
  viewer: CollabViewer;
}

export class CollabService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Published collabs the viewer may see, newest published first; one school's with `customUrl`. */
  async list(viewer: Actor | null, query: CollabListQuery): Promise<Page<CollabCard>> {
    let instituteId: string | undefined;
    if (query.customUrl) {
      const school = await findInstituteByCustomUrl(this.db, query.customUrl);
      if (!school) throw notFound('School not found');
      instituteId = school.id;
    }
    const where = and(
      visiblePublishedWhere(viewer),
      instituteId ? eq(collabProjects.instituteId, instituteId) : undefined,
      query.category ? eq(collabProjects.categorySlug, categorySlug(query.category)) : undefined,
      query.topic ? eq(collabProjects.topic, query.topic) : undefined,
    );
    return this.cardPage(viewer, where, newestPublishedFirst, query);
  }

  /** The caller's own projects (owned, joined, mentored), most recently changed first. */
  mine(actor: Actor, query: PageQuery): Promise<Page<CollabCard>> {
    return this.cardPage(actor, onTeamWhere(actor.id), newestUpdateFirst, query);
  }

  /** Every project of the caller's school, for its moderators. */
  async tracker(actor: Actor, query: PageQuery & { status?: CollabStatus }): Promise<Page<CollabCard>> {
    if (!actor.instituteId || !(await moderates(this.db, actor, actor.instituteId))) throw forbidden();
    const where = and(
      eq(collabProjects.instituteId, actor.instituteId),
      query.status ? eq(collabProjects.status, query.status) : undefined,
    );
    return this.cardPage(actor, where, newestUpdateFirst, query);
  }

  async bySlug(viewer: Actor | null, slug: string): Promise<Collab> {
    return this.present(await this.visible(viewer, eq(collabProjects.slug, slug)));
  }

  async byId(viewer: Actor | null, collabId: string): Promise<Collab> {
    return this.present(await this.visible(viewer, eq(collabProjects.id, collabId)));
  }

  /** The collab's published updates the viewer may see, newest first (404 when the collab is hidden from them). */
  async posts(viewer: Actor | null, collabId: string, query: PageQuery): Promise<Page<Post>> {
    await this.visible(viewer, eq(collabProjects.id, collabId));
    const where = collabPostsWhere(viewer, [collabId]);
    const [rows, total] = await Promise.all([
      selectPosts(this.db, { where, limit: query.size, offset: offsetOf(query) }),
      countPosts(this.db, where),
    ]);
    return pageFrom(await presentPosts(this.db, viewer, rows), query, total);
  }

  /** Members of the school who could join as `kind`, for the owner and the school's moderators. */
  async addable(actor: Actor, collabId: string, kind: TeamKind, search?: string): Promise<AddableMember[]> {
    const { row, viewer } = await this.visible(actor, eq(collabProjects.id, collabId));
    if (!mayManageTeam(viewer)) throw forbidden(COLLAB_MESSAGES.notOnTeam);
    const rows = await addableMembers(this.db, row.instituteId, collabId, kind, search || undefined);
    return rows.map((member) => ({
      id: member.id,
      name: member.name,
      customUrl: member.customUrl,
      detail: member.studentClass
        ? [STUDENT_CLASS_INFO[member.studentClass].label, member.section].filter(Boolean).join(' ')
        : member.userType === 'ADMIN'
          ? 'Admin'
          : member.userType === 'FACULTY'
            ? 'Faculty'
            : null,
    }));
  }

  async create(actor: Actor, body: CollabBody): Promise<Collab> {
    const instituteId = actor.instituteId;
    if (!instituteId || !mayCreateCollab(actor.role)) throw forbidden(COLLAB_MESSAGES.schoolMembersOnly);
    await assertMayWrite(this.db, actor, 'post');
    const content = await this.contentOf(instituteId, body);
    const collabId = await this.db.transaction(async (tx) => {
      const id = await insertCollab(tx, {
        ...content,
        slug: postSlug(body.title),
        instituteId,
        ownerId: actor.id,
        status: 'DRAFT',
      });
      await insertMember(tx, id, actor.id, 'OWNER');
      return id;
    });
    return this.byId(actor, collabId);
  }

  async update(actor: Actor, collabId: string, body: CollabBody): Promise<Collab> {
    const { row, viewer } = await this.visible(actor, eq(collabProjects.id, collabId));
    if (!viewer.kind) throw forbidden(COLLAB_MESSAGES.notOnTeam);
    if (!canEditCollab(row, viewer)) throw conflict(COLLAB_MESSAGES.notAllowedFromStatus);
    await assertMayWrite(this.db, actor, 'post');
    const content = await this.contentOf(row.instituteId, body);
    await this.db.transaction(async (tx) => {
      const locked = await this.locked(tx, collabId);
      if (!EDITABLE_STATUSES.includes(locked.status)) throw conflict(COLLAB_MESSAGES.notAllowedFromStatus);
      await updateCollab(tx, collabId, content);
    });
    return this.byId(actor, collabId);
  }

  /** The team's own moves (draft, in progress, archived); the school's moderators may make them too. */
  async setStatus(actor: Actor, collabId: string, status: CollabStatus): Promise<Collab> {
    const { row, viewer } = await this.visible(actor, eq(collabProjects.id, collabId));
    if (!viewer.kind && !viewer.moderator) throw forbidden(COLLAB_MESSAGES.notOnTeam);
    await this.db.transaction(async (tx) => {
      const locked = await this.locked(tx, collabId);
      if (!canMoveCollab(locked.status, status)) throw conflict(COLLAB_MESSAGES.notAllowedFromStatus);
      await updateCollab(tx, collabId, { status });
      if (viewer.moderator) {
        await this.audit(tx, actor, locked, 'collab.status-changed', `Moved "${row.title}" to ${status}`, {
          before: locked.status,
          after: status,
        });
      }
    });
    return this.byId(actor, collabId);
  }

  async sendForApproval(actor: Actor, collabId: string, now: Date = new Date()): Promise<Collab> {
    const { viewer } = await this.visible(actor, eq(collabProjects.id, collabId));
    if (!maySendForApproval(viewer)) throw forbidden(COLLAB_MESSAGES.notOnTeam);
    const locked = await this.db.transaction(async (tx) => {
      const current = await this.locked(tx, collabId);
      if (!canMoveCollab(current.status, 'SUBMITTED')) throw conflict(COLLAB_MESSAGES.notAllowedFromStatus);
      if ((await countMembers(tx, collabId, 'FACULTY')) === 0) throw badRequest(COLLAB_MESSAGES.mentorNeeded);
      await updateCollab(tx, collabId, { status: 'SUBMITTED', submittedAt: now });
      return current;
    });
    const team = (await teamsOf(this.db, [collabId])).get(collabId) ?? [];
    const mentors = await contactsOf(
      this.db,
      team.filter((member) => member.kind === 'FACULTY').map((member) => member.id),
    );
    await this.sendAll(
      mentors.map((mentor) => sentForApprovalMail(mentor.email, mentor.name, locked.title, this.linkTo(locked))),
    );
    return this.byId(actor, collabId);
  }

  async evaluate(
    actor: Actor,
    collabId: string,
    body: { decision: 'APPROVED' | 'CHANGES_REQUESTED'; score?: number; feedback: string },
  ): Promise<Collab> {
    const { row, viewer } = await this.visible(actor, eq(collabProjects.id, collabId));
    if (!isEvaluator(row, viewer)) throw forbidden(COLLAB_MESSAGES.notEvaluator);
    const locked = await this.db.transaction(async (tx) => {
      const current = await this.locked(tx, collabId);
      if (current.status !== 'SUBMITTED' || !canMoveCollab(current.status, body.decision)) {
        throw conflict(COLLAB_MESSAGES.notAllowedFromStatus);
      }
      await insertEvaluation(tx, {
        collabId,
        evaluatorId: actor.id,
        decision: body.decision,
        score: body.score ?? null,
        feedback: body.feedback,
      });
      await updateCollab(tx, collabId, { status: body.decision });
      if (viewer.moderator) {
        const verb = body.decision === 'APPROVED' ? 'Approved' : 'Asked for changes to';
        await this.audit(tx, actor, current, 'collab.evaluated', `${verb} "${current.title}"`, {
          decision: body.decision,
          score: body.score ?? null,
        });
      }
      return current;
    });
    const [ownerContact] = await contactsOf(this.db, [locked.ownerId]);
    if (ownerContact) {
      await this.sendAll([
        evaluatedMail(ownerContact.email, ownerContact.name, locked.title, body.decision, this.linkTo(locked)),
      ]);
    }
    return this.byId(actor, collabId);
  }

  async publish(actor: Actor, collabId: string, now: Date = new Date()): Promise<Collab> {
    const { row, viewer } = await this.visible(actor, eq(collabProjects.id, collabId));
    if (!isEvaluator(row, viewer)) throw forbidden(COLLAB_MESSAGES.notPublisher);
    await this.db.transaction(async (tx) => {
      const current = await this.locked(tx, collabId);
      if (!canMoveCollab(current.status, 'PUBLISHED')) throw conflict(COLLAB_MESSAGES.notAllowedFromStatus);
      const settings = await settingsOf(tx, current.instituteId);
      const visibility = settings.globalVisibility ? 'GLOBAL' : 'INSTITUTE';
      await updateCollab(tx, collabId, { status: 'PUBLISHED', visibility, publishedAt: now });
      if (viewer.moderator) {
        await this.audit(tx, actor, current, 'collab.published', `Published "${current.title}"`, { visibility });
      }
    });
    return this.byId(actor, collabId);
  }

  async addMember(actor: Actor, collabId: string, kind: TeamKind, userId: string): Promise<Collab> {
    const { row, viewer } = await this.visible(actor, eq(collabProjects.id, collabId));
    if (!mayManageTeam(viewer)) throw forbidden(COLLAB_MESSAGES.notOnTeam);
    const user = await userOf(this.db, userId);
    if (!user || user.status !== 'ACTIVE') throw notFound('Member not found');
    if (user.instituteId !== row.instituteId) throw forbidden(COLLAB_MESSAGES.sameSchoolOnly);
    if (!fitsAs(kind, roleOf(user))) {
      const message =
        kind === 'PARTICIPANT' ? 'Only students can join as participants' : 'Only faculty and admins can mentor';
      throw badRequest(message, [{ field: 'userId', message }]);
    }
    await this.db.transaction(async (tx) => {
      const locked = await this.locked(tx, collabId);
      if (teamFrozen(locked.status)) throw conflict(COLLAB_MESSAGES.notAllowedFromStatus);
      if (await memberKindOf(tx, collabId, userId)) throw conflict(COLLAB_MESSAGES.alreadyOnTeam);
      const max = kind === 'PARTICIPANT' ? COLLAB_LIMITS.participantsMax : COLLAB_LIMITS.facultyMax;
      if ((await countMembers(tx, collabId, kind)) >= max) {
        throw conflict(kind === 'PARTICIPANT' ? COLLAB_MESSAGES.tooManyParticipants : COLLAB_MESSAGES.tooManyFaculty);
      }
      await insertMember(tx, collabId, userId, kind);
      await updateCollab(tx, collabId, {});
      if (viewer.moderator) {
        await this.audit(tx, actor, locked, 'collab.member-added', `Added ${user.name} to "${locked.title}"`, {
          userId,
          kind,
        });
      }
    });
    return this.byId(actor, collabId);
  }

  /**
   * The owner or a moderator removes someone; anyone but the owner may leave. The owner stays. Answers the collab
   * as the caller now sees it: null when someone who left may no longer see it.
   */
  async removeMember(actor: Actor, collabId: string, kind: TeamKind, userId: string): Promise<Collab | null> {
    const { viewer } = await this.visible(actor, eq(collabProjects.id, collabId));
    const leaving = actor.id === userId && viewer.kind !== null;
    if (!leaving && !mayManageTeam(viewer)) throw forbidden(COLLAB_MESSAGES.notOnTeam);
    await this.db.transaction(async (tx) => {
      const locked = await this.locked(tx, collabId);
      const current = await memberKindOf(tx, collabId, userId);
      if (current === 'OWNER') throw forbidden(COLLAB_MESSAGES.ownerStays);
      if (current !== kind) throw notFound('Not on this collab');
      if (teamFrozen(locked.status)) throw conflict(COLLAB_MESSAGES.notAllowedFromStatus);
      await deleteMember(tx, collabId, userId);
      await updateCollab(tx, collabId, {});
      if (viewer.moderator && !leaving) {
        await this.audit(tx, actor, locked, 'collab.member-removed', `Removed a member from "${locked.title}"`, {
          userId,
          kind,
        });
      }
    });
    if (!leaving) return this.byId(actor, collabId);
    const row = await findCollab(this.db, eq(collabProjects.id, collabId));
    if (!row) return null;
    const now = await this.viewerOf(actor, row);
    return canSeeCollab(row, now) ? this.present({ row, viewer: now }) : null;
  }

  /** The collab if the viewer may see it, with their place; otherwise the 404 of a collab that does not exist. */
  private async visible(actor: Actor | null, where: SQL): Promise<VisibleCollab> {
    const row = await findCollab(this.db, where);
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

  private async locked(tx: Queryable, collabId: string): Promise<LockedCollab> {
    const row = await lockCollab(tx, collabId);
    if (!row) throw collabNotFound();
    return row;
  }

  /** The stored fields of a body: sanitised summary, a known category. */
  private async contentOf(instituteId: string, body: CollabBody) {
    const summary = sanitizePost(body.summary);
    if (!summary.text) {
      throw badRequest('Describe the collab', [{ field: 'summary', message: 'Describe the collab' }]);
    }
    const category = await communityCategoryOf(this.db, instituteId, body.category);
    return {
      title: body.title,
      summaryHtml: summary.html,
      summaryText: summary.text,
      goals: body.goals || null,
      category: category.name,
      categorySlug: category.slug,
      topic: body.topic || null,
      startsOn: body.startsOn ?? null,
      dueOn: body.dueOn ?? null,
    };
  }

  private audit(
    tx: Queryable,
    actor: Actor,
    collab: LockedCollab,
    action: string,
    summary: string,
    data: Record<string, unknown>,
  ): Promise<void> {
    return recordAudit(tx, {
      instituteId: collab.instituteId,
      actorId: actor.id,
      action,
      entityType: 'collab',
      entityId: collab.id,
      summary,
      data: { slug: collab.slug, ...data },
    });
  }

  private linkTo(collab: { slug: string }): string {
    return `${this.publicUrl}/collab/details/${collab.slug}`;
  }

  /** Best effort: the change stands whether or not a mail goes out. */
  private async sendAll(mails: Mail[]): Promise<void> {
    const results = await Promise.allSettled(mails.map((mail) => this.mailer.send(mail)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) this.log.warn({ failed }, 'some collab emails could not be sent');
  }
}
