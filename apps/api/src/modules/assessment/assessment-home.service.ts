/** The home page's assessment counts (modules/home asks through the module's exports). */

import type { HomeAssignment } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { staffAssessmentQueues } from './assessment-home.repository';
import { type AttemptService, recommendedOf } from './attempt.service';

export interface AssessmentHomeCounts {
  /** Students: open assignments not handed in yet (to do or under way). */
  assignmentsToDo: number | null;
  /** Staff: handed-in attempts with written answers waiting for marks. */
  answersToMark: number | null;
  /** Staff: flagged face checks waiting for the school's decision. */
  faceChecksToReview: number | null;
}

const NONE: AssessmentHomeCounts = { assignmentsToDo: null, answersToMark: null, faceChecksToReview: null };

export interface AssessmentHome {
  counts: AssessmentHomeCounts;
  /** Students: the recommended assignments (the same as GET /student/assignments/recommended). */
  recommended: HomeAssignment[];
}

export class AssessmentHomeService {
  constructor(
    private readonly db: Db,
    private readonly attempts: AttemptService,
  ) {}

  async summaryFor(actor: Actor): Promise<AssessmentHome> {
    if (!actor.instituteId) return { counts: NONE, recommended: [] };
    if (actor.role === 'CANDIDATE') {
      // The student's own list, so the number is what /assessment shows as to do.
      const list = await this.attempts.list(actor);
      const toDo = list.items.filter((item) => item.status === 'TO_DO' || item.status === 'IN_PROGRESS').length;
      const recommended = recommendedOf(list).items.map((item) => ({
        title: item.title,
        type: item.type,
        customUrl: item.customUrl,
        closesAt: item.closesAt,
        faceCheckRequired: item.faceCheckRequired,
      }));
      return { counts: { ...NONE, assignmentsToDo: toDo }, recommended };
    }
    if (actor.role === 'INSTITUTE' || actor.role === 'ADMIN' || actor.role === 'FACULTY') {
      const queues = await staffAssessmentQueues(this.db, {
        instituteId: actor.instituteId,
        authorId: actor.role === 'FACULTY' ? actor.id : null,
      });
      return { counts: { ...NONE, ...queues }, recommended: [] };
    }
    return { counts: NONE, recommended: [] };
  }
}
