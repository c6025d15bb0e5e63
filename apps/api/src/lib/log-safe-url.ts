/**
 * Request URLs as the log writes them: the values of query parameters that carry a secret (emailed links' tokens,
 * a parent's link to change their choices) are masked, so anyone reading the logs cannot use them.
 */
const SECRET_PARAMETERS = /([?&](?:token|manage)=)[^&#]*/gi;

export function logSafeUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1***');
}
