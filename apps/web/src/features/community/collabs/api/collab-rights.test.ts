import type { Collab, CollabPerson, UserDetails } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { collabRightsOf } from './collab-rights';

const SCHOOL = 'school-1';
const person = (id: string, kind: CollabPerson['kind']): CollabPerson => ({
  id,
  name: id,
  customUrl: id,
  role: kind === 'FACULTY' ? 'FACULTY' : 'STUDENT',
  kind,
});

function collab(status: Collab['status']): Collab {
  return {
    id: 'c1',
    slug: 'rain-garden',
    title: 'Rain garden',
    summary: '<p>A garden</p>',
    goals: null,
    category: 'innovations',
    categorySlug: 'innovations',
    topic: null,
    status,
    visibility: null,
    institute: { id: SCHOOL, name: 'Greenfield', customUrl: 'greenfield' },
    owner: person('owner', 'OWNER'),
    participants: [person('helper', 'PARTICIPANT')],
    faculty: [person('mentor', 'FACULTY')],
    evaluation: null,
    postCount: 0,
    startsOn: null,
    dueOn: null,
    submittedAt: null,
    publishedAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    canEdit: true,
    canPost: true,
    canEvaluate: false,
    canPublish: false,
    nextStatuses: [],
  };
}

function user(id: string, type: UserDetails['type'], userType: UserDetails['userType'] = null): UserDetails {
  return {
    id,
    name: id,
    email: `${id}@demo.test`,
    type,
    userType,
    customUrl: id,
    instituteId: SCHOOL,
    instituteName: 'Greenfield',
    instituteCustomUrl: 'greenfield',
    studentClass: null,
    section: null,
    cookiesAccepted: true,
    subscription: { state: 'ACTIVE', endsAt: null },
  };
}

describe('collab rights beyond the API flags', () => {
  it('lets the owner and the school choose the team, not a participant, and never once published', () => {
    expect(collabRightsOf(collab('DRAFT'), user('owner', 'CANDIDATE')).manageTeam).toBe(true);
    expect(collabRightsOf(collab('DRAFT'), user('school', 'INSTITUTE')).manageTeam).toBe(true);
    expect(collabRightsOf(collab('DRAFT'), user('helper', 'CANDIDATE')).manageTeam).toBe(false);
    expect(collabRightsOf(collab('PUBLISHED'), user('owner', 'CANDIDATE')).manageTeam).toBe(false);
  });

  it('lets the owner or a mentor send for approval from a working state only', () => {
    expect(collabRightsOf(collab('IN_PROGRESS'), user('owner', 'CANDIDATE')).sendForApproval).toBe(true);
    expect(collabRightsOf(collab('CHANGES_REQUESTED'), user('mentor', 'INDIVIDUAL', 'FACULTY')).sendForApproval).toBe(
      true,
    );
    expect(collabRightsOf(collab('IN_PROGRESS'), user('helper', 'CANDIDATE')).sendForApproval).toBe(false);
    expect(collabRightsOf(collab('SUBMITTED'), user('owner', 'CANDIDATE')).sendForApproval).toBe(false);
  });

  it('lets anyone but the owner leave', () => {
    const rights = collabRightsOf(collab('IN_PROGRESS'), user('helper', 'CANDIDATE'));
    expect(rights.mayLeave('helper')).toBe(true);
    expect(rights.mayLeave('owner')).toBe(false);
    expect(collabRightsOf(collab('IN_PROGRESS'), user('owner', 'CANDIDATE')).mayLeave('owner')).toBe(false);
  });
});
