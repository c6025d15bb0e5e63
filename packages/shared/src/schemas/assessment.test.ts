import { describe, expect, it } from 'vitest';
import { assignmentStatusOf, assignmentTypeOfSlug, resultReleased } from './assessment';

const now = new Date('2026-11-29T06:00:00Z');
const hour = 3_600_000;
const at = (hours: number) => new Date(now.getTime() + hours * hour);

describe('assignmentStatusOf', () => {
  const published = { state: 'PUBLISHED' as const, opensAt: at(-1), closesAt: at(1), gradesReleasedAt: null };
  it.each([
    ['a draft', { ...published, state: 'DRAFT' as const }, 'DRAFT'],
    ['a cancelled one', { ...published, state: 'CANCELLED' as const }, 'CANCELLED'],
    ['one opening later', { ...published, opensAt: at(2), closesAt: at(3) }, 'SCHEDULED'],
    ['one open now', published, 'OPEN'],
    ['one closed at this instant', { ...published, closesAt: now }, 'CLOSED'],
    ['one with grades released', { ...published, gradesReleasedAt: at(-0.5) }, 'GRADED'],
  ])('%s', (_case, assignment, status) => {
    expect(assignmentStatusOf(assignment, now)).toBe(status);
  });
});

describe('resultReleased', () => {
  const submitted = { status: 'SUBMITTED' as const, identityCheck: 'NOT_REQUIRED' as const };
  const open = { closesAt: at(1), gradesReleasedAt: null };
  it('never while the attempt runs, whatever the rule', () => {
    expect(resultReleased('IMMEDIATELY', { ...submitted, status: 'IN_PROGRESS' }, open, now)).toBe(false);
  });
  it('never for an attempt the school rejected', () => {
    const released = { closesAt: at(-1), gradesReleasedAt: at(-1) };
    expect(resultReleased('IMMEDIATELY', { ...submitted, identityCheck: 'REJECTED' }, released, now)).toBe(false);
  });
  it('immediately, after the close or once grades are out', () => {
    expect(resultReleased('IMMEDIATELY', submitted, open, now)).toBe(true);
    expect(resultReleased('AFTER_CLOSE', submitted, open, now)).toBe(false);
    expect(resultReleased('AFTER_CLOSE', submitted, { ...open, closesAt: at(-1) }, now)).toBe(true);
    expect(resultReleased('AFTER_GRADING', submitted, { ...open, closesAt: at(-1) }, now)).toBe(false);
    expect(resultReleased('AFTER_GRADING', submitted, { ...open, gradesReleasedAt: at(-1) }, now)).toBe(true);
  });
});

describe('assignmentTypeOfSlug', () => {
  it('reads the page segment, and nothing else', () => {
    expect(assignmentTypeOfSlug('assessment')).toBe('ASSESSMENT');
    expect(assignmentTypeOfSlug('QnA')).toBe('QNA');
    expect(assignmentTypeOfSlug('exam')).toBeNull();
  });
});
