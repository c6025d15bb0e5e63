/** PostgreSQL's unique_violation (23505), possibly wrapped by the query builder: a race lost to another request. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') return false;
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** Runs `work`, turning a lost uniqueness race into the same error the pre-check would have thrown. */
export async function onUniqueViolation<T>(work: () => Promise<T>, toError: () => Error): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw toError();
    throw error;
  }
}
