/** The address an article is de-duplicated by: http(s) only, without tracking parameters or fragment. */

const TRACKING_PARAMETER = /^(utm_.*|fbclid|gclid|mc_cid|mc_eid|ref_src)$/i;

export function canonicalUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) {
    if (TRACKING_PARAMETER.test(key)) url.searchParams.delete(key);
  }
  url.searchParams.sort();
  return url.toString();
}
