/** POST a picture (multipart `file`; the server checks what it is and strips its metadata); DELETE one. */
import { editorIssueSchema, type MagazinePiece, pieceSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toApiError } from '../../../lib/api-error';
import { fetchWithRenewal } from '../../../lib/download-file';
import { del, readJson } from '../../../lib/http';
import { issueKey, magazinePath, pieceKey } from './keys';

async function upload<T>(path: string, file: File, schema: z.ZodType<T>): Promise<T> {
  const response = await fetchWithRenewal(path, () => {
    const form = new FormData();
    form.append('file', file, file.name);
    return { method: 'POST', body: form, headers: { accept: 'application/json' } };
  });
  const payload = await readJson(response);
  const body = typeof payload === 'object' && payload !== null && 'body' in payload ? payload.body : null;
  const parsed = schema.safeParse(body);
  if (!response.ok || !parsed.success) throw toApiError(response.status, payload);
  return parsed.data;
}

export function useAddPicture(pieceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => upload(magazinePath('pictures', { pieceId }), file, pieceSchema),
    onSuccess: (piece: MagazinePiece) => client.setQueryData(pieceKey(piece.id), piece),
  });
}

export function useRemovePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pictureId: string) => del(magazinePath('picture', { pictureId }), pieceSchema),
    onSuccess: (piece) => client.setQueryData(pieceKey(piece.id), piece),
  });
}

export function useSetCover(issueId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => upload(magazinePath('cover', { issueId }), file, editorIssueSchema),
    onSuccess: (issue) => client.setQueryData(issueKey(issue.id), issue),
  });
}
