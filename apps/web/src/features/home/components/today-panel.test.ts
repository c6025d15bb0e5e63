import { type HomeLearner, homeLearnerSchema } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { quizStep } from './today-panel';

const learner = (state: 'NOT_STARTED' | 'IN_PROGRESS' | 'SUBMITTED', eligible = true): HomeLearner =>
  homeLearnerSchema.parse({
    readToday: 3,
    dailyMinimum: 3,
    dailyQuiz: { customUrl: 'daily-2026-11-26', state, eligible },
    classQuizzesOpen: 0,
    streakDays: 1,
    consentPending: false,
    recommendedAssignments: [],
  });

describe("the home's next step for today's quiz (issue 17 §8: straight to the quiz)", () => {
  it("opens today's quiz page for the roles the route table lets in", () => {
    expect(quizStep(learner('NOT_STARTED')).to).toBe('/quiz/daily-2026-11-26');
    expect(quizStep(learner('IN_PROGRESS')).to).toBe('/quiz/daily-2026-11-26');
    expect(quizStep(learner('SUBMITTED')).to).toBe('/result/daily-2026-11-26');
  });

  it('opens the player and the result on the hub for an individual, kept off those pages (spec §6)', () => {
    expect(quizStep(learner('NOT_STARTED'), true).to).toBe('/quiz?play=daily-2026-11-26');
    expect(quizStep(learner('IN_PROGRESS'), true).to).toBe('/quiz?play=daily-2026-11-26');
    expect(quizStep(learner('SUBMITTED'), true).to).toBe('/quiz');
    expect(quizStep(learner('NOT_STARTED', false), true).to).toBe('/current-affairs');
  });
});
