/** The page shape of every list (`pageOf` in the shared contract). */
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  last: boolean;
}

export function pageFrom<T>(content: T[], query: { page: number; size: number }, totalElements: number): Page<T> {
  const totalPages = Math.ceil(totalElements / query.size);
  return {
    content,
    page: query.page,
    size: query.size,
    totalElements,
    totalPages,
    last: query.page >= totalPages - 1,
  };
}

export const offsetOf = (query: { page: number; size: number }) => query.page * query.size;

/** Rows of a raw `db.execute`: node-postgres and PGlite both answer with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
