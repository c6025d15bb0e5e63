/**
 * An item's body: the feed's own HTML when it carries the article, else the article page's text through
 * Readability, else the summary. Always sanitised; text, summary and reading figures derived from it.
 */
import { extractPage, firstImageHref } from './full-text';
import type { ParsedItem } from './parse-feed';
import { paragraphsOf, sanitizeArticleHtml } from './sanitize-article';
import { countWords, htmlToText, trimAtWord } from './text';

/** Below this many words the feed carries a summary, not the article. */
export const SUMMARY_ONLY_WORDS = 120;
export const SUMMARY_MAX_CHARACTERS = 300;

export interface ItemContent {
  contentHtml: string;
  contentText: string;
  summary: string;
  wordCount: number;
  /** Image addresses worth trying as the lead image after the feed's own: first <img> of the body, og:image. */
  imageHrefs: Array<{ href: string; base: string }>;
}

/** Reads the article page at `link`; null when it cannot be read. */
export type PageReader = (link: string) => Promise<string | null>;

export async function buildItemContent(
  item: ParsedItem,
  /** The item's resolved link (http URL or, for local feeds, a file path), and the feed's location. */
  where: { link: string | null; feedLocation: string },
  readPage: PageReader,
): Promise<ItemContent> {
  const httpBase = httpAddress(where.link) ?? httpAddress(where.feedLocation);
  let contentHtml = sanitizeArticleHtml(item.bodyHtml, httpBase);
  let contentText = htmlToText(contentHtml);
  const imageHrefs: ItemContent['imageHrefs'] = [];
  const inlineImage = firstImageHref(item.bodyHtml);
  if (inlineImage) imageHrefs.push({ href: inlineImage, base: where.link ?? where.feedLocation });

  if (countWords(contentText) < SUMMARY_ONLY_WORDS && where.link) {
    const page = await readPage(where.link);
    if (page) {
      const extracted = extractPage(page);
      if (extracted.imageHref) imageHrefs.push({ href: extracted.imageHref, base: where.link });
      if (extracted.contentHtml) {
        const fullHtml = sanitizeArticleHtml(extracted.contentHtml, httpAddress(where.link));
        const fullText = htmlToText(fullHtml);
        if (countWords(fullText) > countWords(contentText)) {
          contentHtml = fullHtml;
          contentText = fullText;
        }
      }
    }
  }

  if (!contentText) {
    contentText = item.summaryText;
    contentHtml = paragraphsOf(item.summaryText);
  }
  return {
    contentHtml,
    contentText,
    summary: trimAtWord(item.summaryText || contentText, SUMMARY_MAX_CHARACTERS),
    wordCount: countWords(contentText),
    imageHrefs,
  };
}

function httpAddress(location: string | null): string | null {
  return location && /^https?:\/\//i.test(location) ? location : null;
}
