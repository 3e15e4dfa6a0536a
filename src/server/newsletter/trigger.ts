import { defineJob, NO_INPUT } from '../jobs/index';
import { runDueCampaigns } from './sending';

/**
 * The background job that sends every campaign that is due, batch by batch
 * (sending.ts). Started after Send and by the scheduled function each minute
 * a campaign is due; on Netlify it answers 202 at once and runs up to 15
 * minutes (under `npm run dev` the dev emulation does the same,
 * src/integrations/netlify-dev-emulation.ts). Starting it is harmless: one
 * run at a time holds the claim, and it only sends what the store says is due.
 */
export const sendJob = defineJob({
  path: '/.netlify/functions/newsletter-send-background',
  schema: NO_INPUT,
  claim: () => 'send',
  run: async () => {
    const results = await runDueCampaigns();
    for (const [id, result] of Object.entries(results)) console.log(`Campaign ${id}: ${JSON.stringify(result)}`);
  },
});

/** Starts the send; if the call fails, the scheduled function starts it within a minute anyway. */
export async function startSending(origin: string): Promise<void> {
  if (!(await sendJob.start(origin))) console.error('The scheduled function will start the newsletter send again.');
}
