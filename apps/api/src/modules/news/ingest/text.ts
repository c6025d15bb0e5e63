/** Plain text from sanitised HTML, and the reading figures derived from it. */
import { parseHTML } from 'linkedom';

const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, div, br, tr';
const WORDS_PER_MINUTE = 200;

/** Text of an HTML fragment, one paragraph per block element, entities decoded. */
export function htmlToText(html: string): string {
  if (!html.trim()) return '';
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  // A paragraph break after every block, so "</p><p>" never glues two words together.
  for (const element of document.body.querySelectorAll(BLOCKS)) element.after(document.createTextNode('\n\n'));
  return (document.body.textContent ?? '')
    .split(/\n\s*\n/)
    .map((paragraph: string) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}

/** At most `max` characters, cut at a word boundary, with an ellipsis when cut. */
export function trimAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // The last space at or before the room left for the ellipsis: a word ending exactly there stays whole.
  const lastSpace = clean.lastIndexOf(' ', max - 1);
  const base = lastSpace > max * 0.6 ? clean.slice(0, lastSpace) : clean.slice(0, max - 1);
  return `${base.replace(/[\s,;:.\-–—]+$/, '')}…`;
}
