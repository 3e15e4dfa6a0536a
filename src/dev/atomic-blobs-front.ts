import { createServer } from 'node:http';

/**
 * Netlify's Blobs service applies a conditional write (If-None-Match: * for
 * `onlyIfNew`, If-Match for `onlyIfMatch`) atomically. The local BlobsServer
 * from @netlify/blobs checks the condition and then writes in separate steps,
 * so two racing conditional writes can both succeed there: two "first"
 * admins, a lost edit reported as saved.
 *
 * Its listing is not atomic either: it reads the folder, then stats each file,
 * and a write renames its temp file into place meanwhile. A listing taken
 * during writes to the same folder came back cut short (the walk stops at the
 * vanished temp file, still 200) or with the temp file as an extra key.
 *
 * This is a pass-through HTTP front for a local BlobsServer that runs each
 * store's writes, deletes and listings one at a time and forwards everything
 * else (reads of one blob, which see the old or the new file) untouched, which
 * gives local code the production contract. Each store has its own turn (its
 * own folder, so nothing races across stores): one turn for all of them made
 * a visitor's lead wait behind unrelated writes, which no deployed store does.
 * Both `astro dev`
 * (src/integrations/netlify-dev-emulation.ts) and the function tests
 * (netlify/tests/support/local-blobs.ts) put it in front of their store.
 */
export interface FrontOptions {
  /**
   * Tests only: requests this picks are answered 500 (a store that is down), or the status it
   * gives, instead of forwarded.
   */
  refuse?: (method: string, url: string) => boolean | number;
}

export interface AtomicBlobsFront {
  /** Origin to use as the Blobs context's edgeURL / uncachedEdgeURL. */
  url: string;
  close: () => Promise<void>;
}

/** A request to the store: /<site>/<store>/<key> for one blob, /<site>/<store>?prefix=… for a listing. */
export interface BlobRequest {
  method: string;
  /** The store's name as given to getStore. */
  store: string;
  /** Empty for a listing. */
  key: string;
}

export function describeBlobRequest(method: string, url: string): BlobRequest {
  const { pathname } = new URL(url, 'http://blobs.local');
  const [, , store = '', ...key] = pathname.split('/').map(decodeURIComponent);
  // Site-wide stores travel as `site:<name>`.
  return { method, store: store.replace(/^site:/, ''), key: key.join('/') };
}

/** Writes, deletes and listings of one store wait for each other. */
function takesTurns({ method, key }: BlobRequest): boolean {
  return method === 'PUT' || method === 'DELETE' || (method === 'GET' && key === '');
}

/** Starts the front on a free loopback port, forwarding to `target` (the BlobsServer's origin). */
export function startAtomicBlobsFront(target: string, options: FrontOptions = {}): Promise<AtomicBlobsFront> {
  const queues = new Map<string, Promise<unknown>>();
  const server = createServer(async (req, res) => {
    const refused = options.refuse?.(req.method ?? 'GET', req.url ?? '/');
    if (refused) {
      req.resume();
      res.writeHead(typeof refused === 'number' ? refused : 500).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
    }
    const forward = () =>
      fetch(new URL(req.url ?? '/', target), {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      }).then(async (answer) => ({ answer, body: Buffer.from(await answer.arrayBuffer()) }));
    const request = describeBlobRequest(req.method ?? 'GET', req.url ?? '/');
    const inTurn = takesTurns(request);
    const pending = inTurn ? (queues.get(request.store) ?? Promise.resolve()).then(forward) : forward();
    if (inTurn)
      queues.set(
        request.store,
        pending.catch(() => undefined),
      );
    try {
      const { answer, body } = await pending;
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(body);
    } catch {
      res.writeHead(502).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
