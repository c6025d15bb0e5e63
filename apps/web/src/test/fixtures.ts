/** Users and responses the web tests share, built with the shared schemas so they cannot drift from the contract. */
import { type BankQuestion, bankQuestionSchema, type UserDetails, userDetailsSchema } from '@noticeboard/shared';

const greenfield = {
  instituteId: '0b8a6f5e-95d3-4a36-a0d5-6b1e2f3c4d5e',
  instituteName: 'Greenfield Public School',
  instituteCustomUrl: 'greenfield-public-school',
};

export const studentUser: UserDetails = userDetailsSchema.parse({
  id: '6d2f7f0c-6a44-4df4-9d7c-0e0f5b0a1c01',
  name: 'Asha Student',
  email: 'student@demo.test',
  type: 'CANDIDATE',
  userType: null,
  customUrl: 'asha-student',
  ...greenfield,
  studentClass: 'EIGHT',
  section: 'A',
  cookiesAccepted: false,
  subscription: { state: 'TRIAL', endsAt: null, graceEndsAt: null, trialAvailable: false },
  pendingPolicies: [],
});

/** The school's own account (manages students, categories, its question bank). */
export const instituteUser: UserDetails = userDetailsSchema.parse({
  id: '0b8a6f5e-95d3-4a36-a0d5-6b1e2f3c4d5e',
  name: 'Greenfield Public School',
  email: 'office@greenfield.test',
  type: 'INSTITUTE',
  userType: null,
  customUrl: 'greenfield-public-school',
  ...greenfield,
  studentClass: null,
  section: null,
  cookiesAccepted: true,
  subscription: { state: 'ACTIVE', endsAt: null, graceEndsAt: null, trialAvailable: false },
  pendingPolicies: [],
});

/** A teacher of the same school. */
export const facultyUser: UserDetails = userDetailsSchema.parse({
  id: '9a7e3d21-58b4-4c1f-8e0a-2b6d4f1c3e77',
  name: 'Omar Teacher',
  email: 'omar@greenfield.test',
  type: 'INDIVIDUAL',
  userType: 'FACULTY',
  customUrl: 'omar-teacher',
  ...greenfield,
  studentClass: null,
  section: null,
  cookiesAccepted: true,
  subscription: { state: 'ACTIVE', endsAt: null, graceEndsAt: null, trialAvailable: false },
  pendingPolicies: [],
});

export function jsonResponse(status: number, payload: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(payload), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A question in the school's bank, written by the faculty user and waiting for review; `changes` adjust it. */
export function bankQuestion(changes: Partial<BankQuestion> = {}): BankQuestion {
  return bankQuestionSchema.parse({
    id: 'e1f2a3b4-1111-4222-8333-444455556666',
    stem: 'Which gas do plants take in?',
    options: ['Oxygen', 'Carbon dioxide'],
    answerIndex: 1,
    explanation: '',
    difficulty: 'EASY',
    board: 'CBSE',
    studentClass: 'EIGHT',
    subject: { id: 'a1b2c3d4-1111-4222-8333-444455556666', name: 'Science' },
    chapter: null,
    topic: null,
    status: 'PENDING_REVIEW',
    reviewNote: null,
    source: 'OWN',
    institute: { id: facultyUser.instituteId, name: greenfield.instituteName },
    author: { id: facultyUser.id, name: facultyUser.name },
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    canEdit: true,
    canReview: false,
    ...changes,
  });
}
