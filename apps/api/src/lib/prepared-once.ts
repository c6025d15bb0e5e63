/**
 * Statements of the hot paths built once per database handle. Drizzle builds a query's SQL text anew on every call
 * (about 1 ms of CPU for a post with its viewer columns, five times the round trip it sends); a statement built
 * with placeholders (`sql.placeholder`) and prepared once is only executed with each request's values. Keyed by the
 * handle, so a transaction's statements run in that transaction (and are dropped with it); the keys are a fixed set
 * per call site (one per statement shape), never values.
 */
const byHandle = new WeakMap<object, Map<string, unknown>>();

export function preparedOnce<T>(handle: object, key: string, build: () => T): T {
  let statements = byHandle.get(handle);
  if (!statements) {
    statements = new Map();
    byHandle.set(handle, statements);
  }
  const known = statements.get(key) as T | undefined;
  if (known !== undefined) return known;
  const statement = build();
  statements.set(key, statement);
  return statement;
}
