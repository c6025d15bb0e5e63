import type { ReactNode } from 'react';

/** The words of a query worth marking: letters and digits in any script, two or more of them. */
export function queryWords(...queries: Array<string | null | undefined>): string[] {
  const words = new Set<string>();
  for (const query of queries) {
    for (const word of query?.toLocaleLowerCase().match(/[\p{L}\p{M}\p{N}]{2,}/gu) ?? []) words.add(word);
  }
  // Longer words first, so "kites" is marked whole rather than as "kite" and a stray "s".
  return [...words].sort((a, b) => b.length - a.length);
}

const escapeForPattern = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with the query's words in bold, as React nodes: the text is never parsed as HTML, so a title like
 * `<img src=x onerror=…>` shows as those characters.
 */
export function highlight(text: string, words: readonly string[]): ReactNode {
  if (words.length === 0 || text === '') return text;
  const pattern = new RegExp(`(${words.map(escapeForPattern).join('|')})`, 'giu');
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  // split with one capturing group alternates: outside, match, outside, match, …
  return parts.map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered.
    index % 2 === 1 ? <strong key={index}>{part}</strong> : part,
  );
}
