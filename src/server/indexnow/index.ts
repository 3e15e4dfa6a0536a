/**
 * IndexNow: the key file and the pages a production deploy changed, submitted.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { indexNowKey, indexNowKeyWithSource } from './key';
export { changedTheLiveSite, checkDeployNotification, NOTIFICATION_MAX_BYTES, SIGNATURE_HEADER } from './deploy-notification';
export { lastSubmission, readPageFingerprints, submitChangedPages } from './submission';
