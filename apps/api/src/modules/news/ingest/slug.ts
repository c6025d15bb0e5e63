/** Article slugs: readable, ASCII, at most 80 characters; made unique with -2, -3 … or a short hash. */
import { createHash } from 'node:crypto';

export const MAX_SLUG_LENGTH = 80;

export function slugify(title: string): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return shorten(ascii) || 'article';
}

/** The first of base, base-2 … base-9 not taken; then base with a hash of `seed`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>, seed: string): string {
  if (!taken.has(base)) return base;
  for (let n = 2; n <= 9; n += 1) {
    const candidate = withSuffix(base, `-${n}`);
    if (!taken.has(candidate)) return candidate;
  }
  return hashedSlug(base, seed);
}

export function hashedSlug(base: string, seed: string): string {
  const hash = createHash('sha256').update(seed).digest('hex').slice(0, 7);
  return withSuffix(base, `-${hash}`);
}

/** Cut to the limit between words when a word would be split. */
function shorten(slug: string): string {
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const splitsWord = slug[MAX_SLUG_LENGTH] !== '-' && cut.includes('-');
  return (splitsWord ? cut.slice(0, cut.lastIndexOf('-')) : cut).replace(/-+$/, '');
}

function withSuffix(base: string, suffix: string): string {
  return `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}
