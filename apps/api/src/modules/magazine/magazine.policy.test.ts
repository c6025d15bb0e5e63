/** The editorial state machine and who may act at each step, as pure rules. */
import { PIECE_STATUSES, type PieceStatus } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../plugins/auth';
import { magazineRolesOf, mayPlace, mayReadPiece, nextStatus, type PieceEvent, pieceActions } from './magazine.policy';

const SCHOOL = 'school-a';
const actor = (id: string, role: Actor['role'], instituteId: string | null = SCHOOL): Actor => ({
  id,
  role,
  type: role === 'INSTITUTE' ? 'INSTITUTE' : role === 'CANDIDATE' ? 'CANDIDATE' : 'INDIVIDUAL',
  userType: role === 'FACULTY' || role === 'ADMIN' ? role : null,
  instituteId,
  customUrl: id,
  familyId: id,
});
const none = { committeeSeat: false, namedEditor: false };
const student = actor('student', 'CANDIDATE');
const mentor = actor('mentor', 'FACULTY');
const seat = actor('seat', 'FACULTY');
const piece = (status: PieceStatus, authorId = 'student') => ({ instituteId: SCHOOL, authorId, status });

describe('the state machine', () => {
  const table: Array<[PieceStatus, PieceEvent, PieceStatus | null]> = [
    ['DRAFT', { type: 'SUBMIT', authorRole: 'CANDIDATE' }, 'WITH_MENTOR'],
    ['DRAFT', { type: 'SUBMIT', authorRole: 'FACULTY' }, 'WITH_COMMITTEE'],
    ['DRAFT', { type: 'SUBMIT', authorRole: 'ADMIN' }, 'WITH_COMMITTEE'],
    ['CHANGES_REQUESTED', { type: 'SUBMIT', authorRole: 'CANDIDATE' }, 'WITH_MENTOR'],
    ['WITH_MENTOR', { type: 'SUBMIT', authorRole: 'CANDIDATE' }, null],
    ['WITH_MENTOR', { type: 'RETURN' }, 'CHANGES_REQUESTED'],
    ['WITH_MENTOR', { type: 'PASS' }, 'WITH_COMMITTEE'],
    ['WITH_COMMITTEE', { type: 'PASS' }, null],
    ['WITH_COMMITTEE', { type: 'APPROVE' }, 'APPROVED'],
    ['WITH_COMMITTEE', { type: 'DECLINE' }, 'DECLINED'],
    ['WITH_MENTOR', { type: 'APPROVE' }, null],
    ['APPROVED', { type: 'PUBLISH' }, 'PUBLISHED'],
    ['WITH_COMMITTEE', { type: 'PUBLISH' }, null],
    ['DECLINED', { type: 'SUBMIT', authorRole: 'CANDIDATE' }, null],
    ['PUBLISHED', { type: 'RETURN' }, null],
  ];
  it.each(table)('%s + %o → %s', (from, event, to) => {
    expect(nextStatus(from, event)).toBe(to);
  });

  it('never leaves PUBLISHED', () => {
    const events: PieceEvent[] = [
      { type: 'SUBMIT', authorRole: 'CANDIDATE' },
      { type: 'RETURN' },
      { type: 'PASS' },
      { type: 'APPROVE' },
      { type: 'DECLINE' },
      { type: 'PUBLISH' },
    ];
    for (const event of events) expect(nextStatus('PUBLISHED', event)).toBeNull();
  });
});

describe('parts on the path', () => {
  it('a school account edits and sits for its committee; a student only contributes', () => {
    expect(magazineRolesOf(actor('s', 'INSTITUTE'), SCHOOL, none)).toEqual({
      contributor: false,
      mentor: false,
      committee: true,
      editor: true,
    });
    expect(magazineRolesOf(student, SCHOOL, { committeeSeat: true, namedEditor: true })).toEqual({
      contributor: true,
      mentor: false,
      committee: false,
      editor: false,
    });
  });

  it('a teacher mentors; a seat adds the committee, being named adds editing', () => {
    expect(magazineRolesOf(mentor, SCHOOL, none)).toMatchObject({ mentor: true, committee: false, editor: false });
    expect(magazineRolesOf(mentor, SCHOOL, { committeeSeat: true, namedEditor: true })).toMatchObject({
      committee: true,
      editor: true,
    });
  });

  it('gives nothing at another school', () => {
    const other = actor('x', 'INSTITUTE', 'school-b');
    expect(Object.values(magazineRolesOf(other, SCHOOL, { committeeSeat: true, namedEditor: true }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('actions per step', () => {
  const mentorRoles = magazineRolesOf(mentor, SCHOOL, none);
  const seatRoles = magazineRolesOf(seat, SCHOOL, { committeeSeat: true, namedEditor: false });
  const studentRoles = magazineRolesOf(student, SCHOOL, none);

  it('the author writes and sends while it is theirs, deletes only a draft', () => {
    expect(pieceActions(student, studentRoles, piece('DRAFT'))).toMatchObject({
      edit: true,
      submit: true,
      remove: true,
    });
    expect(pieceActions(student, studentRoles, piece('CHANGES_REQUESTED'))).toMatchObject({
      edit: true,
      submit: true,
      remove: false,
    });
    for (const status of ['WITH_MENTOR', 'WITH_COMMITTEE', 'APPROVED', 'PUBLISHED'] as const) {
      expect(pieceActions(student, studentRoles, piece(status))).toEqual({
        edit: false,
        submit: false,
        review: false,
        decide: false,
        remove: false,
      });
    }
  });

  it('a mentor edits and reviews only while it is with a teacher, never their own piece', () => {
    expect(pieceActions(mentor, mentorRoles, piece('WITH_MENTOR'))).toMatchObject({ edit: true, review: true });
    expect(pieceActions(mentor, mentorRoles, piece('WITH_COMMITTEE'))).toMatchObject({ edit: false, review: false });
    expect(pieceActions(mentor, mentorRoles, piece('WITH_MENTOR', 'mentor'))).toMatchObject({ review: false });
  });

  it('the committee decides only at its step, never on its own piece; a plain teacher never decides', () => {
    expect(pieceActions(seat, seatRoles, piece('WITH_COMMITTEE')).decide).toBe(true);
    expect(pieceActions(seat, seatRoles, piece('WITH_MENTOR')).decide).toBe(false);
    expect(pieceActions(seat, seatRoles, piece('WITH_COMMITTEE', 'seat')).decide).toBe(false);
    expect(pieceActions(mentor, mentorRoles, piece('WITH_COMMITTEE')).decide).toBe(false);
  });

  it('a draft is its author’s alone; other students never read unpublished pieces', () => {
    expect(mayReadPiece(mentor, mentorRoles, piece('DRAFT'))).toBe(false);
    expect(mayReadPiece(mentor, mentorRoles, piece('WITH_MENTOR'))).toBe(true);
    const peer = actor('peer', 'CANDIDATE');
    for (const status of PIECE_STATUSES) {
      expect(mayReadPiece(peer, magazineRolesOf(peer, SCHOOL, none), piece(status))).toBe(false);
    }
  });

  it('editors place approved pieces only', () => {
    const editor = magazineRolesOf(actor('e', 'ADMIN'), SCHOOL, none);
    expect(mayPlace(editor, { status: 'APPROVED' })).toBe(true);
    expect(mayPlace(editor, { status: 'WITH_COMMITTEE' })).toBe(false);
    expect(mayPlace(mentorRoles, { status: 'APPROVED' })).toBe(false);
  });
});
