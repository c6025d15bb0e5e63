import { describe, expect, it } from 'vitest';
import {
  decideAccess,
  matchRoute,
  ownProfilePath,
  ROLE_SETS,
  type Role,
  resolveLanding,
  roleOf,
  type SessionIdentity,
} from './access';

const student: SessionIdentity = { type: 'CANDIDATE', customUrl: 'ira' };
const institute: SessionIdentity = { type: 'INSTITUTE', customUrl: 'greenfield' };
const faculty: SessionIdentity = { type: 'INDIVIDUAL', userType: 'FACULTY', customUrl: 'omar' };
const admin: SessionIdentity = { type: 'INDIVIDUAL', userType: 'ADMIN', customUrl: 'uma' };
const individual: SessionIdentity = { type: 'INDIVIDUAL', userType: null, customUrl: 'asha' };

describe('roles and profiles', () => {
  it('derives the role from type and userType', () => {
    expect([student, institute, faculty, admin, individual].map(roleOf)).toEqual([
      'CANDIDATE',
      'INSTITUTE',
      'FACULTY',
      'ADMIN',
      'INDIVIDUAL',
    ]);
  });
  it('sends each type to its own profile', () => {
    expect(ownProfilePath(student)).toBe('/student/ira');
    expect(ownProfilePath(institute)).toBe('/institution/greenfield');
    expect(ownProfilePath(faculty)).toBe('/profile/omar');
    expect(ownProfilePath(individual)).toBe('/profile/asha');
  });
});

describe('route matching', () => {
  it('prefers static segments over parameters', () => {
    expect(matchRoute('/question-bank/mcq-practice')?.route.path).toBe('/question-bank/mcq-practice');
    expect(matchRoute('/question-bank/physics')?.route.path).toBe('/question-bank/:questionBankType');
    expect(matchRoute('/greenfield/login')?.route.path).toBe('/:userSlug/login');
    expect(matchRoute('/greenfield/newsletter')?.route.path).toBe('/:instituteCustomUrl/newsletter');
    expect(matchRoute('/greenfield/ira')?.route.path).toBe('/:userSlug/:customUrl');
    expect(matchRoute('/community/details/hello')?.route.path).toBe('/community/details/:slug');
  });
  it('knows no route for unknown paths', () => {
    expect(matchRoute('/a/b/c/d/e/f')).toBeNull();
  });
});

describe('guards', () => {
  it('sends anonymous visitors of login routes to /login and remembers the path', () => {
    expect(decideAccess({ kind: 'login' }, null)).toEqual({ allow: false, redirect: '/login', rememberPath: true });
    expect(resolveLanding('/team', null)).toBe('/login');
  });
  it('sends the wrong type to their own profile', () => {
    expect(resolveLanding('/team', student)).toBe('/student/ira');
    expect(resolveLanding('/attempt-assignment/x', institute)).toBe('/institution/greenfield');
    expect(resolveLanding('/question-bank/physics', admin)).toBe('/profile/uma');
  });
  it('opens MCQ practice to anonymous visitors and sends the wrong signed-in type to the question bank', () => {
    expect(resolveLanding('/question-bank/mcq-practice', null)).toBe('/question-bank/mcq-practice');
    expect(resolveLanding('/question-bank/mcq-practice', student)).toBe('/question-bank/mcq-practice');
    expect(resolveLanding('/question-bank/mcq-practice', faculty)).toBe('/question-bank');
  });
  it('treats "individual" as the plain individual, not staff', () => {
    expect(resolveLanding('/transaction', individual)).toBe('/transaction');
    expect(resolveLanding('/transaction', faculty)).toBe('/profile/omar');
  });
  it('redirects the root, the library and unknown paths', () => {
    expect(resolveLanding('/', null)).toBe('/community');
    expect(resolveLanding('/community-library', null)).toBe('/community-library/all');
    expect(resolveLanding('/a/b/c/d/e/f', student)).toBe('/community');
  });
  it('keeps institution profiles public and other profiles signed-in', () => {
    expect(resolveLanding('/institutions/greenfield', null)).toBe('/institutions/greenfield');
    expect(resolveLanding('/student/ira', null)).toBe('/login');
  });
});

/** Spec §6 "Route access by type", line by line; the API guards these pages' endpoints with the same sets. */
const SPEC_LINES: Array<[keyof typeof ROLE_SETS, readonly Role[], string[]]> = [
  [
    'instituteOnly',
    ['INSTITUTE'],
    [
      '/tax',
      '/candidate',
      '/category',
      '/curriculum',
      '/curriculum/class',
      '/team',
      '/faculty/history',
      '/approval-committee/history',
      '/assessment/:assignmentType',
      '/appeared-assessment',
      '/appeared-qna',
      '/newsletters',
      '/school-adoption',
      '/collaboration-tracker',
      '/school-magazine',
    ],
  ],
  ['instituteOrIndividual', ['INSTITUTE', 'INDIVIDUAL'], ['/transaction']],
  ['candidateOrIndividual', ['CANDIDATE', 'INDIVIDUAL'], ['/quiz-settings', '/mcq-practice-summary', '/mcq-attempted']],
  ['candidateFacultyAdmin', ['CANDIDATE', 'FACULTY', 'ADMIN'], ['/quiz/:customUrl', '/result/:customUrl']],
  [
    'instituteOrCandidate',
    ['INSTITUTE', 'CANDIDATE'],
    ['/assessment', '/appeared-assessment/student', '/appeared-qna/student'],
  ],
  ['candidateOnly', ['CANDIDATE'], ['/attempt-assignment/:customUrl']],
  ['instituteFacultyAdmin', ['INSTITUTE', 'FACULTY', 'ADMIN'], ['/question-bank', '/download-question-bank/history']],
  ['facultyOnly', ['FACULTY'], ['/question-bank/:questionBankType']],
  [
    'instituteOrAdmin',
    ['INSTITUTE', 'ADMIN'],
    ['/question-bank/faculty-details', '/question-bank/question-details', '/global-visibility', '/auto-approval'],
  ],
  [
    'instituteMembers',
    ['INSTITUTE', 'FACULTY', 'ADMIN', 'CANDIDATE'],
    ['/forums', '/:instituteCustomUrl/newsletter', '/:instituteCustomUrl/school-magazine'],
  ],
  ['adminFacultyCandidate', ['ADMIN', 'FACULTY', 'CANDIDATE'], ['/saved-magazine', '/school-magazine/create']],
];

describe('the access table follows spec §6', () => {
  it.each(SPEC_LINES)('%s is %j and guards its pages', (name, roles, paths) => {
    expect([...ROLE_SETS[name]].sort()).toEqual([...roles].sort());
    for (const path of paths) {
      const access = matchRoute(path.replace(/:\w+/g, 'x'))?.route.access;
      expect(access, path).toMatchObject({ kind: 'roles' });
      // The same array the API's guards import, not a copy that could drift.
      expect(access?.kind === 'roles' && access.roles, path).toBe(ROLE_SETS[name]);
    }
  });

  it("keeps a school's admins out of the school account's member pages", () => {
    for (const path of ['/candidate', '/team', '/faculty/history', '/approval-committee/history']) {
      expect(resolveLanding(path, admin), path).toBe('/profile/uma');
      expect(resolveLanding(path, institute), path).toBe(path);
    }
  });
});
