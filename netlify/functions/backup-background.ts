import { runDueBackup } from '../../src/server/backups/job';

/**
 * Background function (the `-background` name: Netlify answers 202 at once
 * and lets it run up to 15 minutes): makes the backup that is due, an
 * Admin's request or the weekly one (src/server/backups/job.ts). It takes no
 * input, so calling it can only make a backup the store says is due.
 */
export default async (): Promise<Response> => {
  const run = await runDueBackup();
  if (run) console.log(`Backup ${run.id}: ${run.status}${run.error ? ` (${run.error})` : ''}`);
  return new Response(null, { status: 202 });
};
