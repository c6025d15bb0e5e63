/**
 * Question bank demo: each demo school's bank (questions by the faculty who teach that subject in that class,
 * mostly approved by the school, some waiting for review, two rejected with a note), the open practice set, a
 * pending adoption request from Riverside to Greenfield and a little practice history for student@demo.test.
 * Runs after seedAcademicDemo (subjects and chapters). Runs once: nothing is added when demo questions exist.
 */
import type { Board, StudentClass } from '@noticeboard/shared';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import {
  bankQuestions,
  chapters,
  classSectionSubjects,
  classSections,
  institutes,
  mcqAttempts,
  questionBankAdoptions,
  subjects,
  users,
} from '../../../db/schema';
import { DEMO_BANK_SCHOOLS, DEMO_OPEN_SET, type DemoBankSchool, demoSchoolBank } from './demo-bank';
import type { DemoQuestion } from './demo-question';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const PRACTISING_STUDENT = 'student@demo.test';
const DOCUMENTED_FACULTY = 'faculty@demo.test';
const OPEN_SET_BOARD: Board = 'CBSE';

type NewQuestion = typeof bankQuestions.$inferInsert;

interface SchoolBankContext {
  instituteId: string;
  board: Board;
  /** The institute account: it reviews the demo questions. */
  reviewerId: string | null;
  subjectIds: Map<string, string>;
  chapterIds: Map<string, string>;
  /** Who teaches a subject in a class (section A, or NA for Class 12 Onwards). */
  teacherIds: Map<string, string>;
  fallbackAuthorId: string | null;
}

const classSubjectKey = (studentClass: StudentClass, subject: string) => `${studentClass}|${subject}`;
const chapterKey = (studentClass: StudentClass, subject: string, title: string) =>
  `${studentClass}|${subject}|${title}`;

async function schoolContext(db: Queryable, customUrl: string): Promise<SchoolBankContext | null> {
  const [institute] = await db
    .select({ id: institutes.id, board: institutes.board })
    .from(institutes)
    .where(eq(institutes.customUrl, customUrl));
  if (!institute) return null;
  const instituteId = institute.id;
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.instituteId, instituteId), eq(users.type, 'INSTITUTE')));
  const subjectRows = await db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(eq(subjects.instituteId, instituteId));
  const subjectNames = new Map(subjectRows.map((row) => [row.id, row.name]));
  const chapterRows = await db
    .select({
      id: chapters.id,
      subjectId: chapters.subjectId,
      studentClass: chapters.studentClass,
      title: chapters.title,
    })
    .from(chapters)
    .where(eq(chapters.instituteId, instituteId));
  const teacherRows = await db
    .select({
      studentClass: classSections.studentClass,
      subject: subjects.name,
      facultyId: classSectionSubjects.facultyId,
    })
    .from(classSectionSubjects)
    .innerJoin(classSections, eq(classSections.id, classSectionSubjects.classSectionId))
    .innerJoin(subjects, eq(subjects.id, classSectionSubjects.subjectId))
    .where(and(eq(classSectionSubjects.instituteId, instituteId), inArray(classSections.section, ['A', 'NA'])));
  const faculty = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.instituteId, instituteId), eq(users.userType, 'FACULTY'), eq(users.status, 'ACTIVE')))
    .orderBy(asc(users.email));
  const teacherIds = new Map<string, string>();
  for (const row of teacherRows) {
    if (row.facultyId) teacherIds.set(classSubjectKey(row.studentClass, row.subject), row.facultyId);
  }
  return {
    instituteId,
    board: institute.board,
    reviewerId: account?.id ?? null,
    subjectIds: new Map(subjectRows.map((row) => [row.name, row.id])),
    chapterIds: new Map(
      chapterRows.map((row) => [
        chapterKey(row.studentClass, subjectNames.get(row.subjectId) ?? '', row.title),
        row.id,
      ]),
    ),
    teacherIds,
    fallbackAuthorId: (faculty.find((member) => member.email === DOCUMENTED_FACULTY) ?? faculty[0])?.id ?? null,
  };
}

function questionFields(question: DemoQuestion) {
  return {
    stem: question.stem,
    options: question.options,
    answerIndex: question.answerIndex,
    explanation: question.explanation,
    difficulty: question.difficulty,
    studentClass: question.studentClass,
    subjectName: question.subject,
    chapterTitle: question.chapter,
    topic: question.topic,
  };
}

/** Spread over the last four months, a few hours apart, so lists and "last added" look lived in. */
function createdAtOf(position: number, now: number, recent: boolean): Date {
  const daysAgo = recent ? 1 + (position % 9) : 12 + ((position * 7) % 110);
  return new Date(now - daysAgo * DAY_MS - (position % 10) * HOUR_MS);
}

async function existingDemoQuestion(db: Queryable, instituteIds: string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: bankQuestions.id })
    .from(bankQuestions)
    .where(or(isNull(bankQuestions.instituteId), inArray(bankQuestions.instituteId, instituteIds)))
    .limit(1);
  return Boolean(row);
}

export async function seedQuestionBankDemo(db: Db, now: Date = new Date()): Promise<void> {
  const time = now.getTime();
  await db.transaction(async (tx) => {
    const schools = new Map<DemoBankSchool, SchoolBankContext>();
    for (const [key, customUrl] of Object.entries(DEMO_BANK_SCHOOLS) as Array<[DemoBankSchool, string]>) {
      const context = await schoolContext(tx, customUrl);
      if (context) schools.set(key, context);
    }
    if (
      await existingDemoQuestion(
        tx,
        [...schools.values()].map((school) => school.instituteId),
      )
    )
      return;

    const rows: NewQuestion[] = [];
    for (const [position, entry] of demoSchoolBank().entries()) {
      const school = schools.get(entry.school);
      if (!school) continue;
      const { question } = entry;
      const createdAt = createdAtOf(position, time, entry.status === 'PENDING_REVIEW');
      const reviewedAt = entry.status === 'PENDING_REVIEW' ? null : new Date(createdAt.getTime() + DAY_MS + HOUR_MS);
      rows.push({
        ...questionFields(question),
        instituteId: school.instituteId,
        authorId:
          school.teacherIds.get(classSubjectKey(question.studentClass, question.subject)) ?? school.fallbackAuthorId,
        board: school.board,
        subjectId: school.subjectIds.get(question.subject) ?? null,
        chapterId: school.chapterIds.get(chapterKey(question.studentClass, question.subject, question.chapter)) ?? null,
        status: entry.status,
        reviewNote: entry.reviewNote,
        reviewedBy: reviewedAt ? school.reviewerId : null,
        reviewedAt,
        createdAt,
        updatedAt: reviewedAt ?? createdAt,
      });
    }
    for (const [position, question] of DEMO_OPEN_SET.entries()) {
      const createdAt = createdAtOf(position, time, false);
      rows.push({
        ...questionFields(question),
        instituteId: null,
        authorId: null,
        board: OPEN_SET_BOARD,
        status: 'APPROVED',
        createdAt,
        updatedAt: createdAt,
      });
    }
    const inserted = await tx.insert(bankQuestions).values(rows).returning({
      id: bankQuestions.id,
      instituteId: bankQuestions.instituteId,
      status: bankQuestions.status,
      studentClass: bankQuestions.studentClass,
      options: bankQuestions.options,
      answerIndex: bankQuestions.answerIndex,
    });

    const greenfield = schools.get('greenfield');
    const riverside = schools.get('riverside');
    if (greenfield && riverside) {
      await tx.insert(questionBankAdoptions).values({
        requesterInstituteId: riverside.instituteId,
        ownerInstituteId: greenfield.instituteId,
        status: 'PENDING',
        message:
          'Our Class 6 to 8 teachers would love to use your Science and Mathematics questions for revision ' +
          'before the half-yearly exams. Thank you for considering it!',
        requestedBy: riverside.reviewerId,
        createdAt: new Date(time - 2 * DAY_MS),
        updatedAt: new Date(time - 2 * DAY_MS),
      });
    }

    const [student] = await tx
      .select({ id: users.id, studentClass: users.studentClass, instituteId: users.instituteId })
      .from(users)
      .where(eq(users.email, PRACTISING_STUDENT));
    if (!student?.studentClass) return;
    // Their own class first: approved questions of their school, then the open set's.
    const practised = inserted
      .filter((row) => row.status === 'APPROVED' && row.studentClass === student.studentClass)
      .filter((row) => row.instituteId === null || row.instituteId === student.instituteId)
      .sort((a, b) => Number(a.instituteId === null) - Number(b.instituteId === null))
      .slice(0, 18);
    if (practised.length === 0) return;
    await tx.insert(mcqAttempts).values(
      practised.map((row, index) => {
        // About one in four answered wrongly the last time, and a few tried twice.
        const correct = index % 4 !== 3;
        const answeredAt = new Date(time - (index % 12) * DAY_MS - (index + 1) * HOUR_MS);
        const attempts = index % 5 === 0 ? 2 : 1;
        return {
          userId: student.id,
          questionId: row.id,
          selectedIndex: correct ? row.answerIndex : (row.answerIndex + 1) % row.options.length,
          correct,
          attempts,
          firstAnsweredAt: new Date(answeredAt.getTime() - (attempts - 1) * 2 * DAY_MS),
          answeredAt,
        };
      }),
    );
  });
}
