/** Sends a face picture as multipart (`picture` plus text fields) and returns the envelope's body, parsed. */
import { toApiError } from '../../../../lib/api-error';
import { fetchWithRenewal } from '../../../../lib/download-file';
import { type BodySchema, readJson } from '../../../../lib/http';

export async function postPicture<T>(
  path: string,
  picture: Blob,
  fields: Record<string, string>,
  schema: BodySchema<T>,
): Promise<T> {
  const response = await fetchWithRenewal(path, () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('picture', picture, 'camera.jpg');
    return { method: 'POST', body: form };
  });
  const payload = await readJson(response);
  const body = typeof payload === 'object' && payload !== null && 'body' in payload ? payload.body : null;
  const parsed = schema.safeParse(body);
  if (!response.ok || !parsed.success) throw toApiError(response.status, payload);
  return parsed.data;
}
