/** Title, description, image and site name of an HTML page: Open Graph first, then Twitter cards, then plain meta and <title>. */
import type { LinkPreview } from '@noticeboard/shared';
import { parseHTML } from 'linkedom';

const TITLE_MAX = 300;
const DESCRIPTION_MAX = 500;

export function parseLinkPreview(html: string, url: string, finalUrl: string): LinkPreview {
  const { document } = parseHTML(html);
  const meta = (...names: string[]): string | null => {
    for (const name of names) {
      const element = document.querySelector(`meta[property="${name}"], meta[name="${name}"]`);
      const content = clean(element?.getAttribute('content'));
      if (content) return content;
    }
    return null;
  };
  const title = meta('og:title', 'twitter:title') ?? clean(document.querySelector('title')?.textContent);
  const image = meta('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src');
  return {
    url,
    title: title?.slice(0, TITLE_MAX) ?? null,
    description: meta('og:description', 'twitter:description', 'description')?.slice(0, DESCRIPTION_MAX) ?? null,
    imageUrl: image ? absoluteHttpUrl(image, finalUrl) : null,
    siteName: meta('og:site_name', 'application-name') ?? hostOf(finalUrl),
  };
}

function clean(value: string | null | undefined): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
}

/** Relative images resolve against the page; anything but http(s) (data:, javascript:) is dropped. */
function absoluteHttpUrl(reference: string, base: string): string | null {
  try {
    const resolved = new URL(reference, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
