/** Query keys and paths of authoring: one assignment's data sits under its code, the lists under `list`. */
import { ASSIGNMENT_TYPE_SLUGS, type AssignmentType } from '@noticeboard/shared';

export const AUTHORING_KEY = ['assessment', 'authoring'] as const;
export const listKey = [...AUTHORING_KEY, 'list'] as const;
export const assignmentKey = (code: string) => [...AUTHORING_KEY, 'assignment', code] as const;

/** `/assignments/:assignmentCode/…` with its parameters filled in. */
export function authoringPath(template: string, params: Record<string, string>): string {
  return Object.entries(params).reduce(
    (path, [name, value]) => path.replace(`:${name}`, encodeURIComponent(value)),
    template,
  );
}

/** The staff list of a kind (`/assessment/assessment`, `/assessment/qna`). */
export const assignmentsPagePath = (type: AssignmentType) => `/assessment/${ASSIGNMENT_TYPE_SLUGS[type]}`;
/** One assignment's page (`/assessment-details/{assignmentCode}`). */
export const assignmentPagePath = (code: string) => `/assessment-details/${encodeURIComponent(code)}`;
