/**
 * Search in a long picker (countries, states, cities): the closest names first. Typing "India" offers India before
 * "British Indian Ocean Territory": an exact name, then names that start with the text, then names with a word that
 * starts with it, then names that merely contain it; each group keeps the list's own (alphabetical) order.
 */
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

/** Lower-case, accents off, spaces collapsed: "Côte  d'Ivoire" and "cote d'ivoire" compare equal. */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** 0 exact, 1 prefix, 2 a later word's prefix, 3 anywhere; null when the label does not contain the search. */
export function matchRank(label: string, search: string): number | null {
  const name = searchKey(label);
  const wanted = searchKey(search);
  if (!wanted) return 3;
  if (name === wanted) return 0;
  if (name.startsWith(wanted)) return 1;
  if (name.split(/[\s\-(),.'’/]+/).some((word) => word.startsWith(wanted))) return 2;
  return name.includes(wanted) ? 3 : null;
}

/** The items whose label contains `search`, best matches first, at most `limit`. */
export function rankByLabel<T extends { label: string }>(items: readonly T[], search: string, limit = Infinity): T[] {
  const ranked: Array<{ item: T; rank: number; index: number }> = [];
  items.forEach((item, index) => {
    const rank = matchRank(item.label, search);
    if (rank !== null) ranked.push({ item, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, limit).map(({ item }) => item);
}

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** Mantine Select's `filter` with that ranking (flat lists; groups are left out of the search). */
export const rankedFilter: OptionsFilter = ({ options, search, limit }) =>
  rankByLabel(options.filter(isItem), search, limit);
