/** The home page's assessment counts (modules/home asks through the module's exports). */
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { staffAssessmentQueues } from './assessment-home.repository';
import type { AttemptService } from './attempt.service';

export interface AssessmentHomeCounts {
  /** Students: open assignments not handed in yet (to do or under way). */
  assignmentsToDo: number | null;
  /** Staff: handed-in attempts with written answers waiting for marks. */
  answersToMark: number | null;
  /** Staff: flagged face checks waiting for the school's decision. */
  faceChecksToReview: number | null;
}

const NONE: AssessmentHomeCounts = { assignmentsToDo: null, answersToMark: null, faceChecksToReview: null };

export class AssessmentHomeService {
  constructor(
    private readonly db: Db,
    private readonly attempts: AttemptService,
  ) {}

  async countsFor(actor: Actor): Promise<AssessmentHomeCounts> {
    if (!actor.instituteId) return NONE;
    if (actor.role === 'CANDIDATE') {
      // The student's own list, so the number is what /assessment shows as to do.
      const { items } = await this.attempts.list(actor);
      const toDo = items.filter((item) => item.status === 'TO_DO' || item.status === 'IN_PROGRESS').length;
      return { ...NONE, assignmentsToDo: toDo };
    }
    if (actor.role === 'INSTITUTE' || actor.role === 'ADMIN' || actor.role === 'FACULTY') {
      const queues = await staffAssessmentQueues(this.db, {
        instituteId: actor.instituteId,
        authorId: actor.role === 'FACULTY' ? actor.id : null,
      });
      return { ...NONE, ...queues };
    }
    return NONE;
  }
}
