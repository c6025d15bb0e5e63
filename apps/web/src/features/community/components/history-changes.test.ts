import { describe, expect, it } from 'vitest';
import { historyChanges } from './history-changes';

describe('historyChanges', () => {
  it('lists only what changed, in words instead of codes', () => {
    expect(
      historyChanges(
        { requestStatus: 'PENDING', visibility: 'SELF', category: 'Events' },
        { requestStatus: 'PUBLISHED', visibility: 'GLOBAL', category: 'Events' },
      ),
    ).toEqual([
      { label: 'Approval', before: 'Pending', after: 'Published' },
      { label: 'Who can see it', before: 'The author and moderators only', after: 'All communities' },
    ]);
  });

  it('shows an edit through its text, shortened, never the HTML', () => {
    const long = 'a'.repeat(300);
    const rows = historyChanges(
      { description: '<p>old</p>', descriptionText: 'old' },
      { description: `<p>${long}</p>`, descriptionText: long },
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.label).toBe('Text');
    expect(rows[0]?.after.endsWith('…')).toBe(true);
    expect(rows[0]?.after.length).toBeLessThan(200);
  });

  it('reads flags as yes/no and missing values as a dash', () => {
    expect(historyChanges({ featured: false }, { featured: true })).toEqual([
      { label: 'Featured', before: 'No', after: 'Yes' },
    ]);
    expect(historyChanges(null, { appealedAt: null, reportStatus: 'REMOVED' })).toEqual([
      { label: 'Report', before: '—', after: 'Post removed' },
    ]);
  });
});
