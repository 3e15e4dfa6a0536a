import { z } from 'zod';
import { defineJob } from '../jobs/index';
import { connectedProperty } from './connection';
import { syncSearchConsole } from './sync';

/** A background function runs 15 minutes; stop starting days well before (the next run goes on). */
const WORK_MS = 12 * 60_000;

/**
 * The background job that syncs Search Console's figures of the saved
 * property (sync.ts), started by the daily scheduled function and Sync now.
 * One run at a time per property holds the claim; a start for a property
 * that is no longer the saved one does nothing.
 */
export const syncJob = defineJob({
  path: '/.netlify/functions/search-console-sync-background',
  schema: z.object({ property: z.string().min(1) }),
  claim: ({ property }) => property,
  run: async ({ property }) => {
    if ((await connectedProperty()) !== property) {
      console.log(`Search Console ${property}: no longer the saved property`);
      return;
    }
    const outcome = await syncSearchConsole({ deadline: Date.now() + WORK_MS });
    console.log(
      outcome.kind === 'done'
        ? `Search Console ${outcome.property}: filed ${outcome.days} days, ${outcome.left} left${outcome.problem ? ` (${outcome.problem.kind})` : ''}`
        : `Search Console: ${outcome.kind}`,
    );
  },
});
