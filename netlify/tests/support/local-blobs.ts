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
 */
export interface LocalBlobs {
  directory: string;
  stop: () => Promise<void>;
}

function atomicConditionalWrites(target: string): Promise<{ server: Server; url: string }> {
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer(async (req, res) => {
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
      resolve({ server, url: `http://127.0.0.1:${port}` });
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
    stop: async () => {
      await new Promise((resolve) => front.server.close(resolve));
      await blobs.stop();
      if (previous === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
      else process.env.NETLIFY_BLOBS_CONTEXT = previous;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
