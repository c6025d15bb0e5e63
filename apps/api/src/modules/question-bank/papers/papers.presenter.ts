/** Question-paper rows to wire shapes: the pool's facets with counts, and a paper with its file URLs. */
import {
  BOARDS,
  DIFFICULTIES,
  type McqFilters,
  QUESTION_BANK_PATHS,
  type QuestionPaperDownload,
  STUDENT_CLASS_INFO,
  STUDENT_CLASSES,
  type StudentClass,
} from '@noticeboard/shared';
import { READING_TIME_ZONE } from '../../news/news-clock';
import type { DownloadRow, PoolGroup } from './papers.repository';

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

/** Adds `count` under a case-insensitive key, keeping the first spelling met. */
function tallyInto<T extends { questionCount: number }>(map: Map<string, T>, key: string, make: () => T, add: number) {
  const entry = map.get(key) ?? make();
  entry.questionCount += add;
  map.set(key, entry);
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Classes, subjects and chapters (names merged across case) with question counts; topics, boards, difficulties. */
export function presentPoolFacets(groups: PoolGroup[]): McqFilters {
  const classes = new Map<string, { studentClass: StudentClass; questionCount: number }>();
  const subjects = new Map<string, { name: string; questionCount: number }>();
  const chapters = new Map<string, { title: string; subject: string; questionCount: number }>();
  const topics = new Map<string, string>();
  const boards = new Set<string>();
  const difficulties = new Set<string>();
  for (const group of groups) {
    const count = group.questionCount;
    tallyInto(classes, group.studentClass, () => ({ studentClass: group.studentClass, questionCount: 0 }), count);
    const subjectKey = group.subjectName.toLowerCase();
    tallyInto(subjects, subjectKey, () => ({ name: group.subjectName, questionCount: 0 }), count);
    const subject = subjects.get(subjectKey)?.name ?? group.subjectName;
    if (group.chapterTitle) {
      const key = `${subjectKey}\u0000${group.chapterTitle.toLowerCase()}`;
      tallyInto(chapters, key, () => ({ title: group.chapterTitle ?? '', subject, questionCount: 0 }), count);
    }
    if (group.topic && !topics.has(group.topic.toLowerCase())) topics.set(group.topic.toLowerCase(), group.topic);
    boards.add(group.board);
    difficulties.add(group.difficulty);
  }
  const classOrder = (value: StudentClass) => STUDENT_CLASSES.indexOf(value);
  return {
    classes: [...classes.values()].sort((a, b) => classOrder(a.studentClass) - classOrder(b.studentClass)),
    subjects: [...subjects.values()].sort((a, b) => byName(a.name, b.name)),
    chapters: [...chapters.values()].sort((a, b) => byName(a.subject, b.subject) || byName(a.title, b.title)),
    topics: [...topics.values()].sort(byName),
    boards: BOARDS.filter((board) => boards.has(board)),
    difficulties: DIFFICULTIES.filter((difficulty) => difficulties.has(difficulty)),
  };
}

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

const PRINTED_DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: READING_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
/** The day as printed on a paper, in the schools' zone. */
export const printedDate = (at: Date) => PRINTED_DATE.format(at);

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
