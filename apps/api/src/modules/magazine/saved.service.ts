/**
 * Posts and junior reports the school's moderators saved for the magazine (the community's `saveMagazineEntity`),
 * and an editor turning one into a piece: credited to the post's author, linked to the post, already approved
 * (the post passed the community's moderation and an editor chose it), ready to be placed in an issue.
 */
import { MAGAZINE_MESSAGES, type MagazinePiece, type SavedPostPage } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { pageFrom } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import type { Clock } from '../module';
import { htmlToText, trimAtWord } from '../news/ingest/text';
import { pieceOfPost, savedPostOf, savedPosts } from './issue.repository';
import { creditOf } from './magazine.presenter';
import { type MagazineService, schoolIdOf } from './magazine.service';
import { insertPiece } from './piece.repository';
import type { PieceService } from './piece.service';

const DEVANAGARI = /[\u0900-\u097F]/;
const EXCERPT_CHARS = 220;

export class SavedService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly magazine: MagazineService,
    private readonly pieces: PieceService,
  ) {}

  async list(actor: Actor, query: { page: number; size: number }): Promise<SavedPostPage> {
    const instituteId = schoolIdOf(actor);
    const { rows, total } = await savedPosts(this.db, instituteId, query);
    const now = this.clock.now();
    const content = rows.map((row) => {
      const text = htmlToText(row.descriptionHtml);
      return {
        postId: row.postId,
        slug: row.slug,
        title: row.title?.trim() || trimAtWord(text, 80),
        excerpt: trimAtWord(text, EXCERPT_CHARS),
        credit: creditOf(row, now),
        juniorReport: row.categorySlug === 'junior-reporters',
        createdAt: row.createdAt.toISOString(),
        pieceId: row.pieceId,
      };
    });
    return pageFrom(content, query, total);
  }

  async makePiece(actor: Actor, body: { postId: string; section: string }): Promise<MagazinePiece> {
    const instituteId = schoolIdOf(actor);
    const roles = await this.magazine.rolesOf(this.db, actor, instituteId);
    if (!roles.editor) throw forbidden('Only the magazine’s editors can do this.');
    const { sections } = await this.magazine.settingsOf(this.db, instituteId);
    if (!sections.includes(body.section)) {
      throw badRequest(MAGAZINE_MESSAGES.unknownSection, [
        { field: 'section', message: MAGAZINE_MESSAGES.unknownSection },
      ]);
    }
    const pieceId = await this.db.transaction(async (tx) => {
      const post = await savedPostOf(tx, instituteId, body.postId);
      if (!post) throw notFound(MAGAZINE_MESSAGES.notSaved);
      if (await pieceOfPost(tx, post.id)) throw conflict(MAGAZINE_MESSAGES.alreadyPiece);
      const text = htmlToText(post.descriptionHtml);
      return insertPiece(tx, {
        instituteId,
        authorId: post.authorId,
        kind: 'ARTICLE',
        language: DEVANAGARI.test(text) ? 'HI' : 'EN',
        section: body.section,
        title: post.title?.trim() || trimAtWord(text, 80),
        body: text,
        status: 'APPROVED',
        postId: post.id,
        submittedAt: this.clock.now(),
      });
    });
    return this.pieces.get(actor, pieceId);
  }
}
