import { describe, expect, it } from 'vitest';
import { COMMUNITY_CATEGORY_SLUGS, PENDING_FILTER_LABELS, POST_REPORT_REASONS, postBodySchema } from './community';

describe('community contract', () => {
  it('slugs the 13 global categories with hyphens', () => {
    expect(COMMUNITY_CATEGORY_SLUGS).toHaveLength(13);
    expect(COMMUNITY_CATEGORY_SLUGS).toContain('tips-and-tricks');
    expect(COMMUNITY_CATEGORY_SLUGS).toContain('student-spotlights');
  });

  it('shows DECLINED as Rejected and keeps the nine report reasons of spec §9', () => {
    expect(PENDING_FILTER_LABELS.DECLINED).toBe('Rejected');
    expect(POST_REPORT_REASONS).toHaveLength(9);
  });

  it('needs words or an attachment, and applies the defaults', () => {
    expect(postBodySchema.safeParse({ description: '  ', category: 'events' }).success).toBe(false);
    const parsed = postBodySchema.parse({ description: 'Our science fair', category: 'events' });
    expect(parsed).toMatchObject({ postType: 'PHOTOS', audience: 'EVERYONE', postVisibility: 'INSTITUTE' });
    expect(
      postBodySchema.safeParse({
        description: '',
        category: 'events',
        attachmentIds: ['5f0c2f9e-6c1a-4d47-9a53-0d3c1b0f4a11'],
      }).success,
    ).toBe(true);
  });
});
