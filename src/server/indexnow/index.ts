/**
 * IndexNow: the key file and the pages a production deploy changed, submitted.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { indexNowKey } from './key';
export { readPageFingerprints, submitChangedPages } from './submission';
