import { syncJob } from '../../src/server/search-console/index';

/**
 * Background function: syncs Search Console's figures of the saved property
 * (src/server/search-console/sync.ts), on a signed call of this site's own
 * (the daily scheduled function, Sync now); anyone else's does nothing.
 */
export default syncJob.handler;
