// Bare Node loads this file too (the build plugin, `npm run build`): relative imports carry their extension.
/**
 * The content snapshot: what a build reads from the stores (editable text, published articles and their
 * images) into the file the pages are built from, and the moment it was taken.
 * The area's face: other areas, functions, pages, integrations and scripts import only what is here.
 */
export {
  LAST_SNAPSHOT_KEY,
  PENDING_BUILD_KEY,
  markSnapshotTaken,
  readContentEntries,
  readPublishedArticles,
  snapshotImagesDir,
  snapshotPath,
  writeArticleImages,
  writeContentSnapshot,
} from './snapshot.ts';
