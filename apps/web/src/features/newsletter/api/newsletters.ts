/** The school's newsletters: list, one, create, autosave, send or schedule, preview, audience, pickers. */
import {
  articleChoicesSchema,
  assessmentFromNewsletterSchema,
  audienceSizeSchema,
  type NewsletterPatch,
  newsletterAudienceOptionsSchema,
  newsletterImageSchema,
  newsletterPreviewSchema,
  newsletterSchema,
  newsletterSummaryPageSchema,
  NEWSLETTER_PATHS as P,
  postChoicesSchema,
} from '@noticeboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-error';
import { fetchWithRenewal } from '../../../lib/download-file';
import { API_BASE, get, patch, post, query, readJson } from '../../../lib/http';

export const newslettersKey = ['newsletters'] as const;
export const newsletterKey = (id: string) => [...newslettersKey, 'one', id] as const;
export const pathWith = (path: string, id: string) => path.replace(':newsletterId', id);

export function useNewsletterList(page: number) {
  return useQuery({
    queryKey: [...newslettersKey, 'list', page],
    queryFn: () => get(`${P.newsletters}${query({ page, size: 20 })}`, newsletterSummaryPageSchema),
    placeholderData: keepPreviousData,
    // Progress of a send in the background.
    refetchInterval: (state) => (state.state.data?.content.some((one) => one.state === 'SENDING') ? 3_000 : false),
  });
}

export function useNewsletter(id: string) {
  return useQuery({ queryKey: newsletterKey(id), queryFn: () => get(pathWith(P.newsletter, id), newsletterSchema) });
}

export const createNewsletter = (template: 'DEFAULT' | 'BLANK') => post(P.newsletters, { template }, newsletterSchema);
export const saveNewsletter = (id: string, body: NewsletterPatch) =>
  patch(pathWith(P.newsletter, id), body, newsletterSchema);
export const sendNewsletter = (
  id: string,
  body: {
    revision: number;
    startsAt: string | null;
    frequency: string | null;
    everyDays: number | null;
    until: string | null;
  },
) => post(pathWith(P.send, id), body, newsletterSchema);
export const unscheduleNewsletter = (id: string) => post(pathWith(P.unschedule, id), {}, newsletterSchema);
export const assessmentFromNewsletter = (id: string) =>
  post(pathWith(P.assessment, id), {}, assessmentFromNewsletterSchema);

export function usePreview(id: string, revision: number, enabled: boolean) {
  return useQuery({
    queryKey: [...newsletterKey(id), 'preview', revision],
    queryFn: () => get(pathWith(P.preview, id), newsletterPreviewSchema),
    enabled,
  });
}

export function useAudienceSize(id: string, revision: number) {
  return useQuery({
    queryKey: [...newsletterKey(id), 'audience', revision],
    queryFn: () => get(pathWith(P.audienceSize, id), audienceSizeSchema),
  });
}

export function useAudienceOptions() {
  return useQuery({
    queryKey: [...newslettersKey, 'audience-options'],
    queryFn: () => get(P.audienceOptions, newsletterAudienceOptionsSchema),
  });
}

export function usePostChoices(search: string) {
  return useQuery({
    queryKey: [...newslettersKey, 'posts', search],
    queryFn: () => get(`${P.postChoices}${query({ search: search || undefined })}`, postChoicesSchema),
  });
}

export function useArticleChoices(search: string) {
  return useQuery({
    queryKey: [...newslettersKey, 'articles', search],
    queryFn: () => get(`${P.articleChoices}${query({ search: search || undefined })}`, articleChoicesSchema),
  });
}

/** POST a picture (multipart `file`): the server checks it, re-encodes it and strips its metadata. */
export async function uploadNewsletterImage(id: string, file: File) {
  const response = await fetchWithRenewal(pathWith(P.images, id), () => {
    const form = new FormData();
    form.append('file', file, file.name);
    return { method: 'POST', body: form, headers: { accept: 'application/json' } };
  });
  const payload = await readJson(response);
  const body = typeof payload === 'object' && payload !== null && 'body' in payload ? payload.body : null;
  const parsed = newsletterImageSchema.safeParse(body);
  if (!response.ok || !parsed.success) throw toApiError(response.status, payload);
  return parsed.data;
}

export const imagePathOf = (id: string, imageId: string) =>
  `${API_BASE}${P.image.replace(':newsletterId', id).replace(':imageId', imageId)}`;
