/** Who reviews a school's reports and spam: its moderators (school account, admins, approval committee). */
import type { Queryable } from '../../../db/client';
import { forbidden } from '../../../lib/errors';
import type { Actor } from '../../../plugins/auth';
import { moderates } from '../member-standing.repository';

/** The school the actor moderates; 403 for anyone else. Every review query is scoped to it. */
export async function moderatedSchoolOf(db: Queryable, actor: Actor): Promise<string> {
  if (!actor.instituteId || !(await moderates(db, actor, actor.instituteId))) throw forbidden();
  return actor.instituteId;
}
