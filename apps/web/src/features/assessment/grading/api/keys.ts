/** Query keys of grading and analytics: everything of one assignment sits under its code, so a save refreshes it all. */
export const GRADING_KEY = ['assessment', 'grading'] as const;
export const assignmentKey = (code: string) => [...GRADING_KEY, code] as const;
export const APPEARED_KEY = ['assessment', 'appeared'] as const;

/** `/assignments/:assignmentCode/…` with its parameters filled in. */
export function gradingPath(template: string, params: Record<string, string>): string {
  return Object.entries(params).reduce(
    (path, [name, value]) => path.replace(`:${name}`, encodeURIComponent(value)),
    template,
  );
}
