// `npm run build` locally: snapshot the local development store (the one
// `npm run dev` writes under .netlify/blobs-serve) so a local production build
// shows local edits. On Netlify the build plugin has already done this; a local
// `netlify build` that is not linked to a site calls snapshotLocalStore() from the plugin.
import { existsSync } from 'node:fs';
import { BlobsServer } from '@netlify/blobs/server';
import {
  readContentEntries,
  readPublishedArticles,
  snapshotImagesDir,
  snapshotPath,
  writeArticleImages,
  writeContentSnapshot,
} from '../src/server/content-snapshot/index.ts';
import { connectStores } from '../src/server/storage.ts';

const LOCAL_STORE_DIR = '.netlify/blobs-serve';
/** The site id the local development server files its stores under. */
const LOCAL_SITE_ID = '0';

/** Writes the snapshot from the local store, or leaves the built-in text when there is none. */
export async function snapshotLocalStore() {
  if (!existsSync(LOCAL_STORE_DIR)) {
    console.log(`content-snapshot: no local store in ${LOCAL_STORE_DIR}; the build uses the built-in default text`);
    return;
  }
  const token = 'local-build';
  const server = new BlobsServer({ directory: LOCAL_STORE_DIR, token });
  const { port } = await server.start();
  try {
    const url = `http://localhost:${port}`;
    connectStores({ siteID: LOCAL_SITE_ID, token, edgeURL: url, uncachedEdgeURL: url });
    const entries = await readContentEntries();
    const articles = await readPublishedArticles();
    const images = await writeArticleImages(snapshotImagesDir(snapshotPath()), articles);
    await writeContentSnapshot(snapshotPath(), entries, undefined, articles);
    console.log(
      `content-snapshot: ${entries.length} entries, ${articles.length} published articles and ${images} images from the local store written to ${snapshotPath()}`,
    );
  } catch (error) {
    // Never build the built-in text over local edits that exist but could not be read.
    console.error(`content-snapshot: could not read the local store in ${LOCAL_STORE_DIR}; the build stops.`, error);
    throw error;
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  if (process.env.NETLIFY === 'true') {
    console.log('content-snapshot: under Netlify (or netlify build), the build plugin takes the snapshot');
  } else {
    await snapshotLocalStore().catch(() => {
      process.exitCode = 1;
    });
  }
}
