import { type Role, roleOf, type SessionIdentity } from '@noticeboard/shared/access';
import {
  type Icon,
  IconBook2,
  IconBooks,
  IconBrain,
  IconBuildingCommunity,
  IconBulb,
  IconChartBar,
  IconClipboardCheck,
  IconClipboardList,
  IconFileText,
  IconGavel,
  IconHome,
  IconLogin,
  IconMail,
  IconMessages,
  IconNews,
  IconNotebook,
  IconPencilPlus,
  IconReceiptTax,
  IconSchool,
  IconShieldCheck,
  IconSparkles,
  IconSpeakerphone,
  IconTags,
  IconTimeline,
  IconTrophy,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
}

const home: NavItem = { label: 'Home', to: '/home', icon: IconHome };
const community: NavItem = { label: 'Community', to: '/community', icon: IconUsersGroup };
const news: NavItem = { label: 'News', to: '/current-affairs', icon: IconNews };
const forYou: NavItem = { label: 'For You', to: '/for-you', icon: IconSparkles };
/** Pending approval, reported posts, spam review and the school's switches. */
const moderation: NavItem = { label: 'Moderation', to: '/pending-approval', icon: IconGavel };
/** The same page for people who do not moderate: their own posts waiting, declined or expired. */
const myPosts: NavItem = { label: 'My posts', to: '/pending-approval', icon: IconFileText };
const quiz: NavItem = { label: 'Quiz', to: '/quiz', icon: IconBrain };
const collabs: NavItem = { label: 'Collabs', to: '/collabs', icon: IconBulb };
const forums: NavItem = { label: 'Forums', to: '/forums', icon: IconMessages };
const questionBank: NavItem = { label: 'Question Bank', to: '/question-bank', icon: IconBooks };
const mcqPractice: NavItem = { label: 'MCQ practice', to: '/question-bank/mcq-practice', icon: IconBooks };
const leaderboard: NavItem = { label: 'Leaderboard', to: '/leaderboard', icon: IconTrophy };
const quizSummary: NavItem = { label: 'Quiz summary', to: '/quiz-summary', icon: IconChartBar };
/** Staff read their school's figures there; everyone else their own reading and quizzes. */
const analytics: NavItem = { label: 'Analytics', to: '/analytics', icon: IconChartBar };
const myProgress: NavItem = { ...analytics, label: 'My reading and quizzes' };
/** A student's assignments to do and done; the school's, by kind and status. */
const assessments: NavItem = { label: 'Assessments', to: '/assessment', icon: IconClipboardList };
/** Teachers and admins: their assessments, on the question bank's home where the questions come from. */
const staffAssessments: NavItem = {
  label: 'Assessments',
  to: '/question-bank?view=assessments',
  icon: IconClipboardList,
};

/** Members write for the school magazine here (and teachers review, editors make issues). */
const contribute: NavItem = { label: 'Contribute', to: '/school-magazine/create', icon: IconPencilPlus };
/** The member's school's published magazine; its address names the school. */
const magazineOf = (schoolUrl: string | null): NavItem[] =>
  schoolUrl
    ? [{ label: 'School Magazine', to: `/${schoolUrl}/school-magazine`, icon: IconNotebook }, contribute]
    : [contribute];

/** The school's morning assembly bulletin (and, for staff, tomorrow's to edit) above its news and events. */
const assembly: NavItem = { label: 'Morning assembly', to: '/school-news-events', icon: IconSpeakerphone };

/** The member's school's sent newsletters (spec §6: its institute, faculty, admins and students). */
const newslettersOf = (schoolUrl: string | null): NavItem[] =>
  schoolUrl ? [{ label: 'School newsletters', to: `/${schoolUrl}/newsletter`, icon: IconMail }] : [];

/**
 * One table per role: the first HEADER_ITEMS_MAX - 1 are the header's buttons (what the role uses every day), the
 * rest sit under More; the phone drawer lists them all. Every page a role may open is one or two taps from here
 * (e2e/navigation.e2e.ts walks it). `moderates`: a faculty member on the approval committee.
 */
function tableFor(role: Role, moderates: boolean, schoolUrl: string | null): NavItem[] {
  switch (role) {
    case 'CANDIDATE':
      return [
        home,
        community,
        news,
        assessments,
        quiz,
        leaderboard,
        mcqPractice,
        { label: 'My results', to: '/appeared-assessment/student', icon: IconClipboardCheck },
        { label: 'My Q&A', to: '/appeared-qna/student', icon: IconClipboardCheck },
        forYou,
        collabs,
        forums,
        assembly,
        ...magazineOf(schoolUrl),
        ...newslettersOf(schoolUrl),
        myPosts,
        myProgress,
      ];
    // A school runs its people first: the bar holds what it uses every day, the rest is under More.
    case 'INSTITUTE':
      return [
        home,
        community,
        moderation,
        assessments,
        { label: 'Students', to: '/candidate', icon: IconSchool },
        { label: 'Team', to: '/team', icon: IconUsers },
        { label: 'Curriculum', to: '/curriculum', icon: IconBook2 },
        { label: 'Appeared assessments', to: '/appeared-assessment', icon: IconClipboardCheck },
        { label: 'Appeared Q&A', to: '/appeared-qna', icon: IconClipboardCheck },
        { label: 'Parent consent', to: '/parent-consent', icon: IconShieldCheck },
        news,
        quiz,
        leaderboard,
        forums,
        collabs,
        { label: 'Collab tracker', to: '/collaboration-tracker', icon: IconTimeline },
        assembly,
        { label: 'Newsletters', to: '/newsletters', icon: IconMail },
        { label: 'School Magazine', to: '/school-magazine', icon: IconNotebook },
        questionBank,
        quizSummary,
        analytics,
        { label: 'School adoption', to: '/school-adoption', icon: IconBuildingCommunity },
        { label: 'Categories', to: '/category', icon: IconTags },
        { label: 'Tax details', to: '/tax', icon: IconReceiptTax },
      ];
    case 'FACULTY':
      return moderates
        ? [
            home,
            community,
            moderation,
            staffAssessments,
            news,
            quiz,
            questionBank,
            quizSummary,
            analytics,
            collabs,
            forums,
            leaderboard,
            assembly,
            ...magazineOf(schoolUrl),
            ...newslettersOf(schoolUrl),
          ]
        : [
            home,
            community,
            staffAssessments,
            news,
            quiz,
            questionBank,
            quizSummary,
            analytics,
            collabs,
            forums,
            leaderboard,
            assembly,
            ...magazineOf(schoolUrl),
            ...newslettersOf(schoolUrl),
            myPosts,
          ];
    case 'ADMIN':
      return [
        home,
        community,
        moderation,
        staffAssessments,
        news,
        quiz,
        questionBank,
        quizSummary,
        analytics,
        collabs,
        forums,
        leaderboard,
        assembly,
        ...magazineOf(schoolUrl),
        ...newslettersOf(schoolUrl),
      ];
    case 'INDIVIDUAL':
      return [home, community, news, forYou, quiz, leaderboard, mcqPractice, collabs, myPosts, myProgress];
  }
}

const ANONYMOUS: NavItem[] = [community, news, quiz, mcqPractice, { label: 'Sign in', to: '/login', icon: IconLogin }];

/** The main navigation for the signed-in user's role, or for a visitor. */
export function navItemsFor(user: SessionIdentity | null, capabilities: { moderates?: boolean } = {}): NavItem[] {
  // The signed-in user's details carry their school's address (the magazine's); a bare identity does not.
  const schoolUrl = user && 'instituteCustomUrl' in user ? ((user.instituteCustomUrl as string | null) ?? null) : null;
  return user ? tableFor(roleOf(user), capabilities.moderates ?? false, schoolUrl) : ANONYMOUS;
}

/** Header buttons before the rest go under More (fits 1280 px beside the account controls). */
export const HEADER_ITEMS_MAX = 7;

/**
 * The header's buttons and its More menu. Items never move between pages (a slot that changed with the page made
 * people chase their buttons); when the current page is under More, More itself is marked as the current place.
 */
export function splitForHeader(
  items: NavItem[],
  pathname: string,
): { shown: NavItem[]; more: NavItem[]; currentInMore: boolean } {
  if (items.length <= HEADER_ITEMS_MAX) return { shown: items, more: [], currentInMore: false };
  const shown = items.slice(0, HEADER_ITEMS_MAX - 1);
  const more = items.slice(HEADER_ITEMS_MAX - 1);
  return { shown, more, currentInMore: more.some((item) => isActive(item, pathname)) };
}

/**
 * Whether a navigation item represents the current page or a page beneath it. `location` is the path with its query:
 * an item that names a view of a page (`/question-bank?view=assessments`) is current on that view only, and the
 * page's own item is not.
 */
export function isActive(item: NavItem, location: string): boolean {
  const [path = '', query = ''] = location.split('?');
  const [itemPath = '', itemView] = item.to.split('?');
  const view = new URLSearchParams(query).get('view');
  if (itemView) return path === itemPath && view !== null && `view=${view}` === itemView;
  if (view !== null && path === itemPath) return false;
  return path === itemPath || path.startsWith(`${itemPath}/`);
}
