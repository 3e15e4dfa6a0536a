import { auditJob } from '../../src/server/audit/index';

/**
 * Background function (Netlify answers its caller 202 at once and lets it
 * run): makes one queued website audit, queued → running → done or failed
 * with a reason a person understands (src/server/audit/state.ts). Its
 * address is public, so it runs only for a signed call of this site's own;
 * anyone else's, or a repeat of a call, does nothing.
 */
export default auditJob.handler;
