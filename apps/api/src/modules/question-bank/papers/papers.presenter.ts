/** Question-paper rows to wire shapes, and what a paper prints (class line, date, file name). */
import {
  formatDate,
  QUESTION_BANK_PATHS,
  type QuestionPaperDownload,
  STUDENT_CLASS_INFO,
  STUDENT_CLASSES,
  type StudentClass,
} from '@noticeboard/shared';
import { READING_TIME_ZONE } from '../../news/news-clock';
import type { DownloadRow } from './papers.repository';

const fileUrl = (path: string, downloadId: string) => `/api${path.replace(':downloadId', downloadId)}`;

export function presentDownload(row: DownloadRow): QuestionPaperDownload {
  return {
    id: row.id,
    title: row.title,
    questionCount: row.questionCount,
    includeAnswerKey: row.includeAnswerKey,
    createdAt: row.createdAt.toISOString(),
    createdBy: { id: row.userId, name: row.userName },
    paperUrl: fileUrl(QUESTION_BANK_PATHS.downloadPaper, row.id),
    answerKeyUrl: row.answerKeyKey ? fileUrl(QUESTION_BANK_PATHS.downloadAnswerKey, row.id) : null,
  };
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** "Class 8 · Science", or every class and subject a mixed paper spans. */
export function classLineOf(questions: Array<{ studentClass: StudentClass; subjectName: string }>): string {
  const classes = STUDENT_CLASSES.filter((value) => questions.some((question) => question.studentClass === value));
  const subjects = new Map<string, string>();
  for (const question of questions) {
    if (!subjects.has(question.subjectName.toLowerCase()))
      subjects.set(question.subjectName.toLowerCase(), question.subjectName);
  }
  const classLabels = classes.map((value) => STUDENT_CLASS_INFO[value].label).join(', ');
  return `${classLabels} · ${[...subjects.values()].sort(byName).join(', ')}`;
}

/** The day as printed on a paper, in the schools' zone ("25 Nov 2026"). */
export const printedDate = (at: Date) => formatDate(at, { timeZone: READING_TIME_ZONE });

/** A file name safe in a content-disposition header: lower-case ASCII words joined by dashes. */
export function safeFileName(title: string, suffix: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || 'questions'}-${suffix}.pdf`;
}
