/** POST a PDF or picture for a written answer (multipart `file`); DELETE it. The server checks what it is. */
import { saveAnswerResponseSchema } from '@noticeboard/shared';
import { toApiError } from '../../../../lib/api-error';
import { fetchWithRenewal } from '../../../../lib/download-file';
import { del, readJson } from '../../../../lib/http';
import { attemptPath } from './keys';

export async function attachAnswerFile(customUrl: string, questionId: string, file: File) {
  const response = await fetchWithRenewal(attemptPath('answerFile', { customUrl, questionId }), () => {
    const form = new FormData();
    form.append('file', file, file.name);
    return { method: 'POST', body: form, headers: { accept: 'application/json' } };
  });
  const payload = await readJson(response);
  const body = typeof payload === 'object' && payload !== null && 'body' in payload ? payload.body : null;
  const parsed = saveAnswerResponseSchema.safeParse(body);
  if (!response.ok || !parsed.success) throw toApiError(response.status, payload);
  return parsed.data;
}

export const removeAnswerFile = (customUrl: string, questionId: string) =>
  del(attemptPath('answerFile', { customUrl, questionId }), saveAnswerResponseSchema);

/** The student's own file, opened in a new tab (same origin, the cookie goes with it). */
export const answerFileUrl = (customUrl: string, questionId: string) =>
  `/api${attemptPath('answerFile', { customUrl, questionId })}`;
