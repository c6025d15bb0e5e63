/** Text similarity and full-text search in PostgreSQL, over the GIN-indexed `search` tsvector. */
import { and, count, desc, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articles } from '../../db/schema';

/** How many of the source article's lexemes the similarity query ORs together. */
const SIMILAR_TERMS = 16;
/** Added to the rank of articles in the source's category, so related articles of the same topic come first. */
const SAME_CATEGORY_BONUS = 0.05;

/**
 * Articles sharing the most important words of the source's title and summary: the source's lexemes
 * (title words first, then the most repeated) OR-ed into a tsquery, ranked with ts_rank.
 */
export async function similarIds(db: Queryable, sourceId: string, visible: SQL, limit: number): Promise<string[]> {
  const terms = sql`(
    select array_to_string(array_agg(quote_literal(t.lexeme)), ' | ')::tsquery
      from (
        select l.lexeme
          from articles s,
               unnest(setweight(to_tsvector('english'::regconfig, s.title), 'A')
                      || to_tsvector('english'::regconfig, s.summary)) as l(lexeme, positions, weights)
         where s.id = ${sourceId} and length(l.lexeme) > 2
         order by (l.weights @> array['A']::text[]) desc, cardinality(l.positions) desc, l.lexeme
         limit ${sql.raw(String(SIMILAR_TERMS))}
      ) t
  )`;
  const category = sql`(select c.category from articles c where c.id = ${sourceId})`;
  const rank = sql`ts_rank(${articles.search}, ${terms}) + case when ${articles.category} = ${category} then ${sql.raw(String(SAME_CATEGORY_BONUS))} else 0 end`;
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(visible, ne(articles.id, sourceId), sql`${articles.search} @@ ${terms}`))
    .orderBy(desc(rank), desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

const webQuery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

export async function searchIds(db: Queryable, text: string, visible: SQL, limit: number, offset: number) {
  const query = webQuery(text);
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(visible, sql`${articles.search} @@ ${query}`))
    .orderBy(desc(sql`ts_rank(${articles.search}, ${query})`), desc(articles.publishedAt), desc(articles.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

export async function countSearch(db: Queryable, text: string, visible: SQL): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(articles)
    .where(and(visible, sql`${articles.search} @@ ${webQuery(text)}`));
  return Number(row?.total ?? 0);
}
