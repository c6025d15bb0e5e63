/** PUT one answer: the displayed option's id or the text, with the page's sequence for that question. */
import { type SaveAnswerBody, saveAnswerResponseSchema } from '@noticeboard/shared';
import { put } from '../../../../lib/http';
import { attemptPath } from './keys';

export const saveAnswer = (customUrl: string, questionId: string, body: SaveAnswerBody) =>
  put(attemptPath('answer', { customUrl, questionId }), body, saveAnswerResponseSchema);
