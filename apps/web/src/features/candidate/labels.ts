import { SECTION_TYPES, STUDENT_CLASS_INFO, STUDENT_CLASSES } from '@noticeboard/shared';

export const CLASS_OPTIONS = STUDENT_CLASSES.map((code) => ({ value: code, label: STUDENT_CLASS_INFO[code].label }));
export const SECTION_OPTIONS = SECTION_TYPES.map((code) => ({
  value: code,
  label: code === 'NA' ? 'No section' : code,
}));

/** Column names of the upload file, as a person reads them in the error report. */
export const COLUMN_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  class: 'Class',
  section: 'Section',
  rollNumber: 'Roll number',
  dateOfBirth: 'Date of birth',
  parentName: 'Parent name',
  parentEmail: 'Parent email',
};
