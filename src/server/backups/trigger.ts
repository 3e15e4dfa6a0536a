import { defineJob, NO_INPUT } from '../jobs/index';
import { runDueBackup } from './job';

/**
 * The background job that makes the backup that is due, an Admin's request
 * or the weekly one (job.ts). Started by Back up now and the daily scheduled
 * function; on Netlify it answers 202 at once and runs up to 15 minutes
 * (`npm run dev` emulates the same). Harmless to start twice: one run at a
 * time holds the claim, and it only makes what the store says is due.
 */
export const backupJob = defineJob({
  path: '/.netlify/functions/backup-background',
  schema: NO_INPUT,
  claim: () => 'backup',
  run: async () => {
    const run = await runDueBackup();
    if (run) console.log(`Backup ${run.id}: ${run.status}${run.error ? ` (${run.error})` : ''}`);
  },
});
