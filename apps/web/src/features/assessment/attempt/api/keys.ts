/** Query keys and paths of the student's attempt. */
import { attemptPath } from '@noticeboard/shared';

export const ATTEMPT_KEY = ['assessment', 'attempt'] as const;
export const studentListKey = [...ATTEMPT_KEY, 'list'] as const;
export const viewKey = (customUrl: string) => [...ATTEMPT_KEY, 'view', customUrl] as const;
export const resultKey = (ref: string) => [...ATTEMPT_KEY, 'result', ref] as const;

/** The attempt page of an assignment (`/attempt-assignment/{customUrl}`). */
export const attemptPagePath = (customUrl: string) => `/attempt-assignment/${encodeURIComponent(customUrl)}`;
/** The student's result of an assignment (`/assessment-details/{assignmentCode}`). */
export const resultPagePath = (code: string) => `/assessment-details/${encodeURIComponent(code)}`;

export { attemptPath };
