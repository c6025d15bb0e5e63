/**
 * Who does what on the magazine's editorial path, as pure functions (decisions in docs/architecture.md, "School
 * magazine"). A student's piece goes to a teacher mentor, who edits, comments, returns it or passes it on; the
 * approval committee approves or declines it; an editor places approved pieces in an issue; publishing the issue
 * publishes them. Staff pieces skip the mentor. Nobody reviews or decides their own piece.
 */
import { ACCESS, type MagazineRoles, type PieceStatus, ROLE_SETS, type Role } from '@noticeboard/shared';
import type { Actor } from '../../plugins/auth';

/** The routes' callers: every member of a school (what each may do is decided per piece below). */
export const MAGAZINE_ACCESS = {
  members: ACCESS.roles(ROLE_SETS.instituteMembers, { sameInstitute: true }),
  /** Spec §6 `/school-magazine/create`: admin, faculty, candidate. */
  contributors: ACCESS.roles(ROLE_SETS.adminFacultyCandidate, { sameInstitute: true }),
  /** Spec §6 `/school-magazine`: the school account sets the magazine up. */
  school: ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true }),
} as const;

const CONTRIBUTORS: readonly Role[] = ROLE_SETS.adminFacultyCandidate;
const MENTORS: readonly Role[] = ['FACULTY', 'ADMIN'];

/** Facts read from the database: a seat on the approval committee, being named an editor. */
export interface StaffFacts {
  committeeSeat: boolean;
  namedEditor: boolean;
}

/** The caller's parts on their school's editorial path; nothing at another school. */
export function magazineRolesOf(actor: Actor, instituteId: string, facts: StaffFacts): MagazineRoles {
  if (actor.instituteId !== instituteId) return { editor: false, mentor: false, committee: false, contributor: false };
  return {
    contributor: CONTRIBUTORS.includes(actor.role),
    mentor: MENTORS.includes(actor.role),
    // The school account owns its committee and may act for it.
    committee: actor.role === 'INSTITUTE' || (MENTORS.includes(actor.role) && facts.committeeSeat),
    editor: actor.role === 'INSTITUTE' || actor.role === 'ADMIN' || (actor.role === 'FACULTY' && facts.namedEditor),
  };
}

/** Where a piece goes when its author sends it: students to a mentor, staff straight to the committee. */
export function firstReviewStep(authorRole: Role): PieceStatus {
  return authorRole === 'CANDIDATE' ? 'WITH_MENTOR' : 'WITH_COMMITTEE';
}

export type PieceEvent =
  | { type: 'SUBMIT'; authorRole: Role }
  | { type: 'RETURN' }
  | { type: 'PASS' }
  | { type: 'APPROVE' }
  | { type: 'DECLINE' }
  | { type: 'PUBLISH' };

/** The state machine: the status after the event, or null when the event cannot happen at this step. */
export function nextStatus(status: PieceStatus, event: PieceEvent): PieceStatus | null {
  switch (event.type) {
    case 'SUBMIT':
      return status === 'DRAFT' || status === 'CHANGES_REQUESTED' ? firstReviewStep(event.authorRole) : null;
    case 'RETURN':
      return status === 'WITH_MENTOR' ? 'CHANGES_REQUESTED' : null;
    case 'PASS':
      return status === 'WITH_MENTOR' ? 'WITH_COMMITTEE' : null;
    case 'APPROVE':
    case 'DECLINE':
      return status === 'WITH_COMMITTEE' ? (event.type === 'APPROVE' ? 'APPROVED' : 'DECLINED') : null;
    case 'PUBLISH':
      return status === 'APPROVED' ? 'PUBLISHED' : null;
  }
}

export interface PieceFacts {
  instituteId: string;
  authorId: string;
  status: PieceStatus;
}

export interface PieceActions {
  edit: boolean;
  submit: boolean;
  review: boolean;
  decide: boolean;
  remove: boolean;
}

const authorsTurn = (status: PieceStatus) => status === 'DRAFT' || status === 'CHANGES_REQUESTED';

/** What the caller may do with the piece now. */
export function pieceActions(actor: Actor, roles: MagazineRoles, piece: PieceFacts): PieceActions {
  const own = actor.id === piece.authorId;
  const school = actor.instituteId === piece.instituteId;
  const mentoring = school && !own && roles.mentor && piece.status === 'WITH_MENTOR';
  return {
    edit: (own && authorsTurn(piece.status)) || mentoring,
    submit: own && authorsTurn(piece.status),
    review: mentoring,
    decide: school && !own && roles.committee && piece.status === 'WITH_COMMITTEE',
    remove: own && piece.status === 'DRAFT',
  };
}

/**
 * Who may read a piece that is not published: its author, and the school's people on the editorial path. A draft
 * is its author's alone until it is sent; other students and other schools never see it.
 */
export function mayReadPiece(actor: Actor, roles: MagazineRoles, piece: PieceFacts): boolean {
  if (actor.id === piece.authorId) return true;
  if (actor.instituteId !== piece.instituteId || piece.status === 'DRAFT') return false;
  return roles.mentor || roles.committee || roles.editor;
}

/** Placing a piece in an issue: an editor, an approved piece (a published one stays in its issue). */
export function mayPlace(roles: MagazineRoles, piece: { status: PieceStatus }): boolean {
  return roles.editor && piece.status === 'APPROVED';
}
