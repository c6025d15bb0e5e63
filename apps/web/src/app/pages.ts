/** Which lazily loaded page each route-table path shows: every path of spec §2 has one (pages.test.ts). */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithRetry } from '../lib/lazy-with-retry';

type Page = LazyExoticComponent<ComponentType>;

const chunkIds = new WeakMap<Page, string>();

const page = (chunkId: string, importer: () => Promise<{ default: ComponentType }>): Page => {
  const lazyPage = lazyWithRetry(importer, chunkId);
  chunkIds.set(lazyPage, chunkId);
  return lazyPage;
};

/** The build chunk a route's page is in (named after its file): the server renderer preloads it with the HTML. */
export function pageChunkOf(path: string): string | null {
  const lazyPage = PAGES[path];
  return lazyPage ? (chunkIds.get(lazyPage) ?? null) : null;
}

const login = page('login-page', () => import('../features/auth/pages/login-page'));
const signup = page('signup-page', () => import('../features/auth/pages/signup-page'));
const resetPassword = page('reset-password-page', () => import('../features/auth/pages/reset-password-page'));
const institution = page('institution-with-assembly', () => import('./pages/institution-with-assembly'));
const profile = page('profile-page', () => import('../features/profile/pages/profile-page'));
const communityFeed = page('community-with-birthdays', () => import('./pages/community-with-birthdays'));
const communityPost = page('post-details-page', () => import('../features/community/pages/post-details-page'));
const library = page('library-page', () => import('../features/community/library/pages/library-page'));
const collabList = page('collab-list-page', () => import('../features/community/collabs/pages/collab-list-page'));
const collabDetails = page(
  'collab-details-page',
  () => import('../features/community/collabs/pages/collab-details-page'),
);
const forum = page('forum-page', () => import('../features/community/forums/pages/forum-page'));
const forumThread = page('thread-details-page', () => import('../features/community/forums/pages/thread-details-page'));
const forums = page('forums-page', () => import('../features/community/forums/pages/forums-page'));
const pricing = page('pricing-page', () => import('./pages/pricing-page'));
const home = page('home-with-assembly', () => import('./pages/home-with-assembly'));
const policy = page('policy-page', () => import('../features/policy/pages/policy-page'));
const appeared = page('appeared-page', () => import('../features/assessment/grading/pages/appeared-page'));
const appearedStudent = page(
  'appeared-student-page',
  () => import('../features/assessment/grading/pages/appeared-student-page'),
);

export const PAGES: Readonly<Record<string, Page>> = {
  '/home': home,
  '/login': login,
  '/:userSlug/login': login,
  '/signup': signup,
  '/:userSlug/signup': signup,
  '/verify-otp': page('verify-otp-page', () => import('../features/auth/pages/verify-otp-page')),
  '/successful-signup': page('successful-signup-page', () => import('../features/auth/pages/successful-signup-page')),
  '/submission-contact-us': page('contact-page', () => import('../features/enquiry/pages/contact-page')),
  '/develop-submission-subscription': page(
    'develop-plan-page',
    () => import('../features/enquiry/pages/develop-plan-page'),
  ),
  '/evolve-submission-subscription': page(
    'evolve-plan-page',
    () => import('../features/enquiry/pages/evolve-plan-page'),
  ),
  '/subscription/:productType': pricing,
  '/pricing/:productType': pricing,
  '/successful-submission': page('successful-submission', () => import('./pages/successful-submission')),
  '/user-story-submission': page('user-story-page', () => import('../features/user-story/pages/user-story-page')),
  '/global-search/:entityType': page('global-search-page', () => import('../features/search/pages/global-search-page')),
  '/institute/verify': page('institute-verify-page', () => import('../features/auth/pages/institute-verify-page')),
  '/reset-password': resetPassword,
  '/reset-password/:userSlug': resetPassword,
  '/change-password': page('change-password-page', () => import('../features/auth/pages/change-password-page')),
  '/signout': page('signout-page', () => import('../features/auth/pages/signout-page')),
  '/account/privacy': page('privacy-account-page', () => import('./pages/privacy-account-page')),
  '/privacy-policy': policy,
  '/safety-advisory': policy,
  '/link-expired': page('link-expired-page', () => import('../features/auth/pages/link-expired-page')),
  '/institutions/:customUrl': institution,
  '/institution/:customUrl': institution,
  '/team': page('team-with-join-links', () => import('./pages/team-with-join-links')),
  '/faculty/history': page('faculty-history-page', () => import('../features/team/pages/faculty-history-page')),
  '/approval-committee/history': page(
    'committee-history-page',
    () => import('../features/team/pages/committee-history-page'),
  ),
  '/category': page('category-page', () => import('../features/category/pages/category-page')),
  '/candidate': page('candidate-with-join-links', () => import('./pages/candidate-with-join-links')),
  '/user-auto-registration/:slug': page('user-auto-registration', () => import('./pages/user-auto-registration')),
  '/community-member/verify': page(
    'member-verify-page',
    () => import('../features/join-link/pages/member-verify-page'),
  ),
  '/curriculum': page('curriculum-page', () => import('../features/academic/pages/curriculum-page')),
  '/curriculum/class': page('class-curriculum-page', () => import('../features/academic/pages/class-curriculum-page')),
  '/student/:customUrl': profile,
  '/profile/:customUrl': profile,
  '/user/:customUrl': profile,
  '/:userSlug/:customUrl': profile,
  '/parent-consent/verify': page(
    'parent-consent-verify-page',
    () => import('../features/consent/pages/parent-consent-verify-page'),
  ),
  '/parent-consent': page('parent-consent-page', () => import('../features/consent/pages/parent-consent-page')),
  '/details/:slug': page('article-page', () => import('../features/news/pages/article-page')),
  '/deck': page('deck-page', () => import('../features/news/pages/deck-page')),
  '/deck/:name': page('deck-category-page', () => import('../features/news/pages/deck-category-page')),
  '/current-affairs': page('current-affairs-page', () => import('../features/news/pages/current-affairs-page')),
  '/latest': page('latest-page', () => import('../features/news/pages/latest-page')),
  '/for-you': page('for-you-page', () => import('../features/news/pages/for-you-page')),
  '/trending': page('trending-page', () => import('../features/news/pages/trending-page')),
  '/publisher': page('publisher-page', () => import('../features/news/pages/publisher-page')),
  '/publication/details': page(
    'publication-details-page',
    () => import('../features/news/pages/publication-details-page'),
  ),
  '/categories': page('categories-page', () => import('../features/news/pages/categories-page')),
  '/category/details': page('category-details-page', () => import('../features/news/pages/category-details-page')),
  '/article/:articleType': page('article-type-page', () => import('../features/news/pages/article-type-page')),
  '/recent-reads': page('recent-reads-page', () => import('../features/news/pages/recent-reads-page')),
  '/saved-items': page('saved-items-page', () => import('../features/news/pages/saved-items-page')),
  '/customize-feeds': page('customize-feeds-page', () => import('../features/news/pages/customize-feeds-page')),
  '/community': communityFeed,
  '/community/view-more': communityFeed,
  '/community/:category': communityFeed,
  '/community/:category/:topic': communityFeed,
  '/:customUrl/community': communityFeed,
  '/:customUrl/community/:category': communityFeed,
  '/:customUrl/community/:category/:topic': communityFeed,
  '/community/details/:slug': communityPost,
  '/:customUrl/community/details/:slug': communityPost,
  '/community-library/:category': library,
  '/community-library/:category/:topic': library,
  '/collab/:category': collabList,
  '/collab/:category/:topic': collabList,
  '/:customUrl/collab/:category': collabList,
  '/:customUrl/collab/:category/:topic': collabList,
  '/collab/details/:slug': collabDetails,
  '/:customUrl/collab/details/:slug': collabDetails,
  '/forum/:category': forum,
  '/forum/:category/:topic': forum,
  '/:customUrl/forum/:category': forum,
  '/:customUrl/forum/:category/:topic': forum,
  '/forum/details/:slug': forumThread,
  '/:customUrl/forum/details/:slug': forumThread,
  '/forums': forums,
  '/forums/:forumType': forums,
  '/collabs': page('my-collabs-page', () => import('../features/community/collabs/pages/my-collabs-page')),
  '/collabs/create': page('collab-create-page', () => import('../features/community/collabs/pages/collab-create-page')),
  '/collabs/edit': page('collab-edit-page', () => import('../features/community/collabs/pages/collab-edit-page')),
  '/collaboration-tracker': page(
    'collaboration-tracker-page',
    () => import('../features/community/collabs/pages/collaboration-tracker-page'),
  ),
  '/student-spotlight': page(
    'student-spotlight-page',
    () => import('../features/community/pages/student-spotlight-page'),
  ),
  '/junior-report': page('junior-report-page', () => import('../features/community/pages/junior-report-page')),
  '/school-magazine': page('school-magazine-page', () => import('../features/magazine/pages/school-magazine-page')),
  '/:instituteCustomUrl/school-magazine': page(
    'magazine-reader-page',
    () => import('../features/magazine/pages/magazine-reader-page'),
  ),
  '/saved-magazine': page('saved-magazine-page', () => import('../features/magazine/pages/saved-magazine-page')),
  '/school-magazine/create': page('create-piece-page', () => import('../features/magazine/pages/create-piece-page')),
  '/school-news-events': page('school-news-events', () => import('./pages/school-news-events')),
  '/profile-widgets/view-more': page('profile-widgets-page', () => import('./pages/profile-widgets-page')),
  '/tax': page('tax-page', () => import('../features/tax/pages/tax-page')),
  '/transaction': page('transaction-page', () => import('./pages/transaction-page')),
  '/dev/outbox': page('outbox-page', () => import('../features/dev/pages/outbox-page')),
  '/dev/checkout': page('dev-checkout-page', () => import('../features/payment/pages/dev-checkout-page')),
  '/checkout/:planCode': page('checkout-page', () => import('../features/payment/pages/checkout-page')),
  '/orders/:id': page('order-page', () => import('../features/payment/pages/order-page')),
  '/pending-approval': page(
    'pending-approval-page',
    () => import('../features/community/moderation/pages/pending-approval-page'),
  ),
  '/reported-posts': page('reported-posts-page', () => import('./pages/reported-posts-page')),
  '/auto-approval': page(
    'auto-approval-page',
    () => import('../features/community/moderation/pages/auto-approval-page'),
  ),
  '/global-visibility': page(
    'global-visibility-page',
    () => import('../features/community/moderation/pages/global-visibility-page'),
  ),
  '/spam-post': page('spam-post-page', () => import('../features/community/moderation/pages/spam-post-page')),
  '/deleted-spam-post': page(
    'deleted-spam-post-page',
    () => import('../features/community/moderation/pages/deleted-spam-post-page'),
  ),
  '/spam-user-list': page(
    'spam-user-list-page',
    () => import('../features/community/moderation/pages/spam-user-list-page'),
  ),
  '/quiz': page('quiz-hub-page', () => import('../features/quiz/pages/quiz-hub-page')),
  '/quiz/:customUrl': page('quiz-player-page', () => import('../features/quiz/pages/quiz-player-page')),
  '/result/:customUrl': page('quiz-result-page', () => import('../features/quiz/pages/quiz-result-page')),
  '/quiz-settings': page('quiz-settings-page', () => import('../features/quiz/pages/quiz-settings-page')),
  '/analytics': page('analytics-page', () => import('../features/analytics/pages/analytics-page')),
  '/leaderboard': page('leaderboard-page', () => import('../features/quiz/leaderboard/pages/leaderboard-page')),
  '/leaderboard/class': page(
    'class-leaderboard-page',
    () => import('../features/quiz/leaderboard/pages/class-leaderboard-page'),
  ),
  '/quiz-summary': page('quiz-summary-page', () => import('../features/quiz/summary/pages/quiz-summary-page')),
  '/quiz-summary/class': page('class-summary-page', () => import('../features/quiz/summary/pages/class-summary-page')),
  '/quiz-summary/user': page(
    'student-summary-page',
    () => import('../features/quiz/summary/pages/student-summary-page'),
  ),
  '/assessment': page('assessment-page', () => import('../features/assessment/attempt/pages/assessment-page')),
  '/attempt-assignment/:customUrl': page(
    'attempt-page',
    () => import('../features/assessment/attempt/pages/attempt-page'),
  ),
  '/assessment/:assignmentType': page(
    'assignments-page',
    () => import('../features/assessment/authoring/pages/assignments-page'),
  ),
  '/assessment-details/:assignmentCode': page(
    'assignment-details-page',
    () => import('../features/assessment/pages/assignment-details-page'),
  ),
  '/appeared-assessment': appeared,
  '/appeared-qna': appeared,
  '/appeared-assessment/student': appearedStudent,
  '/appeared-qna/student': appearedStudent,
  '/question-bank/mcq-practice': page(
    'mcq-practice-page',
    () => import('../features/question-bank/practice/pages/mcq-practice-page'),
  ),
  '/mcq-practice-summary': page(
    'mcq-practice-summary-page',
    () => import('../features/question-bank/practice/pages/mcq-practice-summary-page'),
  ),
  '/mcq-attempted': page(
    'mcq-attempted-page',
    () => import('../features/question-bank/practice/pages/mcq-attempted-page'),
  ),
  '/school-adoption': page(
    'school-adoption-page',
    () => import('../features/question-bank/adoption/pages/school-adoption-page'),
  ),
  '/adoption/status': page(
    'adoption-status-page',
    () => import('../features/question-bank/adoption/pages/adoption-status-page'),
  ),
  '/spam-post-details': page(
    'spam-post-details-page',
    () => import('../features/community/moderation/pages/spam-post-details-page'),
  ),
  '/question-bank': page('question-bank-home', () => import('./pages/question-bank-home')),
  '/question-bank/:questionBankType': page('type-page', () => import('../features/question-bank/pages/type-page')),
  '/question-bank/question-details': page('review-page', () => import('../features/question-bank/pages/review-page')),
  '/question-bank/faculty-details': page('faculty-page', () => import('../features/question-bank/pages/faculty-page')),
  '/download-question-bank/history': page('history-page', () => import('../features/question-bank/pages/history-page')),
  '/newsletters': page('newsletters-page', () => import('../features/newsletter/pages/newsletters-page')),
  '/:instituteCustomUrl/newsletter': page(
    'member-newsletters-page',
    () => import('../features/newsletter/pages/member-newsletters-page'),
  ),
  '/:instituteCustomUrl/newsletter/:slug': page(
    'public-newsletter-page',
    () => import('../features/newsletter/pages/public-newsletter-page'),
  ),
};
