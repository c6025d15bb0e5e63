/** Assignments as the staff API answers them, built with the shared schemas (component tests). */
import {
  type AssignmentSummary,
  assignmentSummarySchema,
  type StaffAssignment,
  staffAssignmentSchema,
} from '@noticeboard/shared';

export function summaryFixture(fields: Partial<AssignmentSummary> = {}): AssignmentSummary {
  return assignmentSummarySchema.parse({
    id: '5f0c1c4e-1d2a-4b7e-9a51-2c3d4e5f6a7b',
    code: 'KX7PQ2MN',
    customUrl: 'fractions-week-1-kx7pq2mn',
    type: 'ASSESSMENT',
    title: 'Fractions: week 1',
    status: 'OPEN',
    opensAt: '2026-12-01T04:30:00.000Z',
    closesAt: '2026-12-02T04:30:00.000Z',
    timeLimitMinutes: 30,
    targets: [{ studentClass: 'EIGHT', section: 'A' }],
    questionCount: 10,
    totalMarks: 10,
    attempts: { started: 12, submitted: 9, graded: 0 },
    scheduleFrequency: null,
    occurrence: 1,
    author: { id: '9a7e3d21-58b4-4c1f-8e0a-2b6d4f1c3e77', name: 'Omar Teacher' },
    canManage: true,
    updatedAt: '2026-11-30T10:00:00.000Z',
    ...fields,
  });
}

export function draftFixture(fields: Partial<StaffAssignment> = {}): StaffAssignment {
  return staffAssignmentSchema.parse({
    ...summaryFixture({
      status: 'DRAFT',
      opensAt: null,
      closesAt: null,
      targets: [],
      questionCount: 1,
      totalMarks: 1,
      attempts: { started: 0, submitted: 0, graded: 0 },
    }),
    state: 'DRAFT',
    instructions: '',
    studentClass: 'EIGHT',
    subject: null,
    chapter: null,
    shuffleQuestions: false,
    shuffleOptions: false,
    resultRelease: 'AFTER_CLOSE',
    faceCheckRequired: false,
    faceRecheckMinutes: null,
    scheduleEveryDays: null,
    scheduleUntil: null,
    seriesId: null,
    copiedFromId: null,
    emailParents: false,
    gradesReleasedAt: null,
    publishedAt: null,
    createdAt: '2026-11-30T09:00:00.000Z',
    revision: 0,
    questions: [
      {
        id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        position: 1,
        kind: 'MCQ',
        bankQuestionId: null,
        prompt: 'What is half of a half?',
        options: ['A quarter', 'A third', 'One', 'Two'],
        answerIndex: 0,
        explanation: '',
        marks: 1,
        allowFile: false,
        rubric: [],
      },
    ],
    questionsLocked: false,
    ...fields,
  });
}
