import { createServer, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';
import { checkAddress, createSafeFetcher, FetchRefused, MAX_URL_LENGTH, refusalMessage, type Resolver } from './safe-fetch';

/**
 * Through the real fetch path: a local HTTP server, reached under made-up
 * names through an injected resolver. `site.test` is the one allowed private
 * pair (as AUDIT_ALLOW_HOSTS would allow it); every other name that resolves
 * to this machine must be refused before a byte is sent.
 */
let server: Server;
let port: number;
const hits: string[] = [];

const routes: Record<string, (res: ServerResponse) => void> = {
  '/page': (res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'id=1' });
    res.end('<!doctype html><title>Hello</title>');
  },
  '/gzip': (res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    res.end(gzipSync(`<!doctype html><title>Zipped</title>${' '.repeat(10_000)}`));
  },
  '/bomb': (res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    res.end(gzipSync(Buffer.alloc(5_000_000, 0x20)));
  },
  '/endless': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (res.write(chunk));
      res.once('drain', pump);
    };
    res.on('close', () => res.removeAllListeners('drain'));
    pump();
  },
  '/slow': () => {
    // Never answers: the total time limit must end it.
  },
  '/pdf': (res) => {
    res.writeHead(200, { 'content-type': 'application/pdf' });
    res.end('%PDF-1.4');
  },
  '/to-private': (res) => {
    res.writeHead(302, { location: `http://inside.test:${port}/page` });
    res.end();
  },
  '/to-metadata': (res) => {
    res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
    res.end();
  },
  '/to-file': (res) => {
    res.writeHead(302, { location: 'file:///etc/passwd' });
    res.end();
  },
  '/hop-ok': (res) => {
    res.writeHead(301, { location: '/page' });
    res.end();
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(`${req.headers.host}${req.url}`);
    const loop = /^\/loop\/(\d+)$/.exec(req.url ?? '');
    if (loop) {
      res.writeHead(302, { location: `/loop/${Number(loop[1]) + 1}` });
      res.end();
      return;
    }
    const route = routes[req.url ?? ''];
    if (route) route(res);
    else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('not found');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

/** Every made-up name resolves to this machine unless listed. */
function resolverWith(answers: Record<string, string[]> = {}): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const list = answers[hostname] ?? ['127.0.0.1'];
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

function fetcher(resolve: Resolver = resolverWith(), extra: Parameters<typeof createSafeFetcher>[0] = {}) {
  return createSafeFetcher({ resolve, allowHosts: [`site.test:${port}`], totalTimeoutMs: 1_000, maxBytes: 1_000_000, ...extra });
}

async function refusal(promise: Promise<unknown>): Promise<FetchRefused> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchRefused) return error;
    throw error;
  }
  throw new Error('expected a refusal, the fetch succeeded');
}

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:8.8.8.8', 'IPv4-mapped, even public'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['not an address', 'garbage'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '203.99.1.1', '2606:4700:4700::1111', '2a00:1450:4001:800::200e'])(
    'accepts the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('checkAddress (before connecting)', () => {
  it.each([
    ['ftp://example.pk/', 'another scheme'],
    ['file:///etc/passwd', 'a file'],
    ['https://user:secret@example.pk/', 'credentials'],
    ['https://example.pk:8443/', 'another port'],
    ['http://example.pk:22/', 'the SSH port'],
    ['http://localhost/', 'localhost'],
    ['http://LOCALHOST./', 'localhost with a trailing dot'],
    ['http://printer.local/', '*.local'],
    ['http://db.internal/', '*.internal'],
    ['http://metadata/', 'a single-label name'],
    ['http://127.0.0.1/', 'a loopback literal'],
    ['http://2130706433/', 'loopback written as one number'],
    ['http://0x7f.1/', 'loopback in hex'],
    ['http://0177.0.0.1/', 'loopback in octal'],
    ['http://169.254.169.254/latest/meta-data/', 'the metadata literal'],
    ['http://[::1]/', 'an IPv6 loopback literal'],
    ['http://[::ffff:127.0.0.1]/', 'an IPv4-mapped literal'],
    ['http://[::ffff:a9fe:a9fe]/', 'the metadata, mapped, in hex'],
    ['http://[64:ff9b::7f00:1]/', 'a NAT64 literal'],
    ['http://[fd00::1]/', 'a unique-local literal'],
    ['http://100.100.100.200/', 'a CGNAT literal'],
  ])('refuses %s (%s)', (url) => {
    expect(() => checkAddress(url)).toThrow(FetchRefused);
    try {
      checkAddress(url);
    } catch (error) {
      expect((error as FetchRefused).reason).toBe('not-public');
    }
  });

  it(`refuses an address over ${MAX_URL_LENGTH} characters, as invalid`, () => {
    expect(() => checkAddress(`https://example.pk/?q=${'a'.repeat(100_000)}`)).toThrow(/invalid-address/);
    expect(checkAddress(`https://example.pk/?q=${'a'.repeat(MAX_URL_LENGTH - 22)}`).href).toHaveLength(MAX_URL_LENGTH);
  });

  it('says the same thing to a person whatever the refusal', () => {
    expect(refusalMessage('not-public')).toBe('the address is not a public website');
    expect(refusalMessage('timeout')).toBe('the site did not answer within 15 s');
  });
});

describe('createSafeFetcher through a real server', () => {
  it('fetches an allowed page, drops cookies and announces itself honestly', async () => {
    const safe = fetcher();
    const page = await safe.fetch(`http://site.test:${port}/page`, 'page');
    await safe.close();
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Hello</title>');
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('decompresses and counts both sizes', async () => {
    const safe = fetcher();
    const page = await safe.fetch(`http://site.test:${port}/gzip`, 'page');
    await safe.close();
    expect(page.contentEncoding).toBe('gzip');
    expect(page.bytes).toBeGreaterThan(10_000);
    expect(page.transferBytes).toBeLessThan(200);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.5', 'private'],
    ['169.254.169.254', 'metadata'],
    ['100.64.1.1', 'CGNAT'],
    ['::1', 'IPv6 loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped'],
    ['fd00::5', 'unique-local'],
  ])('refuses a public-looking name whose DNS answer points inside (%s, %s) without sending a request', async (address) => {
    const before = hits.length;
    const safe = fetcher(resolverWith({ 'shop.example.pk': [address] }), { allowHosts: [] });
    const error = await refusal(safe.fetch(`http://shop.example.pk/`, 'page'));
    await safe.close();
    expect(error.reason).toBe('not-public');
    expect(hits.length).toBe(before);
  });

  it('refuses when any one of several DNS answers points inside', async () => {
    const resolve = resolverWith({ 'mixed.example.pk': ['93.184.216.34', '127.0.0.1'] });
    const safe = fetcher(resolve, { allowHosts: [] });
    const error = await refusal(safe.fetch('http://mixed.example.pk/', 'page'));
    await safe.close();
    expect(error.reason).toBe('not-public');
  });

  it('checks the address inside the connection (one resolution, the one connected to)', async () => {
    const resolve = resolverWith();
    const safe = fetcher(resolve);
    await safe.fetch(`http://site.test:${port}/page`, 'page');
    await safe.close();
    expect(resolve.calls).toEqual(['site.test']);
  });

  it('refuses a redirect to a private address, and to the metadata address, and to another scheme', async () => {
    const safe = fetcher();
    const before = hits.length;
    expect((await refusal(safe.fetch(`http://site.test:${port}/to-private`, 'page'))).reason).toBe('not-public');
    expect((await refusal(safe.fetch(`http://site.test:${port}/to-metadata`, 'page'))).reason).toBe('not-public');
    expect((await refusal(safe.fetch(`http://site.test:${port}/to-file`, 'page'))).reason).toBe('not-public');
    await safe.close();
    expect(hits.slice(before)).toEqual([`site.test:${port}/to-private`, `site.test:${port}/to-metadata`, `site.test:${port}/to-file`]);
  });

  it('follows a redirect by hand and records it', async () => {
    const safe = fetcher();
    const page = await safe.fetch(`http://site.test:${port}/hop-ok`, 'page');
    await safe.close();
    expect(page.url).toBe(`http://site.test:${port}/page`);
    expect(page.redirects).toEqual([{ url: `http://site.test:${port}/hop-ok`, status: 301, location: `http://site.test:${port}/page` }]);
  });

  it('stops after five redirects', async () => {
    const safe = fetcher();
    const error = await refusal(safe.fetch(`http://site.test:${port}/loop/0`, 'page'));
    await safe.close();
    expect(error.reason).toBe('too-many-redirects');
    expect(safe.visited).toHaveLength(6);
  });

  it('caps the size after decompression (a small gzip that inflates to 5 MB)', async () => {
    const safe = fetcher();
    const error = await refusal(safe.fetch(`http://site.test:${port}/bomb`, 'page'));
    await safe.close();
    expect(error.reason).toBe('too-large');
  });

  it('sends no request for an address over the length limit', async () => {
    const safe = fetcher();
    const before = hits.length;
    const error = await refusal(safe.fetch(`http://site.test:${port}/page?q=${'a'.repeat(100_000)}`, 'page'));
    await safe.close();
    expect(error.reason).toBe('invalid-address');
    expect(hits.length).toBe(before);
  });

  it('keeps to the audit budget: requests in all, and to other sites', async () => {
    const safe = fetcher(undefined, {
      allowHosts: [`site.test:${port}`, `other.test:${port}`],
      budget: { requests: 4, otherSiteRequests: 2 },
    });
    const outcomes: string[] = [];
    for (const host of ['site', 'other', 'other', 'other', 'site', 'site']) {
      outcomes.push(
        await safe.fetch(`http://${host}.test:${port}/page`, 'page').then(
          (resource) => String(resource.status),
          (error: FetchRefused) => error.reason,
        ),
      );
    }
    await safe.close();
    expect(outcomes).toEqual(['200', '200', '200', 'over-budget', '200', 'over-budget']);
  });

  it('counts each redirect hop as a request', async () => {
    const safe = fetcher(undefined, { budget: { requests: 3 } });
    const error = await refusal(safe.fetch(`http://site.test:${port}/loop/0`, 'page'));
    await safe.close();
    expect(error.reason).toBe('over-budget');
  });

  it("ends every fetch at the audit's time limit, and sends nothing after it", async () => {
    const safe = fetcher(undefined, { totalTimeoutMs: 15_000, budget: { auditMs: 200 } });
    const begin = Date.now();
    const slow = await refusal(safe.fetch(`http://site.test:${port}/slow`, 'page'));
    expect(slow.reason).toBe('timeout');
    expect(Date.now() - begin).toBeLessThan(10_000);
    const before = hits.length;
    const after = await refusal(safe.fetch(`http://site.test:${port}/page`, 'page'));
    await safe.close();
    expect(after.reason).toBe('timeout');
    expect(hits.length).toBe(before);
  }, 20_000);

  it('ends a never-ending body', async () => {
    const safe = fetcher();
    const error = await refusal(safe.fetch(`http://site.test:${port}/endless`, 'page'));
    await safe.close();
    expect(error.reason).toBe('too-large');
  });

  it('ends a site that never answers at the total time limit', async () => {
    const safe = fetcher(undefined, { totalTimeoutMs: 150 });
    const error = await refusal(safe.fetch(`http://site.test:${port}/slow`, 'page'));
    await safe.close();
    expect(error.reason).toBe('timeout');
    expect(refusalMessage(error.reason, { connectTimeoutMs: 5_000, totalTimeoutMs: 15_000 })).toBe('the site did not answer within 15 s');
  });

  it('gives up on a connection that never completes at the connect time limit, well before the total', async () => {
    // Accepts TCP but never answers the TLS handshake.
    const held: Socket[] = [];
    const silent = createTcpServer((socket) => held.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const silentPort = (silent.address() as AddressInfo).port;
    const safe = createSafeFetcher({
      resolve: resolverWith(),
      allowHosts: [`silent.test:${silentPort}`],
      connectTimeoutMs: 100,
      totalTimeoutMs: 4_000,
    });
    // undici's connect timer ticks about once a second, so 100 ms ends after about 1 s.
    const started = performance.now();
    const error = await refusal(safe.fetch(`https://silent.test:${silentPort}/`, 'page'));
    const elapsed = performance.now() - started;
    held.forEach((socket) => socket.destroy());
    await new Promise((done) => silent.close(done));
    await safe.close();
    expect(error.reason).toBe('timeout');
    expect(elapsed).toBeLessThan(2_000);
  });

  it('refuses a page that is not HTML', async () => {
    const safe = fetcher();
    const error = await refusal(safe.fetch(`http://site.test:${port}/pdf`, 'page'));
    await safe.close();
    expect(error.reason).toBe('not-html');
  });

  it('lets the allowed pair through only on its own port', async () => {
    const safe = fetcher();
    const error = await refusal(safe.fetch(`http://site.test:${port + 1}/page`, 'page'));
    await safe.close();
    expect(error.reason).toBe('not-public');
  });

  it('reports a name that does not resolve', async () => {
    const resolve: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.example.pk'), { code: 'ENOTFOUND' });
    };
    const safe = fetcher(resolve);
    const error = await refusal(safe.fetch('http://nowhere.example.pk/', 'page'));
    await safe.close();
    expect(error.reason).toBe('not-found');
  });
});
