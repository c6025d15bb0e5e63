/** The school's newsletter look: its colour and logo (the school account and its admins). */
import { type NewsletterBrand, newsletterBrandSchema, NEWSLETTER_PATHS as P } from '@noticeboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-error';
import { fetchWithRenewal } from '../../../lib/download-file';
import { del, get, put, readJson } from '../../../lib/http';

export const brandKey = ['newsletters', 'brand'] as const;

/** GET /newsletter-brand */
export const useNewsletterBrand = () =>
  useQuery({ queryKey: brandKey, queryFn: () => get(P.brand, newsletterBrandSchema) });

/** POST /newsletter-brand/logo (multipart `file`): the server checks it, turns it upright and strips its metadata. */
export async function uploadLogo(file: File): Promise<NewsletterBrand> {
  const response = await fetchWithRenewal(P.brandLogo, () => {
    const form = new FormData();
    form.append('file', file, file.name);
    return { method: 'POST', body: form, headers: { accept: 'application/json' } };
  });
  const payload = await readJson(response);
  const body = typeof payload === 'object' && payload !== null && 'body' in payload ? payload.body : null;
  const parsed = newsletterBrandSchema.safeParse(body);
  if (!response.ok || !parsed.success) throw toApiError(response.status, payload);
  return parsed.data;
}

/** Each change answers the whole look, which replaces the cached one. */
function useBrandChange<T>(change: (input: T) => Promise<NewsletterBrand>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (brand) => client.setQueryData(brandKey, brand),
  });
}

/** PUT /newsletter-brand */
export const useSaveBrandColor = () =>
  useBrandChange((color: string | null) => put(P.brand, { color }, newsletterBrandSchema));
export const useUploadLogo = () => useBrandChange(uploadLogo);
/** DELETE /newsletter-brand/logo */
export const useRemoveLogo = () => useBrandChange((_: undefined) => del(P.brandLogo, newsletterBrandSchema));
