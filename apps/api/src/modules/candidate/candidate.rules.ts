/** Pure rules of a student upload: reading class and section cells, and checking every row. */
import {
  dateOfBirthSchema,
  emailSchema,
  IMPORT_COLUMNS,
  type ImportProblem,
  SECTION_TYPES,
  type SectionType,
  STUDENT_CLASS_INFO,
  STUDENT_CLASSES,
  type StudentClass,
} from '@noticeboard/shared';

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** One data row of the file as read: `row` is its number as a person sees it (header = 1). */
export interface RawRow {
  row: number;
  cells: Partial<Record<ImportColumn, string>>;
}

export interface StudentRow {
  row: number;
  name: string;
  email: string;
  studentClass: StudentClass;
  section: SectionType;
  rollNumber: string | null;
  dateOfBirth: string | null;
  parentName: string | null;
  parentEmail: string | null;
}

const CLASS_BY_TEXT = new Map<string, StudentClass>();
for (const code of STUDENT_CLASSES) {
  const { label, numeric } = STUDENT_CLASS_INFO[code];
  CLASS_BY_TEXT.set(code.toLowerCase(), code);
  CLASS_BY_TEXT.set(label.toLowerCase(), code);
  if (code !== 'TWELVEONWARDS') CLASS_BY_TEXT.set(String(numeric), code);
}

/** `THREE`, `Class 3` and `3` all mean Class 3; `Class 12 Onwards` and `TWELVEONWARDS` the last one. */
export function parseClass(text: string): StudentClass | null {
  return CLASS_BY_TEXT.get(text.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}

export function parseSection(text: string): SectionType | null {
  const value = text.trim().toUpperCase();
  if (value === '') return 'NA';
  return (SECTION_TYPES as readonly string[]).includes(value) ? (value as SectionType) : null;
}

/** Whole years between a YYYY-MM-DD birth date and `today`. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export const needsConsent = (dateOfBirth: string | null, today = new Date()): boolean =>
  dateOfBirth !== null && ageOn(dateOfBirth, today) < 18;

function firstIssue(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string {
  return result.error?.issues[0]?.message ?? 'Invalid value';
}

/** Checks one row; returns the student or the problems found in it. */
function checkRow(raw: RawRow): { student?: StudentRow; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const cell = (column: ImportColumn) => (raw.cells[column] ?? '').trim();
  const problem = (field: string, message: string) => problems.push({ row: raw.row, field, message });

  const name = cell('name');
  if (name.length < 2) problem('name', name ? 'Name must be at least 2 characters' : 'Name is required');
  else if (name.length > 120) problem('name', 'Name must be at most 120 characters');

  const emailResult = emailSchema.safeParse(cell('email'));
  if (!cell('email')) problem('email', 'Email is required');
  else if (!emailResult.success) problem('email', firstIssue(emailResult));

  const studentClass = parseClass(cell('class'));
  if (!cell('class')) problem('class', 'Class is required');
  else if (!studentClass)
    problem('class', 'Class must be 3 to 12, "Class 3".."Class 12 Onwards" or THREE..TWELVEONWARDS');

  const section = parseSection(cell('section'));
  if (!section) problem('section', 'Section must be NA or A to G');

  const rollNumber = cell('rollNumber') || null;
  if (rollNumber && rollNumber.length > 40) problem('rollNumber', 'Roll number must be at most 40 characters');

  const dateOfBirth = cell('dateOfBirth') || null;
  if (dateOfBirth) {
    const result = dateOfBirthSchema.safeParse(dateOfBirth);
    if (!result.success) problem('dateOfBirth', firstIssue(result));
  }

  const parentEmailText = cell('parentEmail');
  const parentEmail = emailSchema.safeParse(parentEmailText);
  if (parentEmailText && !parentEmail.success) problem('parentEmail', firstIssue(parentEmail));
  const parentName = cell('parentName') || null;
  if (parentName && parentName.length > 120) problem('parentName', 'Parent name must be at most 120 characters');

  if (problems.length > 0 || !emailResult.success || !studentClass || !section) return { problems };
  return {
    problems,
    student: {
      row: raw.row,
      name,
      email: emailResult.data,
      studentClass,
      section,
      rollNumber,
      dateOfBirth,
      parentName,
      parentEmail: parentEmailText && parentEmail.success ? parentEmail.data : null,
    },
  };
}

/** Every row checked, then duplicates inside the file (emails, roll numbers); database checks come later. */
export function checkRows(rows: RawRow[]): { students: StudentRow[]; problems: ImportProblem[] } {
  const students: StudentRow[] = [];
  const problems: ImportProblem[] = [];
  for (const raw of rows) {
    const result = checkRow(raw);
    problems.push(...result.problems);
    if (result.student) students.push(result.student);
  }
  const firstEmailRow = new Map<string, number>();
  const firstRollRow = new Map<string, number>();
  for (const student of students) {
    const earlier = firstEmailRow.get(student.email);
    if (earlier !== undefined) {
      problems.push({ row: student.row, field: 'email', message: `Same email as row ${earlier}` });
    } else firstEmailRow.set(student.email, student.row);
    if (student.rollNumber) {
      const key = student.rollNumber.toLowerCase();
      const earlierRoll = firstRollRow.get(key);
      if (earlierRoll !== undefined) {
        problems.push({ row: student.row, field: 'rollNumber', message: `Same roll number as row ${earlierRoll}` });
      } else firstRollRow.set(key, student.row);
    }
  }
  return { students, problems: sortProblems(problems) };
}

export const sortProblems = (problems: ImportProblem[]): ImportProblem[] =>
  [...problems].sort(
    (a, b) =>
      a.row - b.row ||
      IMPORT_COLUMNS.indexOf(a.field as ImportColumn) - IMPORT_COLUMNS.indexOf(b.field as ImportColumn),
  );
