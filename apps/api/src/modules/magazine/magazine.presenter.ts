/** Rows → the magazine's wire shapes. Credits follow consent: a student without it is never named. */
import {
  anonymousStudentCredit,
  type IssueSummary,
  MAGAZINE_PATHS,
  type MagazinePicture,
  type MagazinePiece,
  type MagazineRoles,
  type PublishedPiece,
  STUDENT_CLASS_INFO,
  type StudentClass,
} from '@noticeboard/shared';
import type { Actor } from '../../plugins/auth';
import { type ConsentDecision, purposeAllowed } from '../consent/consent-ledger.policy';
import type { IssueListRow } from './issue.repository';
import { pieceActions } from './magazine.policy';
import type { PictureRow, PieceRow } from './piece.repository';

export interface CreditFacts {
  authorName: string;
  authorType: 'INSTITUTE' | 'CANDIDATE' | 'INDIVIDUAL';
  authorClass: StudentClass | null;
  authorDateOfBirth: string | null;
  authorCommunityConsent: ConsentDecision | null;
}

/** The name as printed, or "A student of Class 8" for a student whose parent has not consented. */
export function creditOf(facts: CreditFacts, now: Date = new Date()): string {
  if (facts.authorType !== 'CANDIDATE') return facts.authorName;
  const author = { type: facts.authorType, dateOfBirth: facts.authorDateOfBirth };
  if (purposeAllowed(author, facts.authorCommunityConsent, 'COMMUNITY', now)) return facts.authorName;
  return anonymousStudentCredit(facts.authorClass ? STUDENT_CLASS_INFO[facts.authorClass].label : null);
}

export const pictureUrl = (id: string) => `/api${MAGAZINE_PATHS.picture.replace(':pictureId', id)}`;

export function presentPicture(row: PictureRow): MagazinePicture {
  return { id: row.id, url: pictureUrl(row.id), width: row.width, height: row.height, caption: row.caption };
}

export function presentPiece(
  row: PieceRow,
  pictures: PictureRow[],
  actor: Actor,
  roles: MagazineRoles,
  now: Date,
): MagazinePiece {
  return {
    id: row.id,
    kind: row.kind,
    language: row.language,
    section: row.section,
    title: row.title,
    body: row.body,
    status: row.status,
    credit: creditOf(row, now),
    yours: row.authorId === actor.id,
    pictures: pictures.map(presentPicture),
    issue:
      row.issueId && row.issueNumber !== null && row.issueTitle !== null
        ? { id: row.issueId, number: row.issueNumber, title: row.issueTitle }
        : null,
    postId: row.postId,
    declineReason: row.declineReason,
    revision: row.revision,
    may: pieceActions(actor, roles, row),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentPublishedPiece(row: PieceRow, pictures: PictureRow[], now: Date): PublishedPiece {
  return {
    id: row.id,
    kind: row.kind,
    language: row.language,
    section: row.section,
    title: row.title,
    body: row.body,
    credit: creditOf(row, now),
    pictures: pictures.map(presentPicture),
  };
}

export function presentIssueSummary(row: IssueListRow, cover: PictureRow | null): IssueSummary {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    status: row.status,
    cover: cover ? presentPicture(cover) : null,
    pieceCount: row.pieceCount,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** Pieces grouped under the magazine's sections in its order; sections no longer configured follow at the end. */
export function bySection<T extends { section: string }>(
  pieces: T[],
  sections: readonly string[],
): Array<{ name: string; pieces: T[] }> {
  const names = [...sections, ...pieces.map((piece) => piece.section).filter((name) => !sections.includes(name))];
  return [...new Set(names)]
    .map((name) => ({ name, pieces: pieces.filter((piece) => piece.section === name) }))
    .filter((group) => group.pieces.length > 0);
}
