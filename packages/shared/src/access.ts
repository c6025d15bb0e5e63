/**
 * The route map of spec §2 with the access rules of spec §6. One table, read by the web router,
 * its guards, the end-to-end tests and the API's role checks.
 */
import type { IndividualUserType, UserType } from './constants';

/** The five roles of spec §6; an INDIVIDUAL with a userType acts as FACULTY or ADMIN. */
export const ROLES = ['INSTITUTE', 'ADMIN', 'FACULTY', 'CANDIDATE', 'INDIVIDUAL'] as const;
export type Role = (typeof ROLES)[number];

export interface SessionIdentity {
  type: UserType;
  userType?: IndividualUserType | null;
  customUrl: string;
}

export function roleOf(user: Pick<SessionIdentity, 'type' | 'userType'>): Role {
  switch (user.type) {
    case 'INSTITUTE':
      return 'INSTITUTE';
    case 'CANDIDATE':
      return 'CANDIDATE';
    case 'INDIVIDUAL':
      return user.userType ?? 'INDIVIDUAL';
  }
}

/** Role sets named after spec §6's lines, so the API can declare the same sets. */
export const ROLE_SETS = {
  instituteOnly: ['INSTITUTE'],
  instituteOrIndividual: ['INSTITUTE', 'INDIVIDUAL'],
  candidateOrIndividual: ['CANDIDATE', 'INDIVIDUAL'],
  candidateFacultyAdmin: ['CANDIDATE', 'FACULTY', 'ADMIN'],
  instituteOrCandidate: ['INSTITUTE', 'CANDIDATE'],
  candidateOnly: ['CANDIDATE'],
  instituteFacultyAdmin: ['INSTITUTE', 'FACULTY', 'ADMIN'],
  facultyOnly: ['FACULTY'],
  instituteOrAdmin: ['INSTITUTE', 'ADMIN'],
  instituteMembers: ['INSTITUTE', 'FACULTY', 'ADMIN', 'CANDIDATE'],
  adminFacultyCandidate: ['ADMIN', 'FACULTY', 'CANDIDATE'],
} as const satisfies Record<string, readonly Role[]>;

/**
 * open: anyone; login: any signed-in user; roles: signed in with one of these roles.
 * `openWhenAnonymous` is the MCQ-practice rule: anonymous visitors pass, signed-in users are checked.
 */
export type Access =
  | { kind: 'open' }
  | { kind: 'login' }
  | { kind: 'roles'; roles: readonly Role[]; openWhenAnonymous?: boolean; fallback?: string };

/**
 * Who may call an API route, in the pages' vocabulary: `open` routes say why they are open, `login` is any
 * signed-in user, `roles` a spec §6 role set. `sameInstitute` adds the tenant rule: the resource must belong to
 * the caller's school (the service's tenant-scoped queries enforce it; outside the school the route answers 404).
 */
export type OpenAccess = { kind: 'open'; reason: string };
export type LoginAccess = { kind: 'login'; sameInstitute?: boolean };
export type RolesAccess = { kind: 'roles'; roles: readonly Role[]; sameInstitute?: boolean };
export type RouteAccess = OpenAccess | LoginAccess | RolesAccess;

/** The ways a route declares its callers: `ACCESS.open('why')`, `ACCESS.signedIn`, `ACCESS.roles(ROLE_SETS.x)`. */
export const ACCESS = {
  open: (reason: string): OpenAccess => ({ kind: 'open', reason }),
  signedIn: { kind: 'login' } as LoginAccess,
  /** Any signed-in user, on a resource of their own school only. */
  signedInSameInstitute: { kind: 'login', sameInstitute: true } as LoginAccess,
  roles: (roles: readonly Role[], options: { sameInstitute?: boolean } = {}): RolesAccess => ({
    kind: 'roles',
    roles,
    ...(options.sameInstitute ? { sameInstitute: true } : {}),
  }),
} as const;

/** The access line the OpenAPI document and failure messages show: `open (why)`, `signed in`, `roles: A, B`. */
export function describeAccess(access: RouteAccess): string {
  const tenant = access.kind !== 'open' && access.sameInstitute ? ', same institute as the resource' : '';
  switch (access.kind) {
    case 'open':
      return `open: ${access.reason}`;
    case 'login':
      return `signed in${tenant}`;
    case 'roles':
      return `roles ${access.roles.join(', ')}${tenant}`;
  }
}

export interface RouteSpec {
  /** React Router pattern: `:name` for a parameter. */
  path: string;
  title: string;
  access: Access;
}

const open: Access = { kind: 'open' };
const login: Access = { kind: 'login' };
const roles = (set: readonly Role[]): Access => ({ kind: 'roles', roles: set });

const openPaths: Array<[string, string]> = [
  ['/community', 'Community'],
  ['/current-affairs', 'Current Affairs'],
  ['/latest', 'Latest News'],
  ['/trending', 'Trending News'],
  ['/recent-reads', 'Your Recent Reads'],
  ['/publisher', 'All Publishers'],
  ['/publication/details', 'Your Publication Mix'],
  ['/details/:slug', 'Article'],
  ['/login', 'Sign in'],
  ['/:userSlug/login', 'Sign in'],
  ['/:userSlug/signup', 'Sign up'],
  ['/signup', 'Sign up'],
  ['/verify-otp', 'Verify your email'],
  ['/reset-password', 'Reset password'],
  ['/reset-password/:userSlug', 'Reset password'],
  ['/signout', 'Signing out'],
  ['/quiz', 'Daily Quiz'],
  ['/link-expired', 'Link expired'],
  ['/categories', 'All Categories'],
  ['/category/details', 'Your Categories'],
  ['/:instituteCustomUrl/newsletter/:slug', 'Newsletter'],
  ['/community/view-more', 'Community'],
  ['/community/details/:slug', 'Post'],
  ['/community/:category', 'Community'],
  ['/community/:category/:topic', 'Community'],
  ['/:customUrl/community', 'School Community'],
  ['/:customUrl/community/details/:slug', 'Post'],
  ['/:customUrl/community/:category', 'School Community'],
  ['/:customUrl/community/:category/:topic', 'School Community'],
  ['/forum/details/:slug', 'Forum'],
  ['/forum/:category', 'Forum'],
  ['/forum/:category/:topic', 'Forum'],
  ['/:customUrl/forum/details/:slug', 'Forum'],
  ['/:customUrl/forum/:category', 'Forum'],
  ['/:customUrl/forum/:category/:topic', 'Forum'],
  ['/collab/details/:slug', 'Collab'],
  ['/collab/:category', 'Collabs'],
  ['/collab/:category/:topic', 'Collabs'],
  ['/:customUrl/collab/details/:slug', 'Collab'],
  ['/:customUrl/collab/:category', 'Collabs'],
  ['/:customUrl/collab/:category/:topic', 'Collabs'],
  ['/community-library/:category', 'Library'],
  ['/community-library/:category/:topic', 'Library'],
  ['/institute/verify', 'Verify institute'],
  ['/community-member/verify', 'Verify membership'],
  ['/parent-consent/verify', 'Parent consent'],
  ['/subscription/:productType', 'Subscription'],
  ['/submission-contact-us', 'Contact us'],
  ['/develop-submission-subscription', 'Subscription'],
  ['/evolve-submission-subscription', 'Subscription'],
  ['/successful-signup', 'Welcome aboard'],
  ['/successful-submission', 'Thank you'],
  ['/user-auto-registration/:slug', 'Registration'],
  ['/adoption/status', 'Adoption status'],
  ['/junior-report', 'Junior Reporters'],
  ['/student-spotlight', 'Student Spotlight'],
  ['/school-news-events', 'School News & Events'],
  ['/institutions/:customUrl', 'Institution'],
  ['/institution/:customUrl', 'Institution'],
  // Not spec routes: the privacy policy and safety advisory (issue 20 §3), read before signing up.
  ['/privacy-policy', 'Privacy policy'],
  ['/safety-advisory', 'Safety advisory'],
  ['/dev/outbox', 'Dev outbox'],
  ['/dev/checkout', 'Dev payment gateway'],
];

const loginPaths: Array<[string, string]> = [
  // Not a spec route: the home each role lands on after sign-in (issue 17); the spec's redirects stay as they are.
  ['/home', 'Home'],
  // Not a spec route: a person's data rights in one place (issue 20): download, consent, deleting the account.
  ['/account/privacy', 'Privacy and account'],
  ['/for-you', 'For You'],
  ['/:userSlug/:customUrl', 'Profile'],
  ['/leaderboard', 'Leaderboard'],
  ['/leaderboard/class', 'Class Leaderboard'],
  ['/analytics', 'Analytics'],
  ['/quiz-summary', 'Quiz Summary'],
  ['/quiz-summary/class', 'Class Quiz Summary'],
  ['/quiz-summary/user', 'Student Quiz Summary'],
  ['/assessment-details/:assignmentCode', 'Assessment'],
  ['/pricing/:productType', 'Pricing'],
  ['/user-story-submission', 'Share your story'],
  ['/saved-items', 'Saved Items'],
  ['/deck', 'News Deck'],
  ['/deck/:name', 'News Deck'],
  ['/article/:articleType', 'Articles'],
  ['/forums/:forumType', 'Forums'],
  ['/collabs', 'Collabs'],
  ['/collabs/create', 'New Collab'],
  ['/collabs/edit', 'Edit Collab'],
  ['/pending-approval', 'Pending Approval'],
  ['/reported-posts', 'Reported Posts'],
  ['/global-search/:entityType', 'Search'],
  ['/user/:customUrl', 'Profile'],
  ['/student/:customUrl', 'Profile'],
  ['/profile/:customUrl', 'Profile'],
  ['/spam-post', 'Spam Posts'],
  ['/deleted-spam-post', 'Deleted Spam Posts'],
  ['/spam-user-list', 'Spam Users'],
  ['/spam-post-details', 'Spam Post'],
  ['/profile-widgets/view-more', 'Profile'],
  ['/customize-feeds', 'Customize Feeds'],
  ['/change-password', 'Change password'],
];

const S = ROLE_SETS;
const rolePaths: Array<[string, string, readonly Role[]]> = [
  ['/tax', 'Tax', S.instituteOnly],
  ['/parent-consent', 'Parent consent', S.instituteOnly],
  ['/transaction', 'Transactions', S.instituteOrIndividual],
  ['/checkout/:planCode', 'Checkout', S.instituteOrIndividual],
  ['/orders/:id', 'Your order', S.instituteOrIndividual],
  ['/candidate', 'Students', S.instituteOnly],
  ['/category', 'Categories', S.instituteOnly],
  ['/curriculum', 'Curriculum', S.instituteOnly],
  ['/curriculum/class', 'Class Curriculum', S.instituteOnly],
  ['/quiz-settings', 'Quiz Settings', S.candidateOrIndividual],
  ['/quiz/:customUrl', 'Quiz', S.candidateFacultyAdmin],
  ['/result/:customUrl', 'Result', S.candidateFacultyAdmin],
  ['/team', 'Team', S.instituteOnly],
  ['/faculty/history', 'Faculty History', S.instituteOnly],
  ['/approval-committee/history', 'Approval Committee History', S.instituteOnly],
  ['/assessment', 'Assessments', S.instituteOrCandidate],
  ['/assessment/:assignmentType', 'Assessments', S.instituteOnly],
  ['/appeared-assessment', 'Appeared Assessments', S.instituteOnly],
  ['/appeared-assessment/student', 'My Assessments', S.instituteOrCandidate],
  ['/attempt-assignment/:customUrl', 'Attempt Assignment', S.candidateOnly],
  ['/newsletters', 'Newsletters', S.instituteOnly],
  ['/:instituteCustomUrl/newsletter', 'Newsletter', S.instituteMembers],
  ['/appeared-qna', 'Appeared Q&A', S.instituteOnly],
  ['/appeared-qna/student', 'My Q&A', S.instituteOrCandidate],
  ['/question-bank', 'Question Bank', S.instituteFacultyAdmin],
  ['/question-bank/faculty-details', 'Faculty Details', S.instituteOrAdmin],
  ['/question-bank/question-details', 'Question Details', S.instituteOrAdmin],
  ['/question-bank/:questionBankType', 'Question Bank', S.facultyOnly],
  ['/download-question-bank/history', 'Download History', S.instituteFacultyAdmin],
  ['/mcq-practice-summary', 'MCQ Practice Summary', S.candidateOrIndividual],
  ['/mcq-attempted', 'MCQs Attempted', S.candidateOrIndividual],
  ['/forums', 'Forums', S.instituteMembers],
  ['/school-adoption', 'School Adoption', S.instituteOnly],
  ['/collaboration-tracker', 'Collaboration Tracker', S.instituteOnly],
  ['/school-magazine', 'School Magazine', S.instituteOnly],
  ['/:instituteCustomUrl/school-magazine', 'School Magazine', S.instituteMembers],
  ['/saved-magazine', 'Saved Magazines', S.adminFacultyCandidate],
  ['/school-magazine/create', 'Create Magazine', S.adminFacultyCandidate],
  ['/global-visibility', 'Global Visibility', S.instituteOrAdmin],
  ['/auto-approval', 'Auto Approval', S.instituteOrAdmin],
];

/** MCQ practice: open to anonymous visitors; signed-in users who fail go to the question bank. */
export const MCQ_PRACTICE_PATH = '/question-bank/mcq-practice';

export const ROUTES: readonly RouteSpec[] = [
  ...openPaths.map(([path, title]) => ({ path, title, access: open })),
  ...loginPaths.map(([path, title]) => ({ path, title, access: login })),
  ...rolePaths.map(([path, title, set]) => ({ path, title, access: roles(set) })),
  {
    path: MCQ_PRACTICE_PATH,
    title: 'MCQ Practice',
    access: { kind: 'roles', roles: S.candidateOrIndividual, openWhenAnonymous: true, fallback: '/question-bank' },
  },
];

/** Paths that redirect without a page of their own (spec §2). */
export const REDIRECTS: Record<string, string> = {
  '/': '/community',
  '/community-library': '/community-library/all',
};
export const FALLBACK_PATH = '/community';
/** Where a person lands after signing in (issue 17): their role's day, not a bare profile. */
export const HOME_PAGE_PATH = '/home';

export interface RouteMatch {
  route: RouteSpec;
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Static segments outrank parameters, as in React Router's ranking; earlier positions weigh more. */
function score(pattern: string[]): number {
  return pattern.reduce((sum, segment, index) => sum + (segment.startsWith(':') ? 0 : 2 ** (10 - index)), 0);
}

/** ROUTES, most specific first: the order `matchRoute` tries them, and the order the web router lists them. */
export const RANKED_ROUTES: readonly RouteSpec[] = [...ROUTES].sort(
  (a, b) => score(segmentsOf(b.path)) - score(segmentsOf(a.path)),
);

const compiled = RANKED_ROUTES.map((route) => ({ route, segments: segmentsOf(route.path) }));

/** The route a pathname opens, or null when the path is unknown. */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = segmentsOf(pathname);
  for (const { route, segments } of compiled) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, i) => {
      const part = parts[i] ?? '';
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decodeURIComponent(part);
        return true;
      }
      return segment === part;
    });
    if (matches) return { route, params };
  }
  return null;
}

/** The signed-in user's own profile page (spec §6). */
export function ownProfilePath(user: SessionIdentity): string {
  switch (roleOf(user)) {
    case 'CANDIDATE':
      return `/student/${user.customUrl}`;
    case 'INSTITUTE':
      return `/institution/${user.customUrl}`;
    default:
      return `/profile/${user.customUrl}`;
  }
}

export type AccessDecision = { allow: true } | { allow: false; redirect: string; rememberPath: boolean };

/** Whether a user (null when anonymous) may open a route, and where they go when not. */
export function decideAccess(access: Access, user: SessionIdentity | null): AccessDecision {
  switch (access.kind) {
    case 'open':
      return { allow: true };
    case 'login':
      return user ? { allow: true } : { allow: false, redirect: '/login', rememberPath: true };
    case 'roles': {
      if (!user) {
        if (access.openWhenAnonymous) return { allow: true };
        return { allow: false, redirect: '/login', rememberPath: true };
      }
      if (access.roles.includes(roleOf(user))) return { allow: true };
      return { allow: false, redirect: access.fallback ?? ownProfilePath(user), rememberPath: false };
    }
  }
}

/** Where a pathname lands for a user: itself, or the redirect the guards apply. */
export function resolveLanding(pathname: string, user: SessionIdentity | null): string {
  const redirect = REDIRECTS[pathname];
  if (redirect) return resolveLanding(redirect, user);
  const match = matchRoute(pathname);
  if (!match) return FALLBACK_PATH;
  const decision = decideAccess(match.route.access, user);
  return decision.allow ? pathname : decision.redirect;
}
