import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddressResolver,
  checkOutboundUrl,
  fetchOutbound,
  isPublicAddress,
  OutboundRefusedError,
} from './outbound-address';

const PUBLIC = '93.184.216.34';

/** A resolver answering from a table, like a DNS server we control. */
const resolverOf =
  (table: Record<string, string[]>): AddressResolver =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
    return addresses;
  };

describe('public addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    'fd00::1',
    'fc12:3456::1',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    '2002:7f00:1::1',
    'not an address',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    PUBLIC,
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:2800:220:1:248:1893:25c8:1946',
    '::ffff:93.184.216.34',
    '64:ff9b::5db8:d822',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('checking a URL', () => {
  const policy = { allowPrivate: false, resolve: resolverOf({ 'news.example': [PUBLIC] }) };

  it('allows http(s) to a public host, by name or literal address', async () => {
    expect((await checkOutboundUrl('https://news.example/feed.xml', policy)).hostname).toBe('news.example');
    expect((await checkOutboundUrl(`http://${PUBLIC}/feed.xml`, policy)).hostname).toBe(PUBLIC);
  });

  it.each([
    'http://127.0.0.1:5432/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.1.2.3/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0/',
  ])('refuses the literal address in %s', async (url) => {
    await expect(checkOutboundUrl(url, policy)).rejects.toBeInstanceOf(OutboundRefusedError);
  });

  it('refuses other protocols', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://news.example/', 'gopher://news.example/', 'data:text/plain,hi']) {
      await expect(checkOutboundUrl(url, policy)).rejects.toThrow(/not http\(s\)/);
    }
    await expect(checkOutboundUrl('not a url', policy)).rejects.toThrow(/not a URL/);
  });

  it('refuses a name when any of its addresses is private', async () => {
    const resolve = resolverOf({ 'mixed.example': [PUBLIC, '10.0.0.7'], 'inside.example': ['fd00::2'] });
    await expect(checkOutboundUrl('https://mixed.example/', { allowPrivate: false, resolve })).rejects.toThrow(
      /resolves to 10\.0\.0\.7/,
    );
    await expect(checkOutboundUrl('https://inside.example/', { allowPrivate: false, resolve })).rejects.toThrow(
      /resolves to fd00::2/,
    );
  });

  it('resolves names with the system resolver by default: localhost is loopback', async () => {
    await expect(checkOutboundUrl('http://localhost:3000/', { allowPrivate: false })).rejects.toBeInstanceOf(
      OutboundRefusedError,
    );
  });

  it('lets loopback and private addresses through when allowed, but still only http(s)', async () => {
    const open = { allowPrivate: true };
    expect((await checkOutboundUrl('http://127.0.0.1:5432/', open)).port).toBe('5432');
    expect((await checkOutboundUrl('http://localhost/', open)).hostname).toBe('localhost');
    await expect(checkOutboundUrl('file:///etc/passwd', open)).rejects.toBeInstanceOf(OutboundRefusedError);
  });
});

describe('following redirects', () => {
  let server: Server;
  let origin = '';
  let port = 0;
  const requested: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '/';
      requested.push(path);
      const redirect = (location: string) => response.writeHead(302, { location }).end();
      if (path === '/final') response.writeHead(200, { 'content-type': 'text/plain' }).end('arrived');
      else if (path === '/to-final') redirect('/final');
      else if (path === '/to-other-loopback') redirect(`http://127.0.0.2:${port}/final`);
      else if (path === '/to-metadata') redirect('http://169.254.169.254/latest/meta-data/');
      else if (path === '/to-private-name') redirect(`http://inside.example:${port}/final`);
      else if (path === '/to-file') redirect('file:///etc/passwd');
      else if (path.startsWith('/loop/')) redirect(`/loop/${Number(path.slice(6)) + 1}`);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  // Only this fixture server's own address counts as allowed: it stands for a public host.
  const policy = {
    allowPrivate: false,
    isAllowedAddress: (address: string) => address === '127.0.0.1',
    resolve: resolverOf({ 'inside.example': ['127.0.0.1', '10.0.0.9'] }),
  };

  it('follows redirects between allowed addresses and tells where it ended', async () => {
    const { response, url } = await fetchOutbound(`${origin}/to-final`, {}, policy);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('arrived');
    expect(url).toBe(`${origin}/final`);
  });

  it.each([
    ['/to-other-loopback', /127\.0\.0\.2/],
    ['/to-metadata', /169\.254\.169\.254/],
    ['/to-private-name', /resolves to 10\.0\.0\.9/],
    ['/to-file', /not http\(s\)/],
  ])('refuses a redirect from an allowed host to a refused one (%s) without requesting it', async (path, reason) => {
    requested.length = 0;
    const attempt = fetchOutbound(`${origin}${path}`, {}, policy);
    await expect(attempt).rejects.toBeInstanceOf(OutboundRefusedError);
    await expect(attempt).rejects.toThrow(reason);
    expect(requested).toEqual([path]);
  });

  it('gives up after five redirects', async () => {
    requested.length = 0;
    await expect(fetchOutbound(`${origin}/loop/0`, {}, policy)).rejects.toThrow(/more than 5 redirects/);
    expect(requested).toHaveLength(6);
  });

  it('refuses the first address before any request', async () => {
    requested.length = 0;
    await expect(fetchOutbound(`${origin}/final`, {}, { allowPrivate: false })).rejects.toBeInstanceOf(
      OutboundRefusedError,
    );
    expect(requested).toEqual([]);
  });
});
