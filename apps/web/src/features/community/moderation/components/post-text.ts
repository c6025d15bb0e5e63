/** Plain text from a post's sanitised HTML, for previews and accessible names (no markup is rendered). */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The text of `html`: tags dropped (block ends become spaces), common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      const known = ENTITIES[name.toLowerCase()];
      if (known !== undefined) return known;
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `count` words of a post, with an ellipsis when there is more; `fallback` when it has no text. */
export function firstWords(html: string, count = 8, fallback = 'Post without text'): string {
  const words = plainText(html).split(' ').filter(Boolean);
  if (words.length === 0) return fallback;
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}
