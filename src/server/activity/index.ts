/**
 * The activity log: what staff and the system did, refusals counted per hour.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { ACTIVITY_RETENTION_MS, UNKNOWN_ACCOUNT, exportActivity, listActivity, logActivity, recordActivity, removeExpired } from './log';
