/**
 * The sign-in page's query parameters (spec §2: email, code, type, instituteId, status, authToken, loginType,
 * pageType, showQuizPage, showTab, adoptionId, id, entityId, entity_type), read in one place. Nobody picks a role
 * to sign in any more: `type` and `loginType` only choose the words that welcome the person; the rest say what
 * to show first and where to go once signed in.
 */
import { matchRoute } from '@noticeboard/shared/access';

export type LoginNotice = 'verified' | 'password-reset' | 'session-ended' | 'signed-out' | null;
export type LoginAudience = 'school' | 'student' | 'staff' | null;

export interface LoginIntent {
  email: string;
  notice: LoginNotice;
  audience: LoginAudience;
  /** Where to go after signing in, when the link asked for a place; a same-site path. */
  next: string | null;
  /** A session handed over by another Noticeboard app: offered, never taken silently. */
  authToken: string | null;
}

const NOTICES: Record<string, LoginNotice> = {
  verified: 'verified',
  reset: 'password-reset',
  'password-reset': 'password-reset',
  expired: 'session-ended',
  'session-expired': 'session-ended',
  'signed-out': 'signed-out',
  logout: 'signed-out',
};

const AUDIENCES: Record<string, LoginAudience> = {
  institute: 'school',
  school: 'school',
  user: 'student',
  candidate: 'student',
  student: 'student',
  faculty: 'staff',
  admin: 'staff',
  staff: 'staff',
};

/** What a shared link (`entity_type` with `entityId` or `id`) opens. */
const ENTITY_PATHS: Record<string, (id: string) => string> = {
  post: (id) => `/community/details/${id}`,
  community: (id) => `/community/details/${id}`,
  forum: (id) => `/forum/details/${id}`,
  collab: (id) => `/collab/details/${id}`,
  article: (id) => `/details/${id}`,
  news: (id) => `/details/${id}`,
  assessment: (id) => `/assessment-details/${id}`,
  assignment: (id) => `/assessment-details/${id}`,
  user: (id) => `/user/${id}`,
  profile: (id) => `/user/${id}`,
};

const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,120}$/;

/** A path the route table knows (so a link cannot send people off-site or to nonsense). */
function knownPath(path: string): string | null {
  const [pathname = ''] = path.split('?');
  return pathname.startsWith('/') && !pathname.startsWith('//') && matchRoute(pathname) ? path : null;
}

/** The query parameter each page keeps its tab in (`tab` unless listed). */
const TAB_PARAMS: Record<string, string> = { '/pending-approval': 'type', '/reported-posts': 'status' };

function withTab(path: string, tab: string | null): string {
  if (!tab || !SAFE_SEGMENT.test(tab)) return path;
  return `${path}?${new URLSearchParams({ [TAB_PARAMS[path] ?? 'tab']: tab })}`;
}

function nextFrom(params: URLSearchParams): string | null {
  const get = (key: string) => params.get(key)?.trim() || null;
  const entityType = get('entity_type')?.toLowerCase();
  const entityId = get('entityId') ?? get('id');
  if (entityType && entityId && SAFE_SEGMENT.test(entityId)) {
    const toEntity = ENTITY_PATHS[entityType];
    if (toEntity) return knownPath(toEntity(entityId));
  }
  const adoptionId = get('adoptionId');
  if (adoptionId && SAFE_SEGMENT.test(adoptionId)) return `/adoption/status?${new URLSearchParams({ adoptionId })}`;
  const pageType = get('pageType')?.toLowerCase();
  const code = get('code');
  if ((pageType === 'assessment' || pageType === 'assignment') && code && SAFE_SEGMENT.test(code)) {
    return knownPath(`/assessment-details/${code}`);
  }
  if (get('showQuizPage')?.toLowerCase() === 'true') return '/quiz';
  if (pageType && SAFE_SEGMENT.test(pageType)) {
    const page = knownPath(`/${pageType}`);
    if (page) return withTab(page, get('showTab'));
  }
  return null;
}

export function readLoginParams(params: URLSearchParams): LoginIntent {
  const status = params.get('status')?.toLowerCase() ?? '';
  const type = (params.get('type') ?? params.get('loginType') ?? '').toLowerCase();
  return {
    email: params.get('email')?.trim() ?? '',
    notice: NOTICES[status] ?? null,
    audience: AUDIENCES[type] ?? null,
    next: nextFrom(params),
    authToken: params.get('authToken')?.trim() || null,
  };
}

export const AUDIENCE_GREETINGS: Record<Exclude<LoginAudience, null>, string> = {
  school: 'Sign in to your school account.',
  student: 'Sign in with the email your school registered for you.',
  staff: 'Teachers and school admins: sign in with your school email.',
};
