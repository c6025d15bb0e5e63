/**
 * Issues as editors make them: a number and title, a cover, approved pieces placed under sections in order, and
 * publishing, which publishes the issue and its pieces together (an issue with none cannot be published).
 * Only editors of the school reach an issue that is not published.
 */
import { type EditorIssue, type IssueSummary, MAGAZINE_MESSAGES, type PlacementBody } from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import type { Clock } from '../module';
import type { NotificationService } from '../notification/notification.service';
import {
  findIssue,
  type IssueRow,
  insertIssue,
  issueNumberTaken,
  listIssues,
  lockIssue,
  publishIssue,
  replacePlacement,
  schoolOf,
  unapprovedPiecesIn,
  updateIssue,
} from './issue.repository';
import { presentIssueSummary } from './magazine.presenter';
import { type MagazineService, schoolIdOf } from './magazine.service';
import { type PictureUpload, storePicture } from './magazine-pictures';
import { coverOf, coversOf, insertPicture, piecesOfIssue } from './piece.repository';
import type { PieceService } from './piece.service';
import type { MagazineReadingCache } from './reading.service';

export class IssueService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly magazine: MagazineService,
    private readonly pieces: PieceService,
    private readonly reading: MagazineReadingCache,
    private readonly notifications: NotificationService,
  ) {}

  async list(actor: Actor): Promise<IssueSummary[]> {
    const instituteId = await this.editorsSchool(actor);
    const rows = await listIssues(this.db, instituteId, false);
    const covers = await coversOf(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentIssueSummary(row, covers.get(row.id) ?? null));
  }

  async get(actor: Actor, issueId: string): Promise<EditorIssue> {
    const instituteId = await this.editorsSchool(actor);
    const issue = await findIssue(this.db, instituteId, issueId);
    if (!issue) throw notFound();
    const [rows, cover, roles] = await Promise.all([
      piecesOfIssue(this.db, issue.id),
      coverOf(this.db, issue.id),
      this.magazine.rolesOf(this.db, actor, instituteId),
    ]);
    const pieces = await this.pieces.present(this.db, actor, roles, rows);
    return { ...presentIssueSummary({ ...issue, pieceCount: pieces.length }, cover), pieces };
  }

  async create(actor: Actor, body: { title: string; number: number }): Promise<EditorIssue> {
    const instituteId = await this.editorsSchool(actor);
    if (await issueNumberTaken(this.db, instituteId, body.number, null)) throw numberTaken();
    const id = await insertIssue(this.db, { instituteId, title: body.title, number: body.number });
    return this.get(actor, id);
  }

  async update(actor: Actor, issueId: string, body: { title?: string; number?: number }): Promise<EditorIssue> {
    await this.draftChange(actor, issueId, async (tx, issue) => {
      if (body.number !== undefined && (await issueNumberTaken(tx, issue.instituteId, body.number, issue.id))) {
        throw numberTaken();
      }
      await updateIssue(tx, issue.id, body);
    });
    return this.get(actor, issueId);
  }

  async place(actor: Actor, issueId: string, body: PlacementBody): Promise<EditorIssue> {
    const ids = body.pieces.map((placement) => placement.pieceId);
    if (new Set(ids).size !== ids.length) throw badRequest('A piece can be placed once.');
    const { sections } = await this.magazine.settingsOf(this.db, schoolIdOf(actor));
    if (body.pieces.some((placement) => !sections.includes(placement.section))) {
      throw badRequest(MAGAZINE_MESSAGES.unknownSection, [
        { field: 'pieces', message: MAGAZINE_MESSAGES.unknownSection },
      ]);
    }
    await this.draftChange(actor, issueId, async (tx, issue) => {
      // Another school's piece counts as not approved: the same refusal, nothing about it revealed.
      if ((await unapprovedPiecesIn(tx, issue.instituteId, ids)) > 0) throw conflict(MAGAZINE_MESSAGES.notApproved);
      await replacePlacement(tx, issue.id, body.pieces);
    });
    return this.get(actor, issueId);
  }

  async setCover(actor: Actor, issueId: string, upload: PictureUpload): Promise<EditorIssue> {
    const instituteId = await this.editorsSchool(actor);
    const issue = await findIssue(this.db, instituteId, issueId);
    if (!issue) throw notFound();
    if (issue.status === 'PUBLISHED') throw conflict(MAGAZINE_MESSAGES.issuePublished);
    const stored = await storePicture(this.storage, instituteId, upload);
    await this.draftChange(actor, issueId, async (tx, locked) => {
      const picture = await insertPicture(tx, {
        instituteId,
        issueId: locked.id,
        storageKey: stored.key,
        width: stored.width,
        height: stored.height,
        uploadedBy: actor.id,
      });
      await updateIssue(tx, locked.id, { coverPictureId: picture.id });
    });
    return this.get(actor, issueId);
  }

  async publish(actor: Actor, issueId: string): Promise<EditorIssue> {
    await this.draftChange(actor, issueId, async (tx, issue) => {
      const placed = await piecesOfIssue(tx, issue.id);
      if (placed.length === 0) throw conflict(MAGAZINE_MESSAGES.emptyIssue);
      if (placed.some((piece) => piece.status !== 'APPROVED')) throw conflict(MAGAZINE_MESSAGES.notApproved);
      await publishIssue(tx, issue.id, this.clock.now());
      const school = await schoolOf(tx, issue.instituteId);
      const path = `/${school?.customUrl ?? ''}/school-magazine?issue=${issue.id}`;
      await this.notifications.notify(
        tx,
        placed.map((piece) => ({
          kind: 'MAGAZINE_PIECE' as const,
          recipientId: piece.authorId,
          instituteId: issue.instituteId,
          actorId: actor.id,
          piece: { title: piece.title, step: 'PUBLISHED' as const, note: '', path },
        })),
      );
    });
    this.reading.forget(schoolIdOf(actor));
    return this.get(actor, issueId);
  }

  /** The editor's school; 403 for members who do not edit the magazine. */
  private async editorsSchool(actor: Actor, db: Queryable = this.db): Promise<string> {
    const instituteId = schoolIdOf(actor);
    const roles = await this.magazine.rolesOf(db, actor, instituteId);
    if (!roles.editor) throw forbidden('Only the magazine’s editors can do this.');
    return instituteId;
  }

  /** Locks a draft issue of the editor's school and changes it; a published issue stays as it went out. */
  private async draftChange(
    actor: Actor,
    issueId: string,
    change: (tx: Queryable, issue: IssueRow) => Promise<void>,
  ): Promise<void> {
    const instituteId = await this.editorsSchool(actor);
    await this.db.transaction(async (tx) => {
      const issue = await lockIssue(tx, instituteId, issueId);
      if (!issue) throw notFound();
      if (issue.status === 'PUBLISHED') throw conflict(MAGAZINE_MESSAGES.issuePublished);
      await change(tx, issue);
    });
  }
}

const numberTaken = () =>
  conflict(MAGAZINE_MESSAGES.numberTaken, [{ field: 'number', message: MAGAZINE_MESSAGES.numberTaken }]);
