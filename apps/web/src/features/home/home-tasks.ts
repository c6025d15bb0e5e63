/**
 * What the home page lists, in the order it matters for each role: the work others wait on first (posts to review,
 * reports), then the school's own loose ends, then the person's own posts. Only items with something in them.
 */
import type { HomeCounts, HomeSetup, Role } from '@noticeboard/shared';

export interface HomeTask {
  key: keyof HomeCounts;
  /** "3 posts waiting for approval": the words read out. */
  label: string;
  /** "Posts waiting for approval": the words shown beside the number (which stands out on its own). */
  title: string;
  /** One line on why it matters. */
  detail: string;
  count: number;
  to: string;
  /** Others are waiting on it. */
  urgent: boolean;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Who the list is for: whether they moderate, and whether they are the school's own account. */
interface Viewer {
  reviews: boolean;
  school: boolean;
}

type TaskMaker = (count: number, reviews: boolean, viewer: Viewer) => Omit<HomeTask, 'key' | 'count'>;

/** Staff's assessments: the school's own page, or the question bank's view for teachers and admins (spec §6). */
const assessmentsOf = (viewer: Viewer, kind: 'qna' | 'face-checks') =>
  viewer.school ? `/assessment?kind=${kind}` : `/question-bank?view=assessments&kind=${kind}`;

const MAKERS: Record<keyof HomeCounts, TaskMaker> = {
  postsToReview: (n) => ({
    label: `${plural(n, 'post', 'posts')} waiting for approval`,
    title: 'Posts waiting for approval',
    detail: 'Students and staff see their posts only after a moderator approves them.',
    to: '/pending-approval?type=ALL',
    urgent: true,
  }),
  reportsOpen: (n) => ({
    label: `${plural(n, 'report', 'reports')} to look at`,
    title: 'Reports to look at',
    detail: 'Members flagged these posts. Keep them up or take them down.',
    to: '/reported-posts',
    urgent: true,
  }),
  consentsPending: (n) => ({
    label: `${plural(n, 'parent', 'parents')} yet to give consent`,
    title: 'Parents yet to give consent',
    detail: 'Their children cannot post or appear in public lists until a parent agrees.',
    to: '/parent-consent',
    urgent: false,
  }),
  studentsWithoutClass: (n) => ({
    label: `${plural(n, 'student', 'students')} without a class`,
    title: 'Students without a class',
    detail: 'Give them a class so they see their class quizzes and leaderboards.',
    to: '/candidate',
    urgent: false,
  }),
  assignmentsToDo: (n) => ({
    label: `${plural(n, 'assignment', 'assignments')} to do`,
    title: 'Assignments to do',
    detail: 'Your teachers have set these for your class. See what is due first.',
    to: '/assessment',
    urgent: true,
  }),
  answersToMark: (n, _reviews, viewer) => ({
    label: `${plural(n, 'student is', 'students are')} waiting for marks`,
    title: 'Answers to mark',
    detail: 'Handed-in Q&A answers wait for your marks and feedback.',
    to: assessmentsOf(viewer, 'qna'),
    urgent: true,
  }),
  faceChecksToReview: (n, _reviews, viewer) => ({
    label: `${plural(n, 'face check', 'face checks')} to review`,
    title: 'Face checks to review',
    detail: 'A picture did not match. Look at it beside the enrolled one and decide.',
    to: assessmentsOf(viewer, 'face-checks'),
    urgent: true,
  }),
  myQuizzesOpen: (n) => ({
    label: `${plural(n, 'quiz', 'quizzes')} of yours open now`,
    title: 'Your quizzes open now',
    detail: 'See who has played and how the class is doing.',
    to: '/quiz-summary',
    urgent: false,
  }),
  myPostsDeclined: (n, reviews) => ({
    label: `${plural(n, 'post', 'posts')} of yours declined`,
    title: 'Your declined posts',
    detail: 'See the reason, edit and send it again.',
    to: reviews ? '/pending-approval?view=mine&status=DECLINED' : '/pending-approval?status=DECLINED',
    urgent: false,
  }),
  myPostsWaiting: (n, reviews) => ({
    label: `${plural(n, 'post', 'posts')} of yours waiting for approval`,
    title: 'Your posts waiting for approval',
    detail: 'We will let you know when your school has looked at them.',
    to: reviews ? '/pending-approval?view=mine' : '/pending-approval',
    urgent: false,
  }),
};

const ORDER: Array<keyof HomeCounts> = [
  'assignmentsToDo',
  'faceChecksToReview',
  'answersToMark',
  'postsToReview',
  'reportsOpen',
  'consentsPending',
  'studentsWithoutClass',
  'myQuizzesOpen',
  'myPostsDeclined',
  'myPostsWaiting',
];

/** The to-do list: every count above zero, in the order above. `reviews`: the person moderates the school. */
export function homeTasks(counts: HomeCounts, reviews: boolean, school = false): HomeTask[] {
  return ORDER.flatMap((key) => {
    const count = counts[key];
    if (count === null || count === 0) return [];
    return [{ key, count, ...MAKERS[key](count, reviews, { reviews, school }) }];
  });
}

export interface SetupStep {
  key: keyof HomeSetup;
  label: string;
  detail: string;
  to: string;
  done: boolean;
}

/** A new school's first steps (Google Classroom's "set up your class"), in the order each needs the one before. */
export function setupSteps(setup: HomeSetup): SetupStep[] {
  return [
    {
      key: 'hasCurrentSession',
      label: 'Start this academic session',
      detail: 'Classes, curriculum and quizzes belong to a session, such as 2026-27.',
      to: '/curriculum',
      done: setup.hasCurrentSession,
    },
    {
      key: 'classes',
      label: 'Add your classes and sections',
      detail: 'For example Class 8, sections A and B.',
      to: '/curriculum',
      done: setup.classes > 0,
    },
    {
      key: 'students',
      label: 'Add your students',
      detail: 'One by one or from a spreadsheet; parents are asked for consent by email.',
      to: '/candidate',
      done: setup.students > 0,
    },
    {
      key: 'staff',
      label: 'Invite your teachers',
      detail: 'They set quizzes, share questions and can help approve posts.',
      to: '/team',
      done: setup.staff > 0,
    },
  ];
}

/** Whether the school still has first steps to take (the checklist hides once all are done). */
export const setupPending = (setup: HomeSetup | null): setup is HomeSetup =>
  setup !== null && setupSteps(setup).some((step) => !step.done);

/** The greeting's second line for each role. */
export function homeSubtitle(role: Role): string {
  switch (role) {
    case 'INSTITUTE':
      return 'Here is what needs your school’s attention today.';
    case 'ADMIN':
    case 'FACULTY':
      return 'Here is what is waiting for you today.';
    default:
      return 'Read, play today’s quiz and keep your streak going.';
  }
}
