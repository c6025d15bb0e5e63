/**
 * Composition root of quizzes: playing the daily and faculty quizzes, authoring faculty quizzes, leaderboards and
 * summaries, and the quiz jobs (today's generation, the sweep of sessions whose time ran out).
 */
import { routeDefiner } from '../../lib/define-route';
import { CONSENT_CHANGED } from '../consent/consent-events';
import type { Infrastructure, Module } from '../module';
import { EspeakLameEncoder } from '../news/audio/speech-encoder';
import type { NotificationExports } from '../notification/notification.module';
import { facultyQuizRoutes } from './faculty-quiz.routes';
import { FacultyQuizService } from './faculty-quiz.service';
import { leaderboardRoutes } from './leaderboard/leaderboard.routes';
import { LeaderboardService } from './leaderboard/leaderboard.service';
import { QuizRankService } from './leaderboard/quiz-rank.service';
import { SummaryService } from './leaderboard/summary.service';
import { quizJobs } from './quiz.job';
import { quizRoutes } from './quiz.routes';
import { QuizAudioService } from './quiz-audio.service';
import { QuizHubService } from './quiz-hub.service';
import { QuizSessionService } from './quiz-session.service';

export interface QuizExports {
  boards: LeaderboardService;
  /** Today's quiz and the caller's eligibility (the home page reads them). */
  hub: QuizHubService;
}

export interface QuizUses {
  /** A result made by the sweep (the player was away) is announced under their bell. */
  notifications: NotificationExports['notifications'];
}

export function createQuizModule(infra: Infrastructure, uses: QuizUses): Module<QuizExports> {
  const { db, config, storage, bus, clock } = infra;
  const now = () => clock.now();
  const minimum = config.news.dailyReadingMinimum;
  const sessions = new QuizSessionService(db, minimum);
  const hub = new QuizHubService(db, minimum);
  const audio = new QuizAudioService(db, storage, new EspeakLameEncoder());
  const faculty = new FacultyQuizService(db);
  const boards = new LeaderboardService(db, now);
  const summaries = new SummaryService(db, now);
  const ranks = new QuizRankService(db, now);
  // Cached boards carry each child's listing: a consent change relists that student at once.
  bus.on(CONSENT_CHANGED, (studentId) => void boards.relist(studentId));

  return {
    name: 'quiz',
    routes: (app) => {
      const route = routeDefiner(app, { tags: ['quiz'] });
      quizRoutes(route, { sessions, hub, audio });
      facultyQuizRoutes(route, { faculty });
      leaderboardRoutes(route, { boards, summaries, ranks });
    },
    jobs: quizJobs(infra, uses.notifications),
    exports: { boards, hub },
  };
}
