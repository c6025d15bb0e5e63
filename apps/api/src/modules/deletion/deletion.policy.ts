/** Who may see, request and cancel whose account deletion: pure rules over the actor and the subject. */
import type { Actor } from '../../plugins/auth';
import type { DeletionRow, DeletionSubject } from './deletion.repository';

/**
 * The person themself, or the school account for one of its own students (a parent's request goes through the
 * school). Anyone else is told nothing (404 like an unknown id), so accounts of other schools cannot be probed.
 */
export function mayActFor(actor: Actor, subject: DeletionSubject): boolean {
  if (actor.id === subject.id) return true;
  return (
    actor.role === 'INSTITUTE' &&
    subject.type === 'CANDIDATE' &&
    subject.instituteId !== null &&
    subject.instituteId === actor.instituteId
  );
}

/** Only whoever asked calls a deletion off: a student cannot undo what their school asked for on the parent's word. */
export function mayCancel(actor: Actor, deletion: DeletionRow): boolean {
  return deletion.requestedBy === actor.id;
}

/** A school account's own deletion takes its whole school with it. */
export const scopeOf = (subject: DeletionSubject) => (subject.type === 'INSTITUTE' ? 'TENANT' : 'ACCOUNT');

/** Typed again to confirm a school's deletion: the school's name, compared without case or extra spaces. */
export function confirmsName(typed: string | undefined, name: string | null): boolean {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return typed !== undefined && name !== null && plain(typed) === plain(name);
}
