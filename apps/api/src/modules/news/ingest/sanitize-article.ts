/**
 * The reading subset of HTML an article body may keep. Everything else goes: scripts, styles, iframes,
 * event handlers, javascript: links, and images (lead images are re-hosted separately; inline ones are not).
 */
import sanitizeHtml from 'sanitize-html';

/** Elements whose text is never reader content (their text goes with them). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'button',
  'form',
  'nav',
  'aside',
  'figcaption',
];

/**
 * @param baseUrl the article's address, to make relative links absolute; links that cannot be made absolute
 * http(s) addresses (e.g. the demo corpus's local pages) lose their href and stay as text.
 */
export function sanitizeArticleHtml(html: string, baseUrl: string | null): string {
  const clean = sanitizeHtml(html, {
    allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'a', 'br'],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      b: 'strong',
      i: 'em',
      a: (_tagName, attributes) => {
        const href = absoluteHttpUrl(attributes.href, baseUrl);
        const attribs: Record<string, string> = href ? { href, rel: 'noopener nofollow', target: '_blank' } : {};
        return { tagName: 'a', attribs };
      },
    },
    // Paragraphs left empty (e.g. they held only an image) go.
    exclusiveFilter: (frame) => frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length,
  });
  return unwrapBareAnchors(clean).trim();
}

function absoluteHttpUrl(href: string | undefined, baseUrl: string | null): string | null {
  if (!href) return null;
  try {
    const url = baseUrl ? new URL(href, baseUrl) : new URL(href);
    if (url.protocol === 'mailto:') return url.toString();
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An anchor left without a usable href is just its text. */
function unwrapBareAnchors(html: string): string {
  return html.replace(/<a>([\s\S]*?)<\/a>/g, '$1');
}

/** Plain text wrapped as paragraphs, for an item whose only content is its summary. */
export function paragraphsOf(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character] ?? character);
}
