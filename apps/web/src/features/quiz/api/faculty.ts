/**
 * Staff calls (spec §7 Quiz, §6): the school's faculty quizzes (list, create, close), the approved bank questions
 * a quiz is built from, and a quiz's results in the school.
 */
import {
  bankQuestionPageSchema,
  type CreateFacultyQuizBody,
  facultyQuizPageSchema,
  facultyQuizSchema,
  QUESTION_BANK_PATHS,
  QUIZ_PATHS,
  type StudentClass,
  schoolResultsSchema,
  type UserDetails,
} from '@noticeboard/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { anyBody, del, get, post, query } from '../../../lib/http';
import { QUIZ_KEY, viewerKey } from './hub';

export const FACULTY_PAGE_SIZE = 10;
export const BANK_PAGE_SIZE = 20;

const facultyKey = (user: UserDetails | null) => [...QUIZ_KEY, 'faculty', viewerKey(user)] as const;

export const useFacultyQuizzes = (user: UserDetails | null, page: number) =>
  useQuery({
    queryKey: [...facultyKey(user), page],
    queryFn: () =>
      get(`${QUIZ_PATHS.facultyQuizzes}${query({ page, size: FACULTY_PAGE_SIZE })}`, facultyQuizPageSchema),
    placeholderData: keepPreviousData,
  });

export function useCreateFacultyQuiz(user: UserDetails | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFacultyQuizBody) => post(QUIZ_PATHS.facultyQuizzes, body, facultyQuizSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: facultyKey(user) }),
  });
}

/** Closing ends a quiz early; played sessions and results stay. */
export function useCloseFacultyQuiz(user: UserDetails | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (quizId: string) => del(QUIZ_PATHS.facultyQuiz.replace(':quizId', encodeURIComponent(quizId)), anyBody),
    onSuccess: () => client.invalidateQueries({ queryKey: facultyKey(user) }),
  });
}

/** Approved questions the school may use, for one class. */
export const useBankQuestions = (user: UserDetails | null, studentClass: StudentClass | null, page: number) =>
  useQuery({
    queryKey: [...QUIZ_KEY, 'bank', viewerKey(user), studentClass, page],
    queryFn: () =>
      get(
        `${QUESTION_BANK_PATHS.questions}${query({ status: 'APPROVED', studentClass, page, size: BANK_PAGE_SIZE })}`,
        bankQuestionPageSchema,
      ),
    enabled: Boolean(studentClass),
    placeholderData: keepPreviousData,
  });

export const useSchoolResults = (user: UserDetails | null, customUrl: string, enabled: boolean) =>
  useQuery({
    queryKey: [...QUIZ_KEY, 'school-results', viewerKey(user), customUrl],
    queryFn: () => get(`${QUIZ_PATHS.schoolResults}${query({ customUrl })}`, schoolResultsSchema),
    enabled,
  });
