/**
 * Editable page text, its history, publish requests, share images and the favicon.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export {
  HISTORY_LIMIT,
  createEntry,
  entryEtag,
  listEntries,
  listHistory,
  parseEntryId,
  publicContent,
  seedPage,
  updateEntry,
} from './entries';
export { renderFaviconIco } from './favicon';
export { renderOgImage } from './og-image';
export { buildRecord, pageText, searchTexts, snapshotSource } from './page-text';
export {
  PUBLISH_MESSAGES,
  publishInfo,
  publishOptionsFor,
  requestPublish,
  requestPublishAfterSave,
  type PublishOptions,
  type PublishResult,
} from './publish';
