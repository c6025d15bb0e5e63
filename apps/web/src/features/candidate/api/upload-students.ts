import { type ImportResult, importResultSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-error';
import { fetchWithRenewal } from '../../../lib/download-file';
import { readJson } from '../../../lib/http';
import { candidatesKey } from './list-candidates';

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

export { downloadFile } from '../../../lib/download-file';
