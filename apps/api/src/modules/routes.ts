/** Every route module, registered under /api by buildApp. Add a module's routes here (one line each). */
import type { App } from '../types';
import { authRoutes } from './auth/auth.routes';
import { passwordRoutes } from './auth/password.routes';
import { sessionRoutes } from './auth/session.routes';
import { boardRoutes } from './board/board.routes';
import { candidateRoutes } from './candidate/candidate.routes';
import { communityModerationRoutes } from './community/approval.routes';
import { communityAroundRoutes } from './community/around/around.routes';
import { communityAttachmentRoutes } from './community/attachments/attachments.routes';
import { collabRoutes } from './community/collabs/collab.routes';
import { communityRoutes } from './community/community.routes';
import { communityForumRoutes } from './community/forums/forum.routes';
import { communityLibraryRoutes } from './community/library/library.routes';
import { communityReportRoutes } from './community/reports/report.routes';
import { consentRoutes } from './consent/consent.routes';
import { healthRoutes } from './health/health.routes';
import { instituteRoutes } from './institute/institute.routes';
import { newsAudioRoutes } from './news/audio/audio.routes';
import { newsImageRoutes } from './news/ingest/news-images.routes';
import { newsRoutes } from './news/news.routes';
import { outboxRoutes } from './outbox/outbox.routes';
import { paperRoutes } from './question-bank/papers/papers.routes';
import { practiceRoutes } from './question-bank/practice/practice.routes';
import { questionBankRoutes } from './question-bank/question-bank.routes';
import { leaderboardRoutes } from './quiz/leaderboard/leaderboard.routes';
import { quizRoutes } from './quiz/quiz.routes';
import { regionRoutes } from './region/region.routes';
import type { RouteDeps } from './route-deps';
import { taxRoutes } from './tax/tax.routes';
import { committeeRoutes } from './team/committee.routes';
import { teamRoutes } from './team/team.routes';
import { userRoutes } from './user/user.routes';

export const ROUTE_MODULES: Array<(app: App, deps: RouteDeps) => void> = [
  healthRoutes,
  authRoutes,
  sessionRoutes,
  passwordRoutes,
  userRoutes,
  instituteRoutes,
  candidateRoutes,
  outboxRoutes,
  regionRoutes,
  boardRoutes,
  consentRoutes,
  taxRoutes,
  teamRoutes,
  committeeRoutes,
  newsRoutes,
  newsAudioRoutes,
  newsImageRoutes,
  communityAttachmentRoutes,
  communityRoutes,
  communityModerationRoutes,
  communityReportRoutes,
  communityAroundRoutes,
  communityForumRoutes,
  communityLibraryRoutes,
  collabRoutes,
  practiceRoutes,
  questionBankRoutes,
  leaderboardRoutes,
  quizRoutes,
  paperRoutes,
];
