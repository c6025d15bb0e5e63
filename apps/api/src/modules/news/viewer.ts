/** Who reads: the signed-in reader (and their school) or nobody. */
import type { Actor } from '../../plugins/auth';

export interface Viewer {
  userId: string;
  instituteId: string | null;
}

export const readerOf = (actor: Actor): Viewer => ({ userId: actor.id, instituteId: actor.instituteId });

export const viewerOf = (actor: Actor | null): Viewer | null => (actor ? readerOf(actor) : null);
