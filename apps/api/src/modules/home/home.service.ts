/** The home page: what the signed-in person has to do today, counted in one call. */
import type { HomeCapabilities, HomeCounts, HomeLearner, HomeSetup, HomeSummary } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth';
import type { AssessmentHomeService } from '../assessment/assessment-home.service';
import { moderates } from '../community/member-standing.repository';
import { postingContextOf } from '../community/post-rules';
import { addDays, quizDayOf } from '../quiz/quiz-day';
import type { QuizHubService } from '../quiz/quiz-hub.service';
import {
  consentsWaiting,
  ownPostStates,
  ownQuizzesOpen,
  playedDays,
  schoolMakeUp,
  schoolQueues,
} from './home.repository';
import { DECLINED_SHOWN_DAYS, STREAK_LOOKBACK_DAYS, streakOf } from './home.rules';

const DAY_MS = 86_400_000;

export class HomeService {
  constructor(
    private readonly db: Db,
    private readonly quizHub: QuizHubService,
    private readonly assessments: AssessmentHomeService,
    private readonly now: () => Date,
  ) {}

  async capabilities(actor: Actor): Promise<HomeCapabilities> {
    return { moderates: await moderates(this.db, actor, actor.instituteId) };
  }

  async summary(actor: Actor): Promise<HomeSummary> {
    const now = this.now();
    const school = actor.instituteId;
    const [capabilities, own, learner, makeUp] = await Promise.all([
      this.capabilities(actor),
      ownPostStates(this.db, actor.id, now, new Date(now.getTime() - DECLINED_SHOWN_DAYS * DAY_MS)),
      actor.role === 'CANDIDATE' || actor.role === 'INDIVIDUAL' ? this.learner(actor, now) : null,
      actor.role === 'INSTITUTE' && school ? schoolMakeUp(this.db, school) : null,
    ]);
    const reviews = capabilities.moderates && school;
    const [queues, consentsPending, myQuizzesOpen, assessed] = await Promise.all([
      reviews ? schoolQueues(this.db, school, now) : null,
      makeUp && school ? consentsWaiting(this.db, school) : null,
      actor.role === 'FACULTY' || actor.role === 'ADMIN' ? ownQuizzesOpen(this.db, actor.id, quizDayOf(now)) : null,
      this.assessments.summaryFor(actor),
    ]);
    const counts: HomeCounts = {
      postsToReview: queues?.postsWaiting ?? null,
      reportsOpen: queues?.reportsOpen ?? null,
      myPostsWaiting: own.waiting,
      myPostsDeclined: own.declined,
      consentsPending,
      studentsWithoutClass: makeUp?.withoutClass ?? null,
      myQuizzesOpen,
      ...assessed.counts,
    };
    const setup: HomeSetup | null = makeUp && {
      hasCurrentSession: makeUp.hasCurrentSession,
      classes: makeUp.classes,
      students: makeUp.students,
      staff: makeUp.staff,
    };
    return {
      role: actor.role,
      capabilities,
      learner: learner && { ...learner, recommendedAssignments: assessed.recommended },
      setup,
      counts,
    };
  }

  /** Students and readers play the daily quiz (staff see it on the hub): their reading, today's quiz, their run of days. */
  private async learner(actor: Actor, now: Date): Promise<HomeLearner> {
    const today = quizDayOf(now);
    const [eligibility, list, days, posting] = await Promise.all([
      this.quizHub.eligibility(actor, now),
      this.quizHub.userwise(actor, now),
      playedDays(this.db, actor.id, addDays(today, -STREAK_LOOKBACK_DAYS)),
      actor.role === 'CANDIDATE' ? postingContextOf(this.db, actor, now) : null,
    ]);
    const classQuizzesOpen = list.quizzes.filter(
      (quiz) => quiz.kind === 'FACULTY' && (quiz.state === 'NOT_STARTED' || quiz.state === 'IN_PROGRESS'),
    ).length;
    return {
      readToday: eligibility.readToday,
      dailyMinimum: eligibility.dailyMinimum,
      dailyQuiz: {
        customUrl: eligibility.quizCustomUrl,
        state: eligibility.state,
        eligible: eligibility.eligible,
      },
      classQuizzesOpen,
      streakDays: streakOf(days, today),
      consentPending: posting !== null && !posting.consentAllows,
      recommendedAssignments: [],
    };
  }
}
