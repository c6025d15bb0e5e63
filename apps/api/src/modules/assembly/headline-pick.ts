/**
 * Which news makes the bulletin: the newest articles of the categories the school chose for its class groups,
 * one per category before a second from any (so one busy topic does not fill the list), none read the day before.
 * Each headline says which class groups it suits.
 */
import { CLASS_GROUPS, type ClassGroup, type ClassGroupCategories, type TopicCategory } from '@noticeboard/shared';

export interface HeadlineCandidate {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: TopicCategory;
}

export interface PickedHeadline {
  articleId: string;
  slug: string;
  title: string;
  summary: string;
  category: TopicCategory;
  classGroups: ClassGroup[];
}

/** Every category some class group wants (none chosen anywhere: all of them). */
export function chosenCategories(groups: ClassGroupCategories): TopicCategory[] {
  return [...new Set(CLASS_GROUPS.flatMap((group) => groups[group]))];
}

export function groupsFor(category: TopicCategory, groups: ClassGroupCategories): ClassGroup[] {
  return CLASS_GROUPS.filter((group) => groups[group].includes(category));
}

/** `candidates` newest first. */
export function pickHeadlines(
  candidates: readonly HeadlineCandidate[],
  groups: ClassGroupCategories,
  count: number,
  readBefore: ReadonlySet<string> = new Set(),
): PickedHeadline[] {
  const fresh = candidates.filter((candidate) => !readBefore.has(candidate.id));
  const picked: HeadlineCandidate[] = [];
  const seen = new Set<TopicCategory>();
  for (const candidate of fresh) {
    if (picked.length >= count) break;
    if (seen.has(candidate.category)) continue;
    seen.add(candidate.category);
    picked.push(candidate);
  }
  for (const candidate of fresh) {
    if (picked.length >= count) break;
    if (!picked.includes(candidate)) picked.push(candidate);
  }
  return picked.map((candidate) => ({
    articleId: candidate.id,
    slug: candidate.slug,
    title: candidate.title,
    summary: candidate.summary,
    category: candidate.category,
    classGroups: groupsFor(candidate.category, groups),
  }));
}
