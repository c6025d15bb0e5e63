/** The editor's values: every setting of the assignment, as the form holds them (times as ISO instants). */
import type { AssignmentSettings, StaffAssignment } from '@noticeboard/shared';

export type EditorValues = Required<AssignmentSettings>;

export function valuesOf(assignment: StaffAssignment): EditorValues {
  return {
    title: assignment.title,
    instructions: assignment.instructions,
    studentClass: assignment.studentClass,
    subjectId: assignment.subject?.id ?? null,
    chapterId: assignment.chapter?.id ?? null,
    opensAt: assignment.opensAt,
    closesAt: assignment.closesAt,
    timeLimitMinutes: assignment.timeLimitMinutes,
    shuffleQuestions: assignment.shuffleQuestions,
    shuffleOptions: assignment.shuffleOptions,
    resultRelease: assignment.resultRelease,
    faceCheckRequired: assignment.faceCheckRequired,
    faceRecheckMinutes: assignment.faceRecheckMinutes,
    scheduleFrequency: assignment.scheduleFrequency,
    scheduleEveryDays: assignment.scheduleEveryDays,
    scheduleUntil: assignment.scheduleUntil,
    emailParents: assignment.emailParents,
    targets: assignment.targets.map((target) => ({ studentClass: target.studentClass, section: target.section })),
  };
}

/** The publish dialog's part of the values (sent again with the publish, so it is all or nothing). */
export function publishPartOf(values: EditorValues): AssignmentSettings {
  const {
    title: _title,
    instructions: _instructions,
    studentClass: _c,
    subjectId: _s,
    chapterId: _ch,
    ...rest
  } = values;
  return rest;
}

/** A number input's value as the API wants it: a whole number, or null when empty. */
export const wholeOrNull = (value: string | number): number | null =>
  value === '' || value === null || Number.isNaN(Number(value)) ? null : Math.trunc(Number(value));
