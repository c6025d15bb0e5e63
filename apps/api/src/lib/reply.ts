/** The success envelope every route answers with (ARCHITECTURE.md §3). */
export function ok<T>(message: string, body: T, statusCode = 200) {
  return { statusCode, message, body };
}
