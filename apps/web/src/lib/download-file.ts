/** Files the API answers as attachments (exports, invoices), handed to the browser as a download. */
import { toApiError } from './api-error';
import { API_BASE, readJson } from './http';
import { renewSession } from './renew';

/** A call the JSON client cannot make (files both ways), with the same single renewal on a 401. */
export async function fetchWithRenewal(path: string, init: () => RequestInit): Promise<Response> {
  const first = await fetch(`${API_BASE}${path}`, { credentials: 'include', ...init() });
  if (first.status !== 401 || !(await renewSession())) return first;
  return fetch(`${API_BASE}${path}`, { credentials: 'include', ...init() });
}

/** The file name a Content-Disposition header gives (`filename*=UTF-8''…` before `filename="…"`), or null. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/**
 * GET a file (template, export, invoice) and hand it to the browser as a download, under the name the server gives it
 * (Content-Disposition), else `filename`.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const response = await fetchWithRenewal(path, () => ({ method: 'GET' }));
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition')) ?? filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
