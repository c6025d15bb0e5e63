import { COMMUNITY_CATEGORIES, categorySlug } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../plugins/auth';
import { GLOBAL_CATEGORIES } from '../category/category.service';
import { canReadCommittee, teamScope } from './team.policy';
import { staffStatus } from './team.presenter';

const actor = (role: Actor['role'], instituteId: string | null = 'school-a'): Actor => ({
  id: 'u1',
  type: role === 'INSTITUTE' ? 'INSTITUTE' : role === 'CANDIDATE' ? 'CANDIDATE' : 'INDIVIDUAL',
  userType: role === 'FACULTY' || role === 'ADMIN' ? role : null,
  role,
  instituteId,
  customUrl: 'x',
  familyId: 'f',
});

describe('team rules', () => {
  it('derives the staff status from the account state and the password', () => {
    expect(staffStatus({ status: 'DISABLED', passwordHash: 'h' })).toBe('DEACTIVATED');
    expect(staffStatus({ status: 'DISABLED', passwordHash: null })).toBe('DEACTIVATED');
    expect(staffStatus({ status: 'ACTIVE', passwordHash: null })).toBe('PENDING');
    expect(staffStatus({ status: 'ACTIVE', passwordHash: 'h' })).toBe('ACTIVE');
  });

  it('lets only the school account manage its faculty and admins (spec §6: /team is institute-only)', () => {
    expect(teamScope(actor('INSTITUTE'), 'ADMIN')).toBe('school-a');
    expect(teamScope(actor('INSTITUTE'), 'FACULTY')).toBe('school-a');
    for (const role of ['ADMIN', 'FACULTY', 'CANDIDATE', 'INDIVIDUAL'] as const) {
      expect(() => teamScope(actor(role), 'FACULTY')).toThrow();
      expect(() => teamScope(actor(role), 'ADMIN')).toThrow();
    }
  });

  it('shows a committee only to people of the same institute', () => {
    expect(canReadCommittee(actor('CANDIDATE'), 'school-a')).toBe(true);
    expect(canReadCommittee(actor('INSTITUTE'), 'school-b')).toBe(false);
    expect(canReadCommittee(actor('INDIVIDUAL', null), 'school-a')).toBe(false);
  });

  it('lists the 13 global categories with their section slugs', () => {
    expect(GLOBAL_CATEGORIES).toHaveLength(13);
    expect(GLOBAL_CATEGORIES.map((c) => c.slug)).toEqual(COMMUNITY_CATEGORIES.map(categorySlug));
    expect(GLOBAL_CATEGORIES.find((c) => c.slug === 'tips-and-tricks')?.name).toBe('Tips and Tricks');
  });
});
