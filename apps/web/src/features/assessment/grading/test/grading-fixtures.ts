/** Contract-checked bodies for grading's component tests: a Q&A assignment with one MCQ and two written questions. */
import {
  type AssignmentAnalytics,
  type AttemptDetail,
  analyticsSchema,
  attemptDetailSchema,
  type GradingAssignment,
  type GradingOrder,
  gradingOrderSchema,
} from '@noticeboard/shared';

export const CODE = 'PLNTS001';
export const ATTEMPT_ID = '1b0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b01';
export const OTHER_ATTEMPT_ID = '1b0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b02';
export const Q_MCQ = '2c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b01';
export const Q_RUBRIC = '2c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b02';
export const Q_PLAIN = '2c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b03';

export const assignment: GradingAssignment = {
  id: '3c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b01',
  code: CODE,
  customUrl: 'plants-and-water-plnts001',
  title: 'Plants and water',
  type: 'QNA',
  status: 'CLOSED',
  totalMarks: 10,
  questionCount: 3,
  closesAt: '2026-11-27T10:00:00.000Z',
  gradesReleasedAt: null,
  emailParents: true,
  mayRelease: true,
};

export const questions = [
  {
    id: Q_MCQ,
    position: 0,
    kind: 'MCQ' as const,
    prompt: 'Which part of a plant takes in water?',
    options: ['Leaf', 'Root', 'Flower'],
    answerIndex: 1,
    explanation: 'Roots take in water.',
    marks: 2,
    allowFile: false,
    rubric: [],
  },
  {
    id: Q_RUBRIC,
    position: 1,
    kind: 'WRITTEN' as const,
    prompt: 'How does water reach the leaves?',
    options: null,
    answerIndex: null,
    explanation: '',
    marks: 5,
    allowFile: false,
    rubric: [
      { criterion: 'Names the parts', marks: 3 },
      { criterion: 'Explains osmosis', marks: 2 },
    ],
  },
  {
    id: Q_PLAIN,
    position: 2,
    kind: 'WRITTEN' as const,
    prompt: 'Why do leaves lose water?',
    options: null,
    answerIndex: null,
    explanation: 'Transpiration through the stomata.',
    marks: 3,
    allowFile: false,
    rubric: [],
  },
];

export function gradingOrder(overrides: Partial<GradingOrder> = {}): GradingOrder {
  return gradingOrderSchema.parse({
    assignment,
    questions,
    attempts: [
      {
        attemptId: ATTEMPT_ID,
        candidateId: '4c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b01',
        name: 'Asha Verma',
        studentClass: 'EIGHT',
        section: 'A',
        progress: 'SUBMITTED',
        toGrade: 2,
      },
      {
        attemptId: OTHER_ATTEMPT_ID,
        candidateId: '4c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b02',
        name: 'Bilal Khan',
        studentClass: 'EIGHT',
        section: 'A',
        progress: 'GRADED',
        toGrade: 0,
      },
    ],
    ...overrides,
  });
}

export function attemptDetail(): AttemptDetail {
  return attemptDetailSchema.parse({
    assignment,
    attempt: {
      candidateId: '4c0e5a5e-8d5c-4c3e-9f9a-0d1e2f3a4b01',
      name: 'Asha Verma',
      studentClass: 'EIGHT',
      section: 'A',
      attemptId: ATTEMPT_ID,
      progress: 'SUBMITTED',
      startedAt: '2026-11-26T09:00:00.000Z',
      submittedAt: '2026-11-26T09:10:00.000Z',
      submittedBy: 'STUDENT',
      timeTakenSeconds: 600,
      score: null,
      maxScore: 10,
      identityCheck: 'NOT_REQUIRED',
      toGrade: 2,
      feedback: null,
    },
    items: questions.map((question) => ({
      question,
      answer: {
        questionId: question.id,
        selectedIndex: question.kind === 'MCQ' ? 1 : null,
        textAnswer: question.kind === 'MCQ' ? null : 'Roots take water in by osmosis.',
        fileName: null,
        blank: false,
        correct: question.kind === 'MCQ' ? true : null,
        marksAwarded: question.kind === 'MCQ' ? 2 : null,
        feedback: null,
        rubricMarks: null,
        gradedAt: null,
      },
    })),
  });
}

/** The hand-computed set of the API's analytics test (analytics.test.ts). */
export function analyticsFixture(scope: 'STAFF' | 'SUMMARY' = 'STAFF'): AssignmentAnalytics {
  return analyticsSchema.parse({
    scope,
    assignment: { ...assignment, type: 'ASSESSMENT', title: 'Fractions', totalMarks: 4 },
    filter: { studentClass: null, section: null },
    completion: { targeted: 12_500, started: 9, submitted: 8, scored: 7, rejected: 1 },
    score: { average: 1.86, median: 2, averagePercent: 46.4, medianPercent: 50, highest: 4, lowest: 0, maxScore: 4 },
    distribution: [1, 0, 2, 0, 0, 2, 0, 1, 0, 1].map((count, index) => ({
      from: index * 10,
      to: index * 10 + 10,
      count,
    })),
    time: { averageSeconds: 400, medianSeconds: 400, fastestSeconds: 100, slowestSeconds: 700, byTimer: 1 },
    discriminationMethod: 'UPPER_LOWER_27',
    questions:
      scope === 'SUMMARY'
        ? []
        : [
            {
              questionId: Q_MCQ,
              position: 0,
              kind: 'MCQ',
              prompt: 'Which is the largest fraction?',
              marks: 1,
              answered: 7,
              skipped: 0,
              difficulty: 0.571,
              discrimination: 0,
              options: ['1/2', '2/3', '3/4', '1/3'].map((text, index) => ({
                index,
                text,
                count: [1, 4, 2, 0][index] as number,
                correct: index === 1,
              })),
            },
          ],
    classes: [
      {
        studentClass: 'EIGHT',
        section: 'A',
        targeted: 8,
        started: 7,
        submitted: 6,
        scored: 5,
        averagePercent: 60,
        medianPercent: 50,
      },
      {
        studentClass: 'EIGHT',
        section: 'B',
        targeted: 3,
        started: 2,
        submitted: 2,
        scored: 2,
        averagePercent: scope === 'SUMMARY' ? null : 12.5,
        medianPercent: scope === 'SUMMARY' ? null : 12.5,
      },
    ],
  });
}
