/** The article body of a publisher's page (Readability on a linkedom document), plus its og:image. */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

export interface ExtractedPage {
  /** Readability's article HTML (not yet sanitised). */
  contentHtml: string | null;
  /** og:image / twitter:image, as written on the page. */
  imageHref: string | null;
}

/** Short school-news pages are articles too: Readability's default wants 500 characters. */
const MIN_ARTICLE_CHARACTERS = 200;

export function extractPage(html: string): ExtractedPage {
  const { document } = parseHTML(html);
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content')?.trim() || null;
  const imageHref =
    meta('meta[property="og:image"]') ?? meta('meta[name="og:image"]') ?? meta('meta[name="twitter:image"]');
  // Readability changes the document it reads, so it reads after the metadata was taken.
  const article = new Readability(document, { charThreshold: MIN_ARTICLE_CHARACTERS }).parse();
  const contentHtml = article?.content?.trim() ? article.content : null;
  return { contentHtml, imageHref };
}

/** The first <img src> of an HTML body, as written. */
export function firstImageHref(html: string): string | null {
  if (!/<img\b/i.test(html)) return null;
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return document.querySelector('img[src]')?.getAttribute('src')?.trim() || null;
}
