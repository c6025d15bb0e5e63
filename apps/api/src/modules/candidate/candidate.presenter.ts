/** Rows -> the student entries the institute sees, and the rows of the CSV export. */
import { type Candidate, STUDENT_CLASS_INFO } from '@noticeboard/shared';
import type { UserRow } from '../user/user.repository';

export function presentCandidate(row: UserRow): Candidate {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    customUrl: row.customUrl,
    studentClass: row.studentClass,
    section: row.section,
    rollNumber: row.rollNumber,
    dateOfBirth: row.dateOfBirth,
    status: row.status === 'DISABLED' ? 'REMOVED' : 'ACTIVE',
    passwordSet: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const EXPORT_HEADER = ['name', 'email', 'class', 'section', 'rollNumber', 'dateOfBirth', 'status'] as const;

export function exportRow(row: UserRow): string[] {
  return [
    row.name,
    row.email,
    row.studentClass ? STUDENT_CLASS_INFO[row.studentClass].label : '',
    row.section ?? '',
    row.rollNumber ?? '',
    row.dateOfBirth ?? '',
    row.status === 'DISABLED' ? 'REMOVED' : 'ACTIVE',
  ];
}
