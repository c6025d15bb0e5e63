import type { Collab, CollabPerson, UserDetails } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { mayLeaveCollab } from './collab-rights';

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
    canManageTeam: false,
    canSendForApproval: false,
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
    subscription: { state: 'ACTIVE', endsAt: null, graceEndsAt: null, trialAvailable: false },
    pendingPolicies: [],
  };
}

describe('leaving a collab', () => {
  it('lets anyone but the owner leave, while the team may still change', () => {
    const helper = user('helper', 'CANDIDATE');
    expect(mayLeaveCollab(collab('IN_PROGRESS'), helper, 'helper')).toBe(true);
    expect(mayLeaveCollab(collab('IN_PROGRESS'), helper, 'owner')).toBe(false);
    expect(mayLeaveCollab(collab('IN_PROGRESS'), user('owner', 'CANDIDATE'), 'owner')).toBe(false);
    expect(mayLeaveCollab(collab('PUBLISHED'), helper, 'helper')).toBe(false);
    expect(mayLeaveCollab(collab('IN_PROGRESS'), null, 'helper')).toBe(false);
  });
});
