/** Question papers: make one from chosen questions (PDF and answer key), and the history of papers made. */
import {
  type createDownloadBodySchema,
  downloadPageSchema,
  downloadSchema,
  QUESTION_BANK_PATHS,
} from '@noticeboard/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post, query } from '../../../lib/http';
import { BANK_KEY } from './questions';

export const DOWNLOAD_PAGE_SIZE = 20;
const downloadsKey = [...BANK_KEY, 'downloads'] as const;

/** GET /question-bank/downloads */
export const useDownloadHistory = (page: number) =>
  useQuery({
    queryKey: [...downloadsKey, page],
    queryFn: () =>
      get(`${QUESTION_BANK_PATHS.downloads}${query({ page, size: DOWNLOAD_PAGE_SIZE })}`, downloadPageSchema),
    placeholderData: keepPreviousData,
  });

/** The contract's paper request (`createDownloadBodySchema`). */
export type PaperRequest = z.input<typeof createDownloadBodySchema>;

/** POST /question-bank/downloads: answers the paper's and the key's links. */
export const createPaper = (body: PaperRequest) => post(QUESTION_BANK_PATHS.downloads, body, downloadSchema);

export function useCreatePaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaper,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadsKey }),
  });
}

/** The links are API paths; the browser opens them under the `/api` prefix (the cookie goes along). */
export const fileUrlOf = (url: string) => (url.startsWith('/api/') || /^https?:/.test(url) ? url : `/api${url}`);
