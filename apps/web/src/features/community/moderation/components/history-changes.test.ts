import { describe, expect, it } from 'vitest';
import { changesOf, fieldLabel } from './history-changes';

describe('changesOf', () => {
  it('lists only the fields that changed, with readable names and values', () => {
    expect(
      changesOf(
        { requestStatus: 'PENDING', postVisibility: 'SELF', category: 'Events' },
        { requestStatus: 'PUBLISHED', postVisibility: 'INSTITUTE', category: 'Events', featured: true },
      ),
    ).toEqual([
      { field: 'Request status', before: 'PENDING', after: 'PUBLISHED' },
      { field: 'Post visibility', before: 'SELF', after: 'INSTITUTE' },
      { field: 'Featured', before: '—', after: 'true' },
    ]);
  });

  it('handles a missing side (created or deleted)', () => {
    expect(changesOf(null, null)).toEqual([]);
    expect(changesOf({ status: 'OPEN' }, null)).toEqual([{ field: 'Status', before: 'OPEN', after: '—' }]);
    expect(fieldLabel('action_taken_by')).toBe('Action taken by');
  });
});
