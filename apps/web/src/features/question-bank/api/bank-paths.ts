/** API paths with their ids filled in, and the web paths of the question bank pages. */
import type { QuestionBankType } from '@noticeboard/shared';

export const fillPath = (template: string, params: Record<string, string>): string =>
  template.replace(/:(\w+)/g, (whole, name: string) =>
    name in params ? encodeURIComponent(params[name] ?? '') : whole,
  );

export const BANK_HOME_PATH = '/question-bank';
export const QUESTION_DETAILS_PATH = '/question-bank/question-details';
export const FACULTY_DETAILS_PATH = '/question-bank/faculty-details';
export const DOWNLOAD_HISTORY_PATH = '/download-question-bank/history';

export const bankTypePath = (type: QuestionBankType) => `/question-bank/${type}`;
/** The faculty's own list with the edit drawer open on one question. */
export const editQuestionPath = (questionId: string) =>
  `${bankTypePath('my-questions')}?edit=${encodeURIComponent(questionId)}`;
/** The review queue narrowed to one faculty member's questions. */
export const facultyQuestionsPath = (facultyId: string) =>
  `${QUESTION_DETAILS_PATH}?authorId=${encodeURIComponent(facultyId)}`;
