import { backupJob } from '../../src/server/backups/index';

/**
 * Background function (the `-background` name: Netlify answers 202 at once
 * and lets it run up to 15 minutes): makes the backup that is due, an
 * Admin's request or the weekly one (src/server/backups/job.ts). Its address
 * is public, so it runs only for a signed call of this site's own
 * (src/server/backups/trigger.ts); anyone else's does nothing.
 */
export default backupJob.handler;
