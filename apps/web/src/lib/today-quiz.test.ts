import { type QuizEligibility, quizEligibilitySchema, type UserDetails, userDetailsSchema } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { todayQuizPath } from './today-quiz';

const person = (type: UserDetails['type'], userType: UserDetails['userType'] = null): UserDetails =>
  userDetailsSchema.parse({
    id: '6d2f7f0c-6a44-4df4-9d7c-0e0f5b0a1c01',
    name: 'Asha',
    email: 'asha@demo.test',
    type,
    userType,
    customUrl: 'asha',
    instituteId: null,
    instituteName: null,
    instituteCustomUrl: null,
    studentClass: null,
    section: null,
    cookiesAccepted: true,
    subscription: { state: 'TRIAL', endsAt: null, graceEndsAt: null, trialAvailable: false },
    pendingPolicies: [],
  });

const eligibility = (overrides: Partial<QuizEligibility> = {}): QuizEligibility =>
  quizEligibilitySchema.parse({
    eligible: true,
    readToday: 3,
    dailyMinimum: 3,
    quizCustomUrl: 'daily-2026-11-26',
    state: 'NOT_STARTED',
    message: null,
    ...overrides,
  });

describe('where Take a Quiz goes', () => {
  it("opens today's quiz player for the roles the route table lets in", () => {
    expect(todayQuizPath(person('CANDIDATE'), eligibility())).toBe('/quiz/daily-2026-11-26');
    expect(todayQuizPath(person('INDIVIDUAL', 'FACULTY'), eligibility({ state: 'IN_PROGRESS' }))).toBe(
      '/quiz/daily-2026-11-26',
    );
    expect(todayQuizPath(person('INDIVIDUAL', 'ADMIN'), eligibility())).toBe('/quiz/daily-2026-11-26');
  });

  it('opens the inline player on the hub for an individual (kept off /quiz/{customUrl}, spec §6)', () => {
    expect(todayQuizPath(person('INDIVIDUAL'), eligibility())).toBe('/quiz?play=daily-2026-11-26');
  });

  it('goes to the hub when the quiz is locked, not generated yet, already handed in, or not theirs to play', () => {
    const student = person('CANDIDATE');
    expect(todayQuizPath(student, eligibility({ eligible: false, readToday: 1 }))).toBe('/quiz');
    expect(todayQuizPath(student, eligibility({ quizCustomUrl: null }))).toBe('/quiz');
    expect(todayQuizPath(student, eligibility({ state: 'SUBMITTED' }))).toBe('/quiz');
    expect(todayQuizPath(student, eligibility({ state: 'EXPIRED' }))).toBe('/quiz');
    expect(todayQuizPath(student, undefined)).toBe('/quiz');
    expect(todayQuizPath(person('INSTITUTE'), eligibility())).toBe('/quiz');
    expect(todayQuizPath(null, eligibility())).toBe('/quiz');
  });
});
