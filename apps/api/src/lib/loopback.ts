/** Whether an address is this machine's own: 127.0.0.0/8, ::1 (and IPv4-mapped 127.x), or the name localhost. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const host = address.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  const v4 = host.startsWith('::ffff:') ? host.slice('::ffff:'.length) : host;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
