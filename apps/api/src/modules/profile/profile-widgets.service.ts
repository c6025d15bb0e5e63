/**
 * Profile widgets (issue 20 §1): the owner's activity, latest posts and collabs, and badges, for whoever may see the
 * profile (profile.policy through ProfileService.visibleOwner: the same 404 as the profile). Counts and badges are
 * the owner's whole record; the posts and collabs are only those the viewer may see anyway in the community.
 */
import type { ProfileWidgets } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import { playedDays } from '../home/home.repository';
import { STREAK_LOOKBACK_DAYS, streakOf } from '../home/home.rules';
import type { Clock } from '../module';
import { addDays, quizDayOf } from '../quiz/quiz-day';
import type { ProfileService } from './profile.service';
import { presentProfileWidgets } from './profile-widgets.presenter';
import { activityOf, latestVisibleCollabs, latestVisiblePosts } from './profile-widgets.repository';

export class ProfileWidgetsService {
  constructor(
    private readonly db: Db,
    private readonly profiles: ProfileService,
    private readonly clock: Clock,
  ) {}

  /** Without `customUrl`: the caller's own. */
  async widgets(actor: Actor, customUrl: string | undefined): Promise<ProfileWidgets> {
    const { owner, visibility } = await this.profiles.visibleOwner(actor, customUrl);
    const today = quizDayOf(this.clock.now());
    const [activity, days, posts, collabs] = await Promise.all([
      activityOf(this.db, owner.id),
      playedDays(this.db, owner.id, addDays(today, -STREAK_LOOKBACK_DAYS)),
      latestVisiblePosts(this.db, actor, owner.id),
      latestVisibleCollabs(this.db, actor, owner.id),
    ]);
    return presentProfileWidgets({
      owner,
      visibility,
      activity,
      currentStreakDays: streakOf(days, today),
      posts,
      collabs,
    });
  }
}
