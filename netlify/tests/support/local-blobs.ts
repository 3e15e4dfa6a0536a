import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';

/**
 * A real local Netlify Blobs server on a fresh temp folder, wired up the way
 * the Netlify runtime wires functions: `getStore` reads its site id, token and
 * URLs from the NETLIFY_BLOBS_CONTEXT environment variable.
 */
export interface LocalBlobs {
  directory: string;
  stop: () => Promise<void>;
}

export async function startLocalBlobs(): Promise<LocalBlobs> {
  const directory = await mkdtemp(join(tmpdir(), 'blobs-test-'));
  const token = 'local-test-token';
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  const previous = process.env.NETLIFY_BLOBS_CONTEXT;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ siteID: 'test-site', token, edgeURL: url, uncachedEdgeURL: url }),
  ).toString('base64');
  return {
    directory,
    stop: async () => {
      await server.stop();
      if (previous === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
      else process.env.NETLIFY_BLOBS_CONTEXT = previous;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
