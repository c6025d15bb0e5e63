import { type ImportResult, importResultSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-error';
import { API_BASE, readJson } from '../../../lib/http';
import { renewSession } from '../../../lib/renew';
import { candidatesKey } from './list-candidates';

/** A call the JSON client cannot make (files both ways), with the same single renewal on a 401. */
async function fetchWithRenewal(path: string, init: () => RequestInit): Promise<Response> {
  const first = await fetch(`${API_BASE}${path}`, { credentials: 'include', ...init() });
  if (first.status !== 401 || !(await renewSession())) return first;
  return fetch(`${API_BASE}${path}`, { credentials: 'include', ...init() });
}

/**
 * POST /candidates/import (multipart): all rows or none; `dryRun` only checks the file. A refused file throws
 * the API error: IMPORT_ROWS_INVALID carries every bad cell, with its row, in `details`.
 */
export async function uploadStudents({ file, dryRun }: { file: File; dryRun: boolean }): Promise<ImportResult> {
  const response = await fetchWithRenewal(`/candidates/import?dryRun=${dryRun}`, () => {
    const form = new FormData();
    form.append('file', file);
    return { method: 'POST', body: form };
  });
  const payload = await readJson(response);
  const body = typeof payload === 'object' && payload !== null && 'body' in payload ? payload.body : null;
  const parsed = importResultSchema.safeParse(body);
  if (!response.ok || !parsed.success) throw toApiError(response.status, payload);
  return parsed.data;
}

export function useUploadStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStudents,
    onSuccess: (result) => {
      if (!result.dryRun) return queryClient.invalidateQueries({ queryKey: candidatesKey });
    },
  });
}

/** GET a file (template or export) and hand it to the browser as a download. */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const response = await fetchWithRenewal(path, () => ({ method: 'GET' }));
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
