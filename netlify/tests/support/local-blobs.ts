import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { describeBlobRequest, startAtomicBlobsFront, type BlobRequest } from '../../../src/dev/atomic-blobs-front';

/**
 * A real local Netlify Blobs server on a fresh temp folder, wired up the way
 * the Netlify runtime wires functions: `getStore` reads its site id, token and
 * URLs from the NETLIFY_BLOBS_CONTEXT environment variable.
 *
 * The local BlobsServer checks a write's condition (If-None-Match / If-Match)
 * and then writes in separate steps, so two racing conditional writes can
 * both succeed there, while Netlify's service applies them atomically. The
 * same front `astro dev` uses (src/dev/atomic-blobs-front.ts) sits in front of
 * it and gives the tests the production contract.
 *
 * The front can also play a failing store: `failWhen(rule)` answers 500 to
 * every request the rule picks (as Netlify's service would when it is down),
 * until `failWhen(null)`. The store client retries a 500 five times, 5 s
 * apart outside vitest (NODE_ENV=test makes it 1 ms): a browser test that
 * only needs the store to fail says `failWhen(rule, { status: 401 })`, a
 * refusal the client gives up on at once (a token the store no longer takes),
 * and leaves the retries to the function tests.
 */
export type FailureRule = (request: BlobRequest) => boolean;

export interface LocalBlobs {
  directory: string;
  /** Answer 500 (or `status`) to the requests the rule picks; null heals the store. */
  failWhen: (rule: FailureRule | null, options?: { status: number }) => void;
  /** How many requests were failed on purpose since the last `failWhen`. */
  failures: () => number;
  stop: () => Promise<void>;
}

export async function startLocalBlobs(): Promise<LocalBlobs> {
  const directory = await mkdtemp(join(tmpdir(), 'blobs-test-'));
  const token = 'local-test-token';
  const blobs = new BlobsServer({ directory, token });
  const { port } = await blobs.start();
  let rule: FailureRule | null = null;
  let status = 500;
  let failed = 0;
  const front = await startAtomicBlobsFront(`http://localhost:${port}`, {
    refuse: (method, url) => {
      const refused = rule?.(describeBlobRequest(method, url)) ?? false;
      if (refused) failed += 1;
      return refused && status;
    },
  });
  const previous = process.env.NETLIFY_BLOBS_CONTEXT;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ siteID: 'test-site', token, edgeURL: front.url, uncachedEdgeURL: front.url }),
  ).toString('base64');
  return {
    directory,
    failWhen: (next, options) => {
      rule = next;
      status = options?.status ?? 500;
      failed = 0;
    },
    failures: () => failed,
    stop: async () => {
      await front.close();
      await blobs.stop();
      if (previous === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
      else process.env.NETLIFY_BLOBS_CONTEXT = previous;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
