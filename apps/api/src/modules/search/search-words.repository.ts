/**
 * "Did you mean" and suggested tags. The word list (`search_words`) is filled by triggers on the writes of posts,
 * articles and collabs (migration 0031): the words of published content, each with the scope it may be suggested in
 * ('' public, else the school whose members may read it). A query word that is not in the caller's scopes is matched
 * to the most similar known word by trigrams (GIN index, `%` at pg_trgm's 0.3 similarity).
 */
import { COMMUNITY_CATEGORIES, TOPIC_CATEGORY_LABELS } from '@noticeboard/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { instituteCategories, searchWords } from '../../db/schema';
import { rowsOf } from '../../lib/paging';

const wordList = (words: readonly string[]): SQL =>
  sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;

export interface WordCorrection {
  word: string;
  known: boolean;
  suggestion: string | null;
}

/** For each word: whether the caller's scopes know it, and the most similar known word. */
export async function correctWords(
  db: Queryable,
  words: readonly string[],
  instituteId: string | null,
): Promise<WordCorrection[]> {
  if (words.length === 0) return [];
  const scopes = sql`${searchWords.scope} in ('', ${instituteId ?? ''})`;
  const result = await db.execute(sql`
    select w.q as "word",
      exists (select 1 from ${searchWords} where ${searchWords.word} = w.q and ${scopes}) as "known",
      (select ${searchWords.word} from ${searchWords}
        where ${searchWords.word} % w.q and ${scopes}
        order by similarity(${searchWords.word}, w.q) desc, ${searchWords.word} limit 1) as "suggestion"
    from unnest(${wordList(words)}) with ordinality as w(q, n)
    order by w.n`);
  return rowsOf<WordCorrection>(result);
}

/** The tags there are: the community's categories (global and the school's own) and the news categories. */
const SHARED_TAGS = [...COMMUNITY_CATEGORIES, ...Object.values(TOPIC_CATEGORY_LABELS)];

/** Tags starting with (or with a word starting with) the text first, then by trigram word similarity. */
export async function matchingTags(
  db: Queryable,
  text: string,
  instituteId: string | null,
  limit: number,
): Promise<string[]> {
  const own = instituteId
    ? sql`union select ${instituteCategories.name} from ${instituteCategories} where ${eq(instituteCategories.instituteId, instituteId)}`
    : sql``;
  const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute(sql`
    select t.tag from (select unnest(${wordList(SHARED_TAGS)}) as tag ${own}) t
    where t.tag ilike ${prefix} or t.tag ilike ${`% ${prefix}`} or word_similarity(${text}, t.tag) >= 0.5
    order by (t.tag ilike ${prefix}) desc, word_similarity(${text}, t.tag) desc, t.tag
    limit ${limit}`);
  return rowsOf<{ tag: string }>(result).map((row) => row.tag);
}
