/**
 * Pieces on the editorial path: written and autosaved by their author, sent, edited and commented on by a teacher
 * mentor (the words before their edit kept as a revision), returned or passed on, approved or declined (with a
 * reason) by the committee. Each step is checked by magazine.policy inside a transaction holding the piece's lock.
 */
import {
  type CreatePieceBody,
  createPieceBodySchema,
  MAGAZINE_LIMITS,
  MAGAZINE_MESSAGES,
  type MagazinePiece,
  type MagazinePiecePage,
  type MagazineRoles,
  type PieceComment,
  type PieceDecisionBody,
  type PieceListQuery,
  type PieceReviewBody,
  type PieceRevision,
  type PieceStatus,
  pieceDecisionBodySchema,
  pieceReviewBodySchema,
  type UpdatePieceBody,
} from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { pageFrom } from '../../lib/paging';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import type { Clock } from '../module';
import type { MagazinePieceRef } from '../notification/notification.messages';
import type { NotificationService } from '../notification/notification.service';
import { userNameOf } from '../user/user.repository';
import { mayReadPiece, nextStatus, type PieceActions, type PieceEvent, pieceActions } from './magazine.policy';
import { presentPiece } from './magazine.presenter';
import type { MagazineService } from './magazine.service';
import { schoolIdOf } from './magazine.service';
import { type PictureUpload, storePicture } from './magazine-pictures';
import {
  commentsOf,
  countPictures,
  deletePicture,
  deletePiece,
  findPicture,
  findPiece,
  insertComment,
  insertPicture,
  insertPiece,
  insertRevision,
  listPieces,
  lockPiece,
  type PieceRow,
  picturesOf,
  revisedSince,
  revisionsOf,
  updatePiece,
} from './piece.repository';

/** The steps each part of the desk acts on. */
function deskStatuses(roles: MagazineRoles, view: PieceListQuery['view']): PieceStatus[] {
  if (view === 'approved') return roles.editor ? ['APPROVED'] : [];
  const steps: PieceStatus[] = [];
  if (roles.mentor) steps.push('WITH_MENTOR');
  if (roles.committee) steps.push('WITH_COMMITTEE');
  return steps;
}

export class PieceService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly magazine: MagazineService,
    private readonly notifications: NotificationService,
  ) {}

  async list(actor: Actor, query: PieceListQuery): Promise<MagazinePiecePage> {
    const instituteId = schoolIdOf(actor);
    const roles = await this.magazine.rolesOf(this.db, actor, instituteId);
    const filter =
      query.view === 'mine'
        ? { authorId: actor.id }
        : { statuses: deskStatuses(roles, query.view), notAuthorId: actor.id };
    const { rows, total } = await listPieces(this.db, instituteId, filter, query);
    return pageFrom(await this.present(this.db, actor, roles, rows), query, total);
  }

  async get(actor: Actor, pieceId: string): Promise<MagazinePiece> {
    const { row, roles } = await this.readable(this.db, actor, pieceId);
    const [piece] = await this.present(this.db, actor, roles, [row]);
    if (!piece) throw notFound();
    return piece;
  }

  async create(actor: Actor, input: CreatePieceBody): Promise<MagazinePiece> {
    const body = createPieceBodySchema.parse(input);
    const instituteId = schoolIdOf(actor);
    await this.assertSection(instituteId, body.section);
    const id = await insertPiece(this.db, { instituteId, authorId: actor.id, ...body });
    return this.get(actor, id);
  }

  async update(actor: Actor, pieceId: string, body: UpdatePieceBody): Promise<MagazinePiece> {
    const instituteId = schoolIdOf(actor);
    if (body.section !== undefined) await this.assertSection(instituteId, body.section);
    await this.step(actor, pieceId, 'edit', async (tx, row) => {
      if (body.revision !== row.revision) {
        throw conflict('This piece was changed meanwhile: reload it to see the latest words.', [
          { field: 'revision', message: 'Stale revision' },
        ]);
      }
      const mentorEdit = row.authorId !== actor.id;
      const wordsChange =
        (body.title !== undefined && body.title !== row.title) || (body.body !== undefined && body.body !== row.body);
      const since = row.submittedAt ?? row.createdAt;
      if (mentorEdit && wordsChange && !(await revisedSince(tx, row.id, actor.id, since))) {
        await insertRevision(tx, {
          pieceId: row.id,
          editorId: actor.id,
          editorName: await userNameOf(tx, actor.id),
          title: row.title,
          body: row.body,
        });
      }
      const { revision: _seen, ...changes } = body;
      await updatePiece(tx, row.id, { ...changes, revision: row.revision + 1 });
    });
    return this.get(actor, pieceId);
  }

  async remove(actor: Actor, pieceId: string): Promise<void> {
    const keys: string[] = [];
    await this.step(actor, pieceId, 'remove', async (tx, row) => {
      keys.push(...((await picturesOf(tx, [row.id])).get(row.id) ?? []).map((picture) => picture.storageKey));
      await deletePiece(tx, row.id);
    });
    await Promise.all(keys.map((key) => this.storage.remove(key).catch(() => undefined)));
  }

  async submit(actor: Actor, pieceId: string): Promise<MagazinePiece> {
    await this.step(actor, pieceId, 'submit', async (tx, row) => {
      const hasPictures = (await countPictures(tx, row.id)) > 0;
      if (!row.title.trim() || (!row.body.trim() && !hasPictures)) throw badRequest(MAGAZINE_MESSAGES.emptyPiece);
      await this.move(tx, row, { type: 'SUBMIT', authorRole: actor.role }, { declineReason: null });
    });
    return this.get(actor, pieceId);
  }

  async review(actor: Actor, pieceId: string, input: PieceReviewBody): Promise<MagazinePiece> {
    const body = pieceReviewBodySchema.parse(input);
    await this.step(actor, pieceId, 'review', async (tx, row) => {
      if (body.action === 'RETURN' && !body.comment) {
        throw badRequest('Tell the author what to change.', [{ field: 'comment', message: 'Required' }]);
      }
      if (body.comment) await this.comment(tx, actor, row.id, body.comment);
      await this.move(tx, row, { type: body.action });
      if (body.action === 'RETURN') await this.tellAuthor(tx, actor, row, 'RETURNED', body.comment);
    });
    return this.get(actor, pieceId);
  }

  async decide(actor: Actor, pieceId: string, input: PieceDecisionBody): Promise<MagazinePiece> {
    const body = pieceDecisionBodySchema.parse(input);
    if (!body.approve && !body.reason) {
      throw badRequest(MAGAZINE_MESSAGES.reasonRequired, [{ field: 'reason', message: 'Required' }]);
    }
    await this.step(actor, pieceId, 'decide', async (tx, row) => {
      await this.move(
        tx,
        row,
        { type: body.approve ? 'APPROVE' : 'DECLINE' },
        {
          declineReason: body.approve ? null : body.reason,
        },
      );
      await this.tellAuthor(tx, actor, row, body.approve ? 'APPROVED' : 'DECLINED', body.reason);
    });
    return this.get(actor, pieceId);
  }

  async comments(actor: Actor, pieceId: string): Promise<PieceComment[]> {
    await this.readable(this.db, actor, pieceId);
    return (await commentsOf(this.db, pieceId)).map((row) => ({
      id: row.id,
      authorName: row.authorName,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async addComment(actor: Actor, pieceId: string, text: string): Promise<PieceComment[]> {
    await this.readable(this.db, actor, pieceId);
    await this.comment(this.db, actor, pieceId, text);
    return this.comments(actor, pieceId);
  }

  async revisions(actor: Actor, pieceId: string): Promise<PieceRevision[]> {
    await this.readable(this.db, actor, pieceId);
    return (await revisionsOf(this.db, pieceId)).map((row) => ({
      id: row.id,
      editorName: row.editorName,
      title: row.title,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async addPicture(actor: Actor, pieceId: string, upload: PictureUpload): Promise<MagazinePiece> {
    const instituteId = schoolIdOf(actor);
    // Refused before the bytes are read and converted.
    await this.step(actor, pieceId, 'edit', async (tx, row) => {
      if ((await countPictures(tx, row.id)) >= MAGAZINE_LIMITS.picturesPerPiece) {
        throw conflict(MAGAZINE_MESSAGES.tooManyPictures);
      }
    });
    const stored = await storePicture(this.storage, instituteId, upload);
    try {
      await this.step(actor, pieceId, 'edit', async (tx, row) => {
        const position = await countPictures(tx, row.id);
        if (position >= MAGAZINE_LIMITS.picturesPerPiece) throw conflict(MAGAZINE_MESSAGES.tooManyPictures);
        await insertPicture(tx, {
          instituteId,
          pieceId: row.id,
          ...stored,
          storageKey: stored.key,
          position,
          uploadedBy: actor.id,
        });
        await updatePiece(tx, row.id, { revision: row.revision + 1 });
      });
    } catch (error) {
      await this.storage.remove(stored.key).catch(() => undefined);
      throw error;
    }
    return this.get(actor, pieceId);
  }

  async removePicture(actor: Actor, pictureId: string): Promise<MagazinePiece> {
    const instituteId = schoolIdOf(actor);
    const picture = await findPicture(this.db, instituteId, pictureId);
    if (!picture?.pieceId) throw notFound();
    const pieceId = picture.pieceId;
    await this.step(actor, pieceId, 'edit', async (tx, row) => {
      await deletePicture(tx, picture.id);
      await updatePiece(tx, row.id, { revision: row.revision + 1 });
    });
    await this.storage.remove(picture.storageKey).catch(() => undefined);
    return this.get(actor, pieceId);
  }

  /** The piece if the caller may read it; another school's, someone else's draft or a student's peer's is unknown. */
  async readable(db: Queryable, actor: Actor, pieceId: string): Promise<{ row: PieceRow; roles: MagazineRoles }> {
    const instituteId = schoolIdOf(actor);
    const row = await findPiece(db, instituteId, pieceId);
    const roles = await this.magazine.rolesOf(db, actor, instituteId);
    if (!row || !mayReadPiece(actor, roles, row)) throw notFound();
    return { row, roles };
  }

  async present(db: Queryable, actor: Actor, roles: MagazineRoles, rows: PieceRow[]): Promise<MagazinePiece[]> {
    const pictures = await picturesOf(
      db,
      rows.map((row) => row.id),
    );
    const now = this.clock.now();
    return rows.map((row) => presentPiece(row, pictures.get(row.id) ?? [], actor, roles, now));
  }

  /** Locks the piece, checks the caller may take this action now, and runs the change in the same transaction. */
  private async step(
    actor: Actor,
    pieceId: string,
    action: keyof PieceActions,
    change: (tx: Queryable, row: PieceRow) => Promise<void>,
  ): Promise<void> {
    const instituteId = schoolIdOf(actor);
    await this.db.transaction(async (tx) => {
      await lockPiece(tx, instituteId, pieceId);
      const { row, roles } = await this.readable(tx, actor, pieceId);
      const may = pieceActions(actor, roles, row);
      if (!may[action]) throw refusal(actor, roles, row, action);
      await change(tx, row);
    });
  }

  private async move(
    tx: Queryable,
    row: PieceRow,
    event: PieceEvent,
    extra: { declineReason?: string | null } = {},
  ): Promise<void> {
    const status = nextStatus(row.status, event);
    if (!status) throw conflict(MAGAZINE_MESSAGES.notYourStep);
    const reachesReviewer = status === 'WITH_MENTOR' || status === 'WITH_COMMITTEE';
    await updatePiece(tx, row.id, {
      status,
      revision: row.revision + 1,
      ...extra,
      ...(reachesReviewer ? { submittedAt: this.clock.now() } : {}),
    });
  }

  /** The author hears of each step taken on their piece (in the step's transaction). */
  private tellAuthor(tx: Queryable, actor: Actor, row: PieceRow, step: MagazinePieceRef['step'], note: string) {
    return this.notifications.notify(tx, {
      kind: 'MAGAZINE_PIECE',
      recipientId: row.authorId,
      instituteId: row.instituteId,
      actorId: actor.id,
      piece: { title: row.title || 'your piece', step, note, path: `/school-magazine/create?piece=${row.id}` },
    });
  }

  private async comment(db: Queryable, actor: Actor, pieceId: string, text: string): Promise<void> {
    await insertComment(db, { pieceId, authorId: actor.id, authorName: await userNameOf(db, actor.id), text });
  }

  private async assertSection(instituteId: string, section: string): Promise<void> {
    const { sections } = await this.magazine.settingsOf(this.db, instituteId);
    if (!sections.includes(section)) {
      throw badRequest(MAGAZINE_MESSAGES.unknownSection, [
        { field: 'section', message: MAGAZINE_MESSAGES.unknownSection },
      ]);
    }
  }
}

/** 409 when the caller has this part but the piece is at another step; 403 when the part is not theirs. */
function refusal(actor: Actor, roles: MagazineRoles, row: PieceRow, action: keyof PieceActions) {
  const own = row.authorId === actor.id;
  const theirPart =
    action === 'review' ? roles.mentor && !own : action === 'decide' ? roles.committee && !own : own || roles.mentor;
  return theirPart ? conflict(MAGAZINE_MESSAGES.notEditable) : forbidden(MAGAZINE_MESSAGES.notYourStep);
}
