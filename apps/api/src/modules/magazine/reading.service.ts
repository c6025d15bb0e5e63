/**
 * What members read: their own school's published issues (newest first), one issue with its pieces under their
 * sections and credits, its PDF, and pictures. Drafts and unpublished issues are never here; another school's
 * address is as unknown as a school that does not exist. The shelf and each issue are cached per school for
 * READING_TTL_MS (a school reading its new issue at assembly time asks for the same answer hundreds of times);
 * publishing or changing the config drops the school's answers here, and the time to live bounds how long a
 * parent's changed consent, or another process's publishing, takes to show.
 */
import type { PublishedIssue, PublishedIssueList } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { GroupedCache } from '../../lib/grouped-cache';
import type { FileStorage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth';
import type { Clock } from '../module';
import { findIssue, listIssues, schoolByCustomUrl } from './issue.repository';
import { mayReadPiece } from './magazine.policy';
import { bySection, presentIssueSummary, presentPublishedPiece } from './magazine.presenter';
import type { MagazineService } from './magazine.service';
import { renderIssuePdf } from './magazine-pdf';
import { pictureForPdf } from './magazine-pictures';
import {
  coverOf,
  coversOf,
  findPictureAnySchool,
  findPiece,
  type PictureRow,
  picturesOf,
  piecesOfIssue,
} from './piece.repository';

export const READING_TTL_MS = 30_000;

type School = { id: string; name: string; customUrl: string };

/** Answers of the reading side, per school; `forget(schoolId)` when the school publishes or changes its magazine. */
export class MagazineReadingCache {
  readonly answers = new GroupedCache<PublishedIssue | PublishedIssueList>(READING_TTL_MS, 2_000);
  readonly schools = new GroupedCache<School | null>(READING_TTL_MS, 5_000);

  forget(instituteId: string): void {
    this.answers.forget(instituteId);
  }
}

export class MagazineReadingService {
  constructor(
    private readonly cache: MagazineReadingCache,
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly magazine: MagazineService,
  ) {}

  async issues(actor: Actor, customUrl: string): Promise<PublishedIssueList> {
    const school = await this.membersSchool(actor, customUrl);
    const cached = this.cache.answers.get(school.id, 'shelf');
    if (cached && 'issues' in cached) return cached;
    const ticket = this.cache.answers.ticket();
    const [settings, rows] = await Promise.all([
      this.magazine.settingsOf(this.db, school.id),
      listIssues(this.db, school.id, true),
    ]);
    const covers = await coversOf(
      this.db,
      rows.map((row) => row.id),
    );
    const issues = rows.map((row) => presentIssueSummary(row, covers.get(row.id) ?? null));
    const answer = { magazineName: settings.name, schoolName: school.name, issues };
    this.cache.answers.set(school.id, 'shelf', answer, ticket);
    return answer;
  }

  async issue(actor: Actor, customUrl: string, issueId: string): Promise<PublishedIssue> {
    const school = await this.membersSchool(actor, customUrl);
    const cached = this.cache.answers.get(school.id, issueId);
    if (cached && 'sections' in cached) return cached;
    const ticket = this.cache.answers.ticket();
    const answer = await this.loadIssue(school, issueId);
    this.cache.answers.set(school.id, issueId, answer, ticket);
    return answer;
  }

  private async loadIssue(school: School, issueId: string): Promise<PublishedIssue> {
    const issue = await findIssue(this.db, school.id, issueId);
    if (!issue || issue.status !== 'PUBLISHED' || !issue.publishedAt) throw notFound();
    const [settings, rows, cover] = await Promise.all([
      this.magazine.settingsOf(this.db, school.id),
      piecesOfIssue(this.db, issue.id),
      coverOf(this.db, issue.id),
    ]);
    const published = rows.filter((row) => row.status === 'PUBLISHED');
    const pictures = await picturesOf(
      this.db,
      published.map((row) => row.id),
    );
    const now = this.clock.now();
    const pieces = published.map((row) => presentPublishedPiece(row, pictures.get(row.id) ?? [], now));
    return {
      id: issue.id,
      magazineName: settings.name,
      schoolName: school.name,
      number: issue.number,
      title: issue.title,
      cover: presentIssueSummary({ ...issue, pieceCount: pieces.length }, cover).cover,
      publishedAt: issue.publishedAt.toISOString(),
      sections: bySection(pieces, settings.sections),
    };
  }

  async pdf(actor: Actor, customUrl: string, issueId: string): Promise<{ data: Buffer; fileName: string }> {
    const issue = await this.issue(actor, customUrl, issueId);
    const ids = [
      ...(issue.cover ? [issue.cover.id] : []),
      ...issue.sections.flatMap((section) => section.pieces.flatMap((piece) => piece.pictures.map((p) => p.id))),
    ];
    const pictures = new Map<string, Buffer>();
    for (const id of ids) {
      const row = await findPictureAnySchool(this.db, id);
      const bytes = row ? await pictureForPdf(this.storage, row.storageKey) : null;
      if (bytes) pictures.set(id, bytes);
    }
    const data = await renderIssuePdf(issue, pictures);
    const slug =
      issue.magazineName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'magazine';
    return { data, fileName: `${slug}-issue-${issue.number}.pdf` };
  }

  /**
   * A picture: members of the school see those of published pieces and published covers; the editorial path sees
   * a piece's pictures while it may read the piece, and editors see unpublished covers.
   */
  async picture(actor: Actor, pictureId: string): Promise<PictureRow> {
    const instituteId = actor.instituteId;
    const picture = await findPictureAnySchool(this.db, pictureId);
    if (!picture || !instituteId || picture.instituteId !== instituteId) throw notFound();
    const roles = await this.magazine.rolesOf(this.db, actor, instituteId);
    if (picture.pieceId) {
      const piece = await findPiece(this.db, instituteId, picture.pieceId);
      if (piece && (piece.status === 'PUBLISHED' || mayReadPiece(actor, roles, piece))) return picture;
      throw notFound();
    }
    const issue = picture.issueId ? await findIssue(this.db, instituteId, picture.issueId) : null;
    if (issue && (issue.status === 'PUBLISHED' || roles.editor)) return picture;
    throw notFound();
  }

  private async membersSchool(actor: Actor, customUrl: string): Promise<School> {
    let school = this.cache.schools.get('byUrl', customUrl);
    if (school === undefined) {
      const ticket = this.cache.schools.ticket();
      school = await schoolByCustomUrl(this.db, customUrl);
      this.cache.schools.set('byUrl', customUrl, school, ticket);
    }
    if (!school || school.id !== actor.instituteId) throw notFound();
    return school;
  }
}
