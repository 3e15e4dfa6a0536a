import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';

/**
 * A real local Netlify Blobs server on a fresh temp folder, wired up the way
 * the Netlify runtime wires functions: `getStore` reads its site id, token and
 * URLs from the NETLIFY_BLOBS_CONTEXT environment variable.
 *
 * The local BlobsServer checks a write's condition (If-None-Match / If-Match)
 * and then writes in separate steps, so two racing conditional writes can
 * both succeed there, while Netlify's service applies them atomically. A thin
 * pass-through in front of it runs conditional writes one at a time, which
 * gives the tests the production contract; everything else passes untouched.
 *
 * The same front can play a failing store: `failWhen(rule)` answers 500 to
 * every request the rule picks (as Netlify's service would when it is down),
 * until `failWhen(null)`.
 */
export interface BlobRequest {
  method: string;
  /** The store's name as given to getStore. */
  store: string;
  /** Empty for a listing. */
  key: string;
}

export type FailureRule = (request: BlobRequest) => boolean;

export interface LocalBlobs {
  directory: string;
  /** Answer 500 to the requests the rule picks; null heals the store. */
  failWhen: (rule: FailureRule | null) => void;
  /** How many requests were failed on purpose since the last `failWhen`. */
  failures: () => number;
  stop: () => Promise<void>;
}

interface Front {
  server: Server;
  url: string;
  failWhen: (rule: FailureRule | null) => void;
  failures: () => number;
}

function describeRequest(method: string, url: string): BlobRequest {
  const { pathname } = new URL(url, 'http://blobs.local');
  const [, , store = '', ...key] = pathname.split('/').map(decodeURIComponent);
  // Site-wide stores travel as `site:<name>`.
  return { method, store: store.replace(/^site:/, ''), key: key.join('/') };
}

function atomicConditionalWrites(target: string): Promise<Front> {
  let queue: Promise<unknown> = Promise.resolve();
  let rule: FailureRule | null = null;
  let failed = 0;
  const server = createServer(async (req, res) => {
    if (rule?.(describeRequest(req.method ?? 'GET', req.url ?? '/'))) {
      failed += 1;
      req.resume();
      res.writeHead(500).end();
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
    const conditional = req.method === 'PUT' && (headers.has('if-match') || headers.has('if-none-match'));
    const pending = conditional ? queue.then(forward) : forward();
    if (conditional) queue = pending.catch(() => undefined);
    try {
      const { answer, body } = await pending;
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(body);
    } catch {
      res.writeHead(502).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        server,
        url: `http://127.0.0.1:${port}`,
        failWhen: (next) => {
          rule = next;
          failed = 0;
        },
        failures: () => failed,
      });
    });
  });
}

export async function startLocalBlobs(): Promise<LocalBlobs> {
  const directory = await mkdtemp(join(tmpdir(), 'blobs-test-'));
  const token = 'local-test-token';
  const blobs = new BlobsServer({ directory, token });
  const { port } = await blobs.start();
  const front = await atomicConditionalWrites(`http://localhost:${port}`);
  const previous = process.env.NETLIFY_BLOBS_CONTEXT;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ siteID: 'test-site', token, edgeURL: front.url, uncachedEdgeURL: front.url }),
  ).toString('base64');
  return {
    directory,
    failWhen: front.failWhen,
    failures: front.failures,
    stop: async () => {
      await new Promise((resolve) => front.server.close(resolve));
      await blobs.stop();
      if (previous === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
      else process.env.NETLIFY_BLOBS_CONTEXT = previous;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
