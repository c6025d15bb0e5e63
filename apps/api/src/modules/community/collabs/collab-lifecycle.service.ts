/**
 * A collab's life (states in COLLAB_TRANSITIONS): a school's member starts it as a draft (what a post needs:
 * subscription, consent, no restriction), the team edits it and moves it between the team's statuses, the owner
 * or a mentor sends it for approval (mentors are emailed), a mentor or a school moderator approves it or asks for
 * changes (the owner is emailed) and publishes it: GLOBAL when the school allows global visibility, else
 * INSTITUTE. Moderators' actions are audited.
 */
import { COLLAB_MESSAGES, type Collab, type CollabBody, type CollabStatus, canMoveCollab } from '@noticeboard/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { badRequest, conflict, forbidden } from '../../../lib/errors';
import type { Mail, Mailer } from '../../../lib/mailer';
import type { Actor } from '../../../plugins/auth';
import type { CommunityExports } from '../community.module';
import { communityCategoryOf, postSlug } from '../post-content';
import { sanitizePost } from '../sanitize-post';
import { settingsOf } from '../settings.repository';
import { evaluatedMail, sentForApprovalMail } from './collab.mails';
import { canEditCollab, EDITABLE_STATUSES, isEvaluator, mayCreateCollab, maySendForApproval } from './collab.policy';
import { insertCollab, insertEvaluation, updateCollab } from './collab.repository';
import type { CollabReadService } from './collab-reads.service';
import { contactsOf, countMembers, insertMember, teamsOf } from './collab-team.repository';
import { auditCollab, lockedCollab } from './collab-writes';

export interface CollabEvaluation {
  decision: 'APPROVED' | 'CHANGES_REQUESTED';
  score?: number;
  feedback: string;
}

export interface CollabLifecycleDeps {
  db: Db;
  reads: CollabReadService;
  mailer: Mailer;
  /** The web app's address, for the links in mails. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  community: Pick<CommunityExports, 'assertMayWrite'>;
}

export class CollabLifecycleService {
  private readonly db: Db;
  private readonly reads: CollabReadService;

  constructor(private readonly deps: CollabLifecycleDeps) {
    this.db = deps.db;
    this.reads = deps.reads;
  }

  async create(actor: Actor, body: CollabBody): Promise<Collab> {
    const instituteId = actor.instituteId;
    if (!instituteId || !mayCreateCollab(actor.role)) throw forbidden(COLLAB_MESSAGES.schoolMembersOnly);
    await this.deps.community.assertMayWrite(this.db, actor, 'post');
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
    return this.reads.byId(actor, collabId);
  }

  async update(actor: Actor, collabId: string, body: CollabBody): Promise<Collab> {
    const { row, viewer } = await this.reads.visible(actor, collabId);
    if (!viewer.kind) throw forbidden(COLLAB_MESSAGES.notOnTeam);
    if (!canEditCollab(row, viewer)) throw conflict(COLLAB_MESSAGES.notAllowedFromStatus);
    await this.deps.community.assertMayWrite(this.db, actor, 'post');
    const content = await this.contentOf(row.instituteId, body);
    await this.db.transaction(async (tx) => {
      const locked = await lockedCollab(tx, collabId);
      if (!EDITABLE_STATUSES.includes(locked.status)) throw conflict(COLLAB_MESSAGES.notAllowedFromStatus);
      await updateCollab(tx, collabId, content);
    });
    return this.reads.byId(actor, collabId);
  }

  /** The team's own moves (draft, in progress, archived); the school's moderators may make them too. */
  async setStatus(actor: Actor, collabId: string, status: CollabStatus): Promise<Collab> {
    const { row, viewer } = await this.reads.visible(actor, collabId);
    if (!viewer.kind && !viewer.moderator) throw forbidden(COLLAB_MESSAGES.notOnTeam);
    await this.db.transaction(async (tx) => {
      const locked = await lockedCollab(tx, collabId);
      if (!canMoveCollab(locked.status, status)) throw conflict(COLLAB_MESSAGES.notAllowedFromStatus);
      await updateCollab(tx, collabId, { status });
      if (viewer.moderator) {
        await auditCollab(tx, actor, locked, 'collab.status-changed', `Moved "${row.title}" to ${status}`, {
          before: locked.status,
          after: status,
        });
      }
    });
    return this.reads.byId(actor, collabId);
  }

  async sendForApproval(actor: Actor, collabId: string, now: Date = new Date()): Promise<Collab> {
    const { viewer } = await this.reads.visible(actor, collabId);
    if (!maySendForApproval(viewer)) throw forbidden(COLLAB_MESSAGES.notOnTeam);
    const locked = await this.db.transaction(async (tx) => {
      const current = await lockedCollab(tx, collabId);
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
    return this.reads.byId(actor, collabId);
  }

  async evaluate(actor: Actor, collabId: string, body: CollabEvaluation): Promise<Collab> {
    const { row, viewer } = await this.reads.visible(actor, collabId);
    if (!isEvaluator(row, viewer)) throw forbidden(COLLAB_MESSAGES.notEvaluator);
    const locked = await this.db.transaction(async (tx) => {
      const current = await lockedCollab(tx, collabId);
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
        await auditCollab(tx, actor, current, 'collab.evaluated', `${verb} "${current.title}"`, {
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
    return this.reads.byId(actor, collabId);
  }

  async publish(actor: Actor, collabId: string, now: Date = new Date()): Promise<Collab> {
    const { row, viewer } = await this.reads.visible(actor, collabId);
    if (!isEvaluator(row, viewer)) throw forbidden(COLLAB_MESSAGES.notPublisher);
    await this.db.transaction(async (tx) => {
      const current = await lockedCollab(tx, collabId);
      if (!canMoveCollab(current.status, 'PUBLISHED')) throw conflict(COLLAB_MESSAGES.notAllowedFromStatus);
      const settings = await settingsOf(tx, current.instituteId);
      const visibility = settings.globalVisibility ? 'GLOBAL' : 'INSTITUTE';
      await updateCollab(tx, collabId, { status: 'PUBLISHED', visibility, publishedAt: now });
      if (viewer.moderator) {
        await auditCollab(tx, actor, current, 'collab.published', `Published "${current.title}"`, { visibility });
      }
    });
    return this.reads.byId(actor, collabId);
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

  private linkTo(collab: { slug: string }): string {
    return `${this.deps.publicUrl}/collab/details/${collab.slug}`;
  }

  /** Best effort: the change stands whether or not a mail goes out. */
  private async sendAll(mails: Mail[]): Promise<void> {
    const results = await Promise.allSettled(mails.map((mail) => this.deps.mailer.send(mail)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) this.deps.log.warn({ failed }, 'some collab emails could not be sent');
  }
}
