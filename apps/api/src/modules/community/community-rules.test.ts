import { describe, expect, it } from 'vitest';
import type { Actor } from '../../plugins/auth';
import { postingRefusal } from './post.policy';
import { canSeePost, type PostScope } from './post-visibility';

const actor = (role: Actor['role'], instituteId: string | null, id = `${role}-${instituteId}`): Actor => ({
  id,
  role,
  instituteId,
  type: role === 'INSTITUTE' ? 'INSTITUTE' : role === 'CANDIDATE' ? 'CANDIDATE' : 'INDIVIDUAL',
  userType: role === 'FACULTY' || role === 'ADMIN' ? role : null,
  customUrl: id,
  familyId: 'f',
});

const post = (overrides: Partial<PostScope>): PostScope => ({
  authorId: 'author',
  instituteId: 'A',
  visibility: 'INSTITUTE',
  audience: 'EVERYONE',
  removedAt: null,
  ...overrides,
});

describe('who sees a post', () => {
  it('shows global posts for everyone to anybody, anonymous visitors included', () => {
    const open = post({ visibility: 'GLOBAL' });
    expect(canSeePost(null, open)).toBe(true);
    expect(canSeePost(actor('CANDIDATE', 'B'), open)).toBe(true);
  });

  it('keeps institute posts inside the school', () => {
    const inside = post({ visibility: 'INSTITUTE' });
    expect(canSeePost(actor('CANDIDATE', 'A'), inside)).toBe(true);
    expect(canSeePost(actor('ADMIN', 'B'), inside)).toBe(false);
    expect(canSeePost(null, inside)).toBe(false);
    expect(canSeePost(actor('INDIVIDUAL', null), inside)).toBe(false);
  });

  it('narrows a post to its audience within the school', () => {
    const forFaculty = post({ visibility: 'SPECIFIC_GROUP', audience: 'FACULTIES' });
    expect(canSeePost(actor('FACULTY', 'A'), forFaculty)).toBe(true);
    expect(canSeePost(actor('CANDIDATE', 'A'), forFaculty)).toBe(false);
    expect(canSeePost(actor('INSTITUTE', 'A'), forFaculty)).toBe(true);
    // A global post for a narrower audience does not leave the school.
    expect(canSeePost(actor('CANDIDATE', 'B'), post({ visibility: 'GLOBAL', audience: 'CANDIDATES' }))).toBe(false);
  });

  it('shows waiting and removed posts to their author and the moderators only', () => {
    const waiting = post({ visibility: 'SELF' });
    expect(canSeePost(actor('CANDIDATE', 'A', 'author'), waiting)).toBe(true);
    expect(canSeePost(actor('CANDIDATE', 'A'), waiting)).toBe(false);
    expect(canSeePost(actor('ADMIN', 'A'), waiting, true)).toBe(true);
    expect(canSeePost(actor('CANDIDATE', 'A'), post({ visibility: 'GLOBAL', removedAt: new Date() }))).toBe(false);
  });
});

describe('who may post or comment', () => {
  const ok = { inInstitute: true, subscriptionState: 'ACTIVE' as const, consentAllows: true, restrictedUntil: null };
  const now = new Date('2026-11-21T10:00:00Z');

  it('needs a valid subscription to post, not to comment', () => {
    expect(postingRefusal(ok, 'post', now)).toBeNull();
    expect(postingRefusal({ ...ok, subscriptionState: 'TRIAL' }, 'post', now)).toBeNull();
    const expired = { ...ok, subscriptionState: 'EXPIRED' as const };
    expect(postingRefusal(expired, 'post', now)?.message).toMatch(/school administrator/);
    expect(postingRefusal({ ...expired, inInstitute: false }, 'post', now)?.message).toMatch(/account administrator/);
    expect(postingRefusal(expired, 'comment', now)).toBeNull();
  });

  it('refuses while a restriction is in force and lets it lift on its own', () => {
    const restricted = { ...ok, restrictedUntil: new Date('2026-11-22T10:00:00Z') };
    expect(postingRefusal(restricted, 'comment', now)?.dialog).toBe('POSTING_RESTRICTED');
    expect(postingRefusal(restricted, 'post', new Date('2026-11-22T10:00:01Z'))).toBeNull();
  });

  it('refuses a student whose parent has not consented', () => {
    expect(postingRefusal({ ...ok, consentAllows: false }, 'comment', now)?.dialog).toBe('CONSENT_REQUIRED');
  });
});
