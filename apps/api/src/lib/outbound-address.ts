/**
 * Outbound requests to addresses that others give us (feed URLs, links and images in feeds, later link
 * previews) must not reach our own network: loopback (the database on 127.0.0.1:5432), private ranges, the
 * cloud metadata service on 169.254.169.254, and so on. A URL may be fetched when it is http(s) and every
 * address its host resolves to is public; redirects are followed by hand and every hop is checked the same way.
 *
 * Remaining gap (DNS rebinding): the name is resolved here and again by fetch when it connects, so a hostile
 * DNS server answering a public address first and a private one a moment later gets through. The proper fix
 * is to check the address at connect time (an undici Agent whose `connect.lookup` applies `isPublicAddress`);
 * undici is not a dependency and Node 20's bundled copy exposes no Agent to build one, so it is not done yet.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** The addresses a host name resolves to (all of them, IPv4 and IPv6). */
export type AddressResolver = (hostname: string) => Promise<string[]>;

export const systemResolver: AddressResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Not globally reachable (IANA special-purpose registries), or not a single host (multicast, broadcast). */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 (unspecified) included
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 (broadcast) included
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible addresses
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo included)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address in disguise
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** IPv6 forms that carry an IPv4 address in their last 32 bits: that address decides. */
const CARRIES_IPV4 = new BlockList();
CARRIES_IPV4.addSubnet('::ffff:0:0', 96, 'ipv6'); // IPv4-mapped
CARRIES_IPV4.addSubnet('64:ff9b::', 96, 'ipv6'); // NAT64 (DNS64 answers for IPv4-only hosts)

/** Whether an IP address (v4 or v6, as text) is a public unicast address; false for anything else. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const version = isIP(bare);
  if (version === 4) return !NOT_PUBLIC.check(bare, 'ipv4');
  if (version !== 6) return false;
  if (CARRIES_IPV4.check(bare, 'ipv6')) return isPublicAddress(embeddedIpv4(bare));
  return !NOT_PUBLIC.check(bare, 'ipv6');
}

/** The IPv4 address in the last 32 bits of an IPv6 address. */
function embeddedIpv4(ipv6: string): string {
  // The URL parser writes IPv6 in its canonical form: hex groups, `::` compressed, no dotted tail.
  const groups = new URL(`http://[${ipv6}]/`).hostname.slice(1, -1).split(':');
  const high = Number.parseInt(groups.at(-2) || '0', 16);
  const low = Number.parseInt(groups.at(-1) || '0', 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

export class OutboundRefusedError extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`refused ${url}: ${reason}`);
  }
}

export interface OutboundPolicy {
  /** Loopback and private addresses too: tests and local demo servers only (OUTBOUND_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** Default: the system resolver (`dns.lookup`, every address). */
  resolve?: AddressResolver;
  /** Whether one resolved address may be contacted. Default: `isPublicAddress`. */
  isAllowedAddress?: (address: string) => boolean;
}

/** The URL, parsed, when it may be fetched; otherwise an OutboundRefusedError (a host that does not resolve: its lookup error). */
export async function checkOutboundUrl(url: string | URL, policy: OutboundPolicy): Promise<URL> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OutboundRefusedError(String(url), 'not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new OutboundRefusedError(parsed.href, `${parsed.protocol} is not http(s)`);
  }
  if (policy.allowPrivate) return parsed;
  // The URL parser has already turned 2130706433, 0x7f.1 and [::ffff:127.0.0.1] into their plain forms.
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await (policy.resolve ?? systemResolver)(host);
  if (addresses.length === 0) throw new OutboundRefusedError(parsed.href, `${host} has no address`);
  const allowed = policy.isAllowedAddress ?? isPublicAddress;
  const refused = addresses.find((address) => !allowed(address));
  if (refused !== undefined) {
    throw new OutboundRefusedError(parsed.href, `${host} resolves to ${refused}, which is not a public address`);
  }
  return parsed;
}

export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface OutboundFetchOptions extends OutboundPolicy {
  /** Redirects followed before giving up; default 5. */
  maxRedirects?: number;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
}

/**
 * A GET (or HEAD) of `url` that only ever contacts allowed addresses: the URL is checked, redirects are
 * followed by hand (at most `maxRedirects`) and each new location is checked before it is requested. The
 * answer is the final response, whatever its status, with the URL it came from.
 */
export async function fetchOutbound(
  url: string | URL,
  init: Omit<RequestInit, 'redirect'>,
  options: OutboundFetchOptions,
): Promise<{ response: Response; url: string }> {
  const doFetch = options.fetch ?? fetch;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  let current = await untilAborted(checkOutboundUrl(url, options), init.signal);
  for (let hop = 0; ; hop += 1) {
    const response = await doFetch(current, { ...init, redirect: 'manual' });
    const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('location') : null;
    if (location === null) return { response, url: current.href };
    await response.body?.cancel();
    if (hop >= maxRedirects) throw new OutboundRefusedError(current.href, `more than ${maxRedirects} redirects`);
    let next: URL;
    try {
      next = new URL(location, current);
    } catch {
      throw new OutboundRefusedError(current.href, `redirect to an invalid location: ${location}`);
    }
    current = await untilAborted(checkOutboundUrl(next, options), init.signal);
  }
}

/** The DNS lookup cannot be cancelled, but a caller's timeout should not wait for it. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
