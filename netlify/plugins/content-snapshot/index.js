// Netlify build plugin: before `astro build`, copy the editable page text and
// the published articles (with their images) from the Blobs stores into the snapshot file the pages read at build time.
// The build command itself has no Blobs credentials on Netlify; plugins do.
// It also tells the functions when this build took its snapshot, so a save
// made after that requests another build.
// Netlify runs local plugins on the site's Node (24, netlify.toml), which strips TypeScript types itself.
import {
  markSnapshotTaken,
  readContentEntries,
  readPublishedArticles,
  snapshotImagesDir,
  snapshotPath,
  writeArticleImages,
  writeContentSnapshot,
} from '../../../src/server/content-snapshot/index.ts';
import { connectStores } from '../../../src/server/storage.ts';
import { snapshotLocalStore } from '../../../scripts/content-snapshot-local.mjs';

export async function onPreBuild({ constants, utils }) {
  const path = snapshotPath();
  const linked = Boolean(constants.SITE_ID && constants.NETLIFY_API_TOKEN);
  // `netlify build` on a developer's machine without a linked site: the local dev store, as `npm run build` reads it.
  if (constants.IS_LOCAL && !linked) {
    console.log('content-snapshot: local build with no linked site: reading the local development store (.netlify/blobs-serve)');
    try {
      await snapshotLocalStore();
    } catch (error) {
      utils.build.failBuild(`content-snapshot: could not read the local development store (${error.message}).`, { error });
    }
    return;
  }
  try {
    if (linked) connectStores({ siteID: constants.SITE_ID, token: constants.NETLIFY_API_TOKEN });
    // First the mark, then the read: a save after the mark requests its own build (see src/server/content/publish.ts).
    const takenAt = await markSnapshotTaken();
    const entries = await readContentEntries();
    const articles = await readPublishedArticles();
    const images = await writeArticleImages(snapshotImagesDir(path), articles);
    await writeContentSnapshot(path, entries, takenAt, articles);
    console.log(
      `content-snapshot: ${entries.length} stored entries, ${articles.length} published articles and ${images} images written to ${path}`,
    );
  } catch (error) {
    // Building on with the built-in text would publish defaults over every edit: stop instead.
    // Say why: no store configured is not a passing outage, and trying again would not help.
    const reason = linked
      ? 'try the deploy again'
      : 'no Blobs store is configured for this build (no site id and token): run it on Netlify, or link the site with `netlify link`';
    utils.build.failBuild(
      `content-snapshot: could not read the content store (${error.message}). ` +
        `The build stops so the published pages keep their edited text; ${reason}.`,
      { error },
    );
  }
}
