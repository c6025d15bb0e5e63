/** Who reads: the signed-in reader (and their school) or nobody, and what they may see. */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { articles } from '../../db/schema';
import type { Actor } from '../../plugins/auth';

export interface Viewer {
  userId: string;
  instituteId: string | null;
}

export const readerOf = (actor: Actor): Viewer => ({ userId: actor.id, instituteId: actor.instituteId });

export const viewerOf = (actor: Actor | null): Viewer | null => (actor ? readerOf(actor) : null);

/** Published, not reported by the viewer, not hidden for the viewer's school (an upheld report). */
export function visibleTo(viewer: Viewer | null): SQL {
  const conditions: SQL[] = [eq(articles.status, 'PUBLISHED')];
  if (viewer) {
    conditions.push(
      sql`not exists (select 1 from article_reports r where r.user_id = ${viewer.userId} and r.article_id = ${articles.id})`,
    );
    if (viewer.instituteId) {
      conditions.push(
        sql`not exists (select 1 from institute_hidden_articles h where h.institute_id = ${viewer.instituteId} and h.article_id = ${articles.id})`,
      );
    }
  }
  return and(...conditions) as SQL;
}
