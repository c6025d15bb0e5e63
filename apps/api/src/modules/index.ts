/**
 * The composition of every module: each module's factory is called once, in dependency order, with the shared
 * infrastructure and the exports of the modules it uses. buildApp registers the routes; server.ts starts the jobs.
 */
import type { Job } from '../lib/jobs';
import type { App } from '../types';
import { createAcademicModule } from './academic/academic.module';
import { createAnalyticsModule } from './analytics/analytics.module';
import { createAssemblyModule } from './assembly/assembly.module';
import { createAssessmentModule } from './assessment/assessment.module';
import { createAuthModule } from './auth/auth.module';
import { createBoardModule } from './board/board.module';
import { createCandidateModule } from './candidate/candidate.module';
import { createCatalogueModule } from './catalogue/catalogue.module';
import { createCategoryModule } from './category/category.module';
import { createAroundModule } from './community/around/around.module';
import { createAttachmentsModule } from './community/attachments/attachments.module';
import { createCollabModule } from './community/collabs/collab.module';
import { createCommunityModule } from './community/community.module';
import { createForumModule } from './community/forums/forum.module';
import { createLibraryModule } from './community/library/library.module';
import { createReportsModule } from './community/reports/reports.module';
import { createConsentModule } from './consent/consent.module';
import { createDeletionModule } from './deletion/deletion.module';
import { createEnquiryModule } from './enquiry/enquiry.module';
import { createFaqModule } from './faq/faq.module';
import { createHealthModule } from './health/health.module';
import { createHomeModule } from './home/home.module';
import { createInstituteModule } from './institute/institute.module';
import { createJoinLinkModule } from './join-link/join-link.module';
import { createMagazineModule } from './magazine/magazine.module';
import type { Infrastructure, Module } from './module';
import { createNewsModule } from './news/news.module';
import { createNewsletterModule } from './newsletter/newsletter.module';
import { createNotificationModule } from './notification/notification.module';
import { createOutboxModule } from './outbox/outbox.module';
import { createPaymentModule } from './payment/payment.module';
import { createPersonalDataModule } from './personal-data/personal-data.module';
import { createPolicyModule } from './policy/policy.module';
import { createProfileModule } from './profile/profile.module';
import { createPromotionModule } from './promotion/promotion.module';
import { createQuestionBankModule } from './question-bank/question-bank.module';
import { createQuizModule } from './quiz/quiz.module';
import { createRegionModule } from './region/region.module';
import { createSchoolVerificationModule } from './school-verification/school-verification.module';
import { createSearchModule } from './search/search.module';
import { createSubscriptionModule } from './subscription/subscription.module';
import { createTaxModule } from './tax/tax.module';
import { createTeamModule } from './team/team.module';
import { createUserModule } from './user/user.module';
import { createUserStoryModule } from './user-story/user-story.module';
import { createWalletModule } from './wallet/wallet.module';

export interface AssembledModules {
  modules: ReadonlyArray<Module<object>>;
  /** Registers every module's routes (called inside the /api prefix). */
  routes(app: App): void;
  jobs: Job[];
  /** Every module's start-up work, in composition order; buildApp awaits it before serving. */
  start(): Promise<void>;
  /** Lets every module finish its queued work; called when the app closes. */
  close(): Promise<void>;
}

export function assembleModules(infra: Infrastructure): AssembledModules {
  const health = createHealthModule(infra);
  const outbox = createOutboxModule(infra);
  const region = createRegionModule();
  const board = createBoardModule();
  const tax = createTaxModule(infra);
  const subscription = createSubscriptionModule(infra);
  const catalogue = createCatalogueModule(infra);
  const wallet = createWalletModule(infra);
  const promotion = createPromotionModule(infra);
  const payment = createPaymentModule(infra);
  const consent = createConsentModule(infra, { payment: payment.exports });
  const user = createUserModule(infra);
  const auth = createAuthModule(infra, { user: user.exports });
  const institute = createInstituteModule(infra, { auth: auth.exports, subscription: subscription.exports });
  const category = createCategoryModule(infra);
  const schoolVerification = createSchoolVerificationModule(infra);
  const academic = createAcademicModule(infra);
  const candidate = createCandidateModule(infra, {
    auth: auth.exports,
    consent: consent.exports,
    subscription: subscription.exports,
  });
  const team = createTeamModule(infra, { auth: auth.exports, institute: institute.exports });
  const notification = createNotificationModule(infra);
  const attachments = createAttachmentsModule(infra);
  const community = createCommunityModule(infra, {
    linkPreviews: attachments.exports.linkPreviews,
    notifications: notification.exports.notifications,
  });
  const collabs = createCollabModule(infra, { community: community.exports });
  const reports = createReportsModule(infra, {
    community: community.exports,
    notifications: notification.exports.notifications,
  });
  const forums = createForumModule(infra, { community: community.exports });
  const library = createLibraryModule(infra, { community: community.exports });
  const around = createAroundModule(infra);
  const profile = createProfileModule(infra, { attachments: attachments.exports });
  const news = createNewsModule(infra);
  const quiz = createQuizModule(infra, { notifications: notification.exports.notifications });
  const questionBank = createQuestionBankModule(infra);
  const enquiry = createEnquiryModule(infra);
  const assessment = createAssessmentModule(infra, { notifications: notification.exports.notifications });
  const home = createHomeModule(infra, { quiz: quiz.exports, assessment: assessment.exports });
  const modules: Array<Module<object>> = [
    health,
    outbox,
    region,
    board,
    tax,
    subscription,
    catalogue,
    wallet,
    promotion,
    payment,
    consent,
    user,
    auth,
    institute,
    category,
    schoolVerification,
    academic,
    candidate,
    team,
    notification,
    attachments,
    community,
    collabs,
    reports,
    forums,
    library,
    around,
    profile,
    news,
    quiz,
    questionBank,
    enquiry,
    assessment,
    createMagazineModule(infra, { notifications: notification.exports.notifications }),
    createAssemblyModule(infra, { notifications: notification.exports.notifications }),
    createNewsletterModule(infra, {
      authoring: assessment.exports.authoring,
      pipeline: attachments.exports.pipeline,
    }),
    home,
    createPersonalDataModule(infra),
    createDeletionModule(infra, { auth: auth.exports }),
    createPolicyModule(infra),
    createUserStoryModule(infra, { pipeline: attachments.exports.pipeline }),
    createJoinLinkModule(infra, {
      candidate: candidate.exports,
      institute: institute.exports,
      academic: academic.exports,
    }),
    createSearchModule(infra),
    createFaqModule(infra),
    createAnalyticsModule(infra),
  ];
  return {
    modules,
    routes: (app) => {
      for (const module of modules) module.routes(app);
    },
    jobs: modules.flatMap((module) => module.jobs ?? []),
    start: async () => {
      for (const module of modules) await module.start?.();
    },
    close: async () => {
      await Promise.all(modules.map((module) => module.close?.()));
    },
  };
}
