/**
 * A statement of a hot write path (a like, a comment, a quiz submission), written as SQL with placeholders
 * (`sql.placeholder`): its text is built once, at module load, and it is sent as a named prepared statement, so
 * each connection parses and plans it once (`db.execute` builds the text on every call and PostgreSQL plans it on
 * every call: the planning of a submission's two statements cost more than running them). Runs on whatever it is
 * given, the database or a transaction, like `db.execute`, and answers the same rows.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

const dialect = new PgDialect();
const names = new Set<string>();

export interface NamedStatement {
  /** The rows of the statement run with these placeholder values. */
  rows<Row>(db: Queryable, values: Record<string, unknown>): Promise<Row[]>;
}

/** `name` must be unique in the process (PostgreSQL keeps one text per name and connection). */
export function namedStatement(name: string, statement: SQL): NamedStatement {
  if (names.has(name)) throw new Error(`Two statements are named ${name}`);
  names.add(name);
  const query = dialect.sqlToQuery(statement);
  return {
    async rows<Row>(db: Queryable, values: Record<string, unknown>) {
      const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
      return (result as { rows: Row[] }).rows;
    },
  };
}
