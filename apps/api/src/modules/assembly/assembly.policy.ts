/**
 * Who may do what with a school's assembly: the school account and its admins configure it (spec §7 assembly
 * config); they and the school's teachers edit bulletins; signed-in members of the school see children's names;
 * everyone else sees the bulletin without them.
 */
import type { Role } from '@noticeboard/shared';
import type { Actor } from '../../plugins/auth';

const CONFIGURERS: readonly Role[] = ['INSTITUTE', 'ADMIN'];
const EDITORS: readonly Role[] = ['INSTITUTE', 'ADMIN', 'FACULTY'];
const WISHERS: readonly Role[] = ['INSTITUTE', 'ADMIN', 'FACULTY', 'CANDIDATE'];

export const isMemberOf = (actor: Actor | null, instituteId: string): actor is Actor =>
  actor !== null && actor.instituteId === instituteId;

export const mayConfigure = (actor: Actor | null, instituteId: string): boolean =>
  isMemberOf(actor, instituteId) && CONFIGURERS.includes(actor.role);

export const mayEditBulletin = (actor: Actor | null, instituteId: string): boolean =>
  isMemberOf(actor, instituteId) && EDITORS.includes(actor.role);

/** Classmates and teachers (and the school account) of the birthday person's own school. */
export const mayWish = (actor: Actor | null, instituteId: string): boolean =>
  isMemberOf(actor, instituteId) && WISHERS.includes(actor.role);

/** Staff choose whether their birthday is shown; students' follow their parent's consent. */
export const isStaff = (actor: Actor): boolean => actor.role === 'FACULTY' || actor.role === 'ADMIN';
