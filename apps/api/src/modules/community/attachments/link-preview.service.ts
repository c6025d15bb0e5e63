/**
 * Link previews: the page is fetched by the server, only from public addresses (lib/outbound-address, unless
 * OUTBOUND_ALLOW_PRIVATE), within 5 s and 1 MB, and only when it is HTML. Its picture is copied into our storage
 * (preview-image.ts) or left out: a preview never points a reader's browser at another site's picture. Results are
 * kept 10 minutes in memory, so a link pasted into many posts is fetched once. Any failure is one answer: 422.
 */
import { ATTACHMENT_MESSAGES, type LinkPreview } from '@noticeboard/shared';
import { AppError } from '../../../lib/errors';
import { fetchOutbound } from '../../../lib/outbound-address';
import type { FileStorage } from '../../../lib/storage';
import { parseLinkPreview } from './link-preview.parse';
import { keepPreviewImage } from './preview-image';

export const LINK_PREVIEW_TIMEOUT_MS = 5_000;
export const LINK_PREVIEW_MAX_BYTES = 1024 * 1024;
export const LINK_PREVIEW_CACHE_MS = 10 * 60_000;
const CACHE_ENTRIES = 1_000;
const USER_AGENT = 'NoticeboardLinkPreview/1.0 (+school community link previews)';
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

class PreviewUnavailable extends Error {}

export interface LinkPreviewOptions {
  allowPrivate: boolean;
  /** Where preview pictures are copied to; without it previews have no picture. */
  storage?: FileStorage;
  timeoutMs?: number;
  now?: () => number;
}

export class LinkPreviewService {
  private readonly cache = new Map<string, { preview: LinkPreview; until: number }>();

  constructor(private readonly options: LinkPreviewOptions) {}

  async preview(url: string): Promise<LinkPreview> {
    const key = normalise(url);
    const now = (this.options.now ?? Date.now)();
    const cached = this.cache.get(key);
    if (cached && cached.until > now) return cached.preview;
    let preview: LinkPreview;
    try {
      preview = await this.load(key);
    } catch {
      throw new AppError('UNPROCESSABLE', ATTACHMENT_MESSAGES.previewFailed);
    }
    this.cache.delete(key);
    this.cache.set(key, { preview, until: now + LINK_PREVIEW_CACHE_MS });
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    return preview;
  }

  /**
   * The preview a post keeps: of the first link in its (sanitised) HTML, or null when it has none or the page
   * gives none. The link the author had kept its preview if the page cannot be read now.
   */
  async forPost(html: string, current: LinkPreview | null = null): Promise<LinkPreview | null> {
    const url = firstLinkOf(html);
    if (!url) return null;
    try {
      return await this.preview(url);
    } catch {
      return current && normalise(current.url) === normalise(url) ? current : null;
    }
  }

  private async load(url: string): Promise<LinkPreview> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs ?? LINK_PREVIEW_TIMEOUT_MS);
    try {
      const { response, url: finalUrl } = await fetchOutbound(
        url,
        {
          headers: { 'user-agent': USER_AGENT, accept: 'text/html,application/xhtml+xml;q=0.9' },
          signal: controller.signal,
        },
        { allowPrivate: this.options.allowPrivate },
      );
      const contentType = response.headers.get('content-type') ?? '';
      if (!response.ok || !HTML_TYPES.test(contentType)) {
        await response.body?.cancel();
        throw new PreviewUnavailable(`HTTP ${response.status} ${contentType}`);
      }
      const body = await readCapped(response, LINK_PREVIEW_MAX_BYTES);
      const parsed = parseLinkPreview(decode(body, contentType), url, finalUrl);
      const { storage, allowPrivate } = this.options;
      const imageUrl =
        parsed.imageUrl && storage ? await keepPreviewImage(parsed.imageUrl, { storage, allowPrivate }) : null;
      return { ...parsed, imageUrl };
    } finally {
      clearTimeout(timer);
    }
  }
}

const LINK_IN_HTML = /href="(https?:\/\/[^"]+)"|(https?:\/\/[^\s<>"')]+)/i;

/** The first web address of a post: a link's target, else one written as text (trailing punctuation dropped). */
export function firstLinkOf(html: string): string | null {
  const match = LINK_IN_HTML.exec(html);
  const found = match?.[1]?.replaceAll('&amp;', '&') ?? match?.[2]?.replace(/[.,;:!?]+$/, '');
  if (!found) return null;
  try {
    return new URL(found).href;
  } catch {
    return null;
  }
}

/** The same page under one key: parsed form, without the fragment. */
function normalise(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

/** At most `maxBytes` of the page: the head, where the meta tags are, is all a preview needs. */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < maxBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  if (size >= maxBytes) await reader.cancel();
  return Buffer.concat(chunks).subarray(0, maxBytes);
}

function decode(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
