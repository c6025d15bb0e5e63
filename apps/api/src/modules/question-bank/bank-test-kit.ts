/** Test set-up for the question bank: a school with its staff signed in, a subject and chapters, question bodies. */
import type { QuestionInput } from '@noticeboard/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { insertSubject } from '../academic/academic.repository';
import { insertChapter } from '../academic/curriculum.repository';

export interface BankSchool {
  instituteId: string;
  accountEmail: string;
  school: SignedIn;
  faculty: SignedIn;
  facultyEmail: string;
  otherFaculty: SignedIn;
  admin: SignedIn;
  student: SignedIn;
  subjectId: string;
  subjectName: string;
  /** A chapter of the subject in class NINE. */
  chapterId: string;
  /** A chapter of the subject in class TEN (wrong for a class NINE question). */
  otherClassChapterId: string;
  /** A chapter of another subject, class NINE. */
  otherSubjectChapterId: string;
}

export async function buildBankSchool(app: FastifyInstance, db: Db, name: string, subjectName: string) {
  const { institute, account } = await buildInstitute(db, name);
  const faculty = await buildMember(db, institute.id, 'FACULTY');
  const otherFaculty = await buildMember(db, institute.id, 'FACULTY');
  const admin = await buildMember(db, institute.id, 'ADMIN');
  const student = await buildMember(db, institute.id, 'CANDIDATE');
  const subject = await insertSubject(db, institute.id, subjectName);
  const otherSubject = await insertSubject(db, institute.id, `${subjectName} Lab`);
  const chapter = await insertChapter(db, {
    instituteId: institute.id,
    subjectId: subject.id,
    studentClass: 'NINE',
    title: 'Motion',
  });
  const otherClassChapter = await insertChapter(db, {
    instituteId: institute.id,
    subjectId: subject.id,
    studentClass: 'TEN',
    title: 'Light',
  });
  const otherSubjectChapter = await insertChapter(db, {
    instituteId: institute.id,
    subjectId: otherSubject.id,
    studentClass: 'NINE',
    title: 'Measuring',
  });
  return {
    instituteId: institute.id,
    accountEmail: account.email,
    school: await signIn(app, 'institute', account.email),
    faculty: await signIn(app, 'faculty', faculty.email),
    facultyEmail: faculty.email,
    otherFaculty: await signIn(app, 'faculty', otherFaculty.email),
    admin: await signIn(app, 'faculty', admin.email),
    student: await signIn(app, 'user', student.email),
    subjectId: subject.id,
    subjectName,
    chapterId: chapter.id,
    otherClassChapterId: otherClassChapter.id,
    otherSubjectChapterId: otherSubjectChapter.id,
  } satisfies BankSchool;
}

export function questionBody(school: BankSchool, overrides: Partial<QuestionInput> = {}) {
  return {
    stem: 'A cyclist covers 30 km in 2 hours. What is her average speed?',
    options: ['10 km/h', '15 km/h', '20 km/h', '60 km/h'],
    answerIndex: 1,
    explanation: 'Average speed is distance over time: 30 / 2 = 15 km/h.',
    difficulty: 'EASY',
    board: 'CBSE',
    studentClass: 'NINE',
    subjectId: school.subjectId,
    chapterId: school.chapterId,
    topic: 'Speed',
    ...overrides,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request as a signed-in caller (or anonymous). */
export function caller(app: FastifyInstance) {
  return (method: Method, url: string, who?: SignedIn, payload?: object) =>
    app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
}

/** A question written by the school's faculty and, if asked, reviewed by the school. */
export async function addQuestion(
  app: FastifyInstance,
  school: BankSchool,
  decision?: 'APPROVED' | 'REJECTED',
  overrides: Partial<QuestionInput> = {},
): Promise<string> {
  const call = caller(app);
  const created = await call('POST', '/api/question-bank/questions', school.faculty, questionBody(school, overrides));
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const id: string = created.json().body.id;
  if (decision) {
    const reviewed = await call('POST', `/api/question-bank/questions/${id}/review`, school.school, { decision });
    if (reviewed.statusCode !== 200) throw new Error(`review failed: ${reviewed.body}`);
  }
  return id;
}
