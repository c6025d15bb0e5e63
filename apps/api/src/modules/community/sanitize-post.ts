/**
 * A post's rich text, cleaned on the server: only simple formatting survives (paragraphs, emphasis, lists,
 * quotes, small headings) and links to http(s)/mailto, which open in a new tab without passing the opener or
 * the referrer. Scripts, styles, event handlers and every other tag or attribute are dropped.
 */
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'a', 'h3', 'h4'];

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'] },
  allowProtocolRelative: false,
  // Scripts and styles go with their content; other unknown tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // A link with another scheme (javascript:, data:, relative) keeps its text and loses the link.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      if (!SAFE_HREF.test(href)) return { tagName, attribs: {} };
      return { tagName, attribs: { href, rel: 'nofollow noopener noreferrer', target: '_blank' } };
    },
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    div: 'p',
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

const BLOCK_END = /<\/(p|li|blockquote|h3|h4)>|<br\s*\/?>/gi;

export interface SanitisedPost {
  html: string;
  /** Plain text for search, previews and the slug: block ends become line breaks, entities decoded. */
  text: string;
}

export function sanitizePost(input: string): SanitisedPost {
  const html = sanitizeHtml(input, POST_HTML).trim();
  const spaced = html.replace(BLOCK_END, (match) => `${match}\n`);
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
  return { html, text };
}
