import type { Config } from '@netlify/functions';
import { foldLeadDays, healLeadFacts, rollUpTaps } from '../../src/server/growth/index';
import { leadInbox } from '../../src/server/leads/index';

/** Scheduled functions may run 30 s; stop starting new work well before, the next run goes on. */
const WORK_MS = 20_000;

/**
 * Scheduled hourly: keeps the growth dashboard's rollups current. Files leads
 * the inbox has and the figures do not (stored before the dashboard, or a
 * failed write), folds the days whose leads changed into their months, and
 * counts each finished day's taps into its month, deleting the taps.
 */
export default async function growthRollup(): Promise<Response> {
  const deadline = Date.now() + WORK_MS;
  const healed = await healLeadFacts(leadInbox, deadline);
  const folded = await foldLeadDays(deadline);
  const rolled = await rollUpTaps(Date.now(), deadline);
  console.log(`Growth: filed ${healed} leads, folded ${folded} lead days, rolled up ${rolled} tap days`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@hourly' };
