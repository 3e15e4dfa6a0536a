/**
 * Google Search Console per landing page: the key, the token, the sync, the month snapshots and the figures.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { SYNCS_PER_HOUR, connectedProperty, countSyncNow, googleDay, saveProperty } from './connection';
export { readSearchSnapshot, searchFigures, topQueries } from './figures';
export { syncJob } from './job';
export { SearchConsoleError } from './problems';
export { querySearchAnalytics } from './search-analytics';
export { serviceAccountEmail } from './service-account';
export { fileMonth } from './snapshots';
export { searchConsoleStatus } from './status';
export { syncSearchConsole } from './sync';
