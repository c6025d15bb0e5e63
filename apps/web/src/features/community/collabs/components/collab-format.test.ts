import { describe, expect, it } from 'vitest';
import { collabDetailsPath, collabEditPath, collabListPath } from '../api/collab-paths';
import { countOf, gradientOf, isOverdue } from './collab-format';

describe('collab paths', () => {
  it('lists every category under "all" and keeps school links inside the school', () => {
    expect(collabListPath()).toBe('/collab/all');
    expect(collabListPath(undefined, 'innovations', 'solar ovens')).toBe('/collab/innovations/solar%20ovens');
    expect(collabListPath('greenfield-public-school', 'events')).toBe('/greenfield-public-school/collab/events');
    expect(collabDetailsPath('rain-garden')).toBe('/collab/details/rain-garden');
    expect(collabDetailsPath('rain-garden', 'greenfield')).toBe('/greenfield/collab/details/rain-garden');
    expect(collabEditPath('rain garden')).toBe('/collabs/edit?slug=rain%20garden');
  });
});

describe('due dates', () => {
  const today = new Date(2026, 10, 21, 9, 0);
  it('is overdue only before today and only while the team still works on it', () => {
    expect(isOverdue('2026-11-20', 'IN_PROGRESS', today)).toBe(true);
    expect(isOverdue('2026-11-21', 'IN_PROGRESS', today)).toBe(false);
    expect(isOverdue('2026-11-20', 'PUBLISHED', today)).toBe(false);
    expect(isOverdue(null, 'DRAFT', today)).toBe(false);
  });
});

describe('cards', () => {
  it('gives each category its own stable gradient and counts in words', () => {
    expect(gradientOf('events')).toBe(gradientOf('events'));
    expect(gradientOf('events')).not.toBe(gradientOf('awards'));
    expect(countOf(1, 'update')).toBe('1 update');
    expect(countOf(3, 'mentor')).toBe('3 mentors');
  });
});
