import { existsSync, mkdirSync } from 'node:fs';
import { BlobsServer } from '@netlify/blobs/server';
import { connectStores } from '../../src/server/storage.ts';

/** The local development store `npm run dev` writes (see scripts/content-snapshot-local.mjs). */
export const LOCAL_STORE_DIR = '.netlify/blobs-serve';
/** The site id the local development server files its stores under. */
const LOCAL_SITE_ID = '0';

export class UsageError extends Error {}

export interface Target {
  description: string;
  close: () => Promise<void>;
}

/**
 * Points the storage module at a Netlify site (site id and a personal access
 * token) or, by default, at the local development store through a Blobs
 * server of our own on it. `create` makes the local folder when there is none
 * (a restore into a fresh clone).
 */
export async function connectTarget(options: { site?: string; token?: string; create?: boolean }): Promise<Target> {
  if (options.site || options.token) {
    if (!options.site || !options.token) throw new UsageError('--site and --token go together: the site id and a personal access token.');
    connectStores({ siteID: options.site, token: options.token });
    return { description: `Netlify site ${options.site}`, close: async () => {} };
  }
  if (!existsSync(LOCAL_STORE_DIR)) {
    if (!options.create)
      throw new UsageError(`There is no local store in ${LOCAL_STORE_DIR} (run \`npm run dev\` once), or give --site and --token.`);
    mkdirSync(LOCAL_STORE_DIR, { recursive: true });
  }
  const token = 'local-backup';
  const server = new BlobsServer({ directory: LOCAL_STORE_DIR, token });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  connectStores({ siteID: LOCAL_SITE_ID, token, edgeURL: url, uncachedEdgeURL: url });
  return { description: `the local development store (${LOCAL_STORE_DIR})`, close: () => server.stop() };
}

/** Runs a command's body: a usage or check failure prints one sentence and exits 1 (2 for usage). */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n${message}`);
    if (!(error instanceof UsageError) && !(error instanceof Error && /Backup|Restore/.test(error.name))) console.error(error);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}
