import type { Config } from '@netlify/functions';
import { foldLeadDays, healLeadFacts, rollUpTaps } from '../../src/server/growth/index';
import { leadInbox } from '../../src/server/leads/index';

/** Scheduled functions may run 30 s; stop starting new work well before, the next run goes on. */
const WORK_MS = 20_000;
/** Filing (a rebuild of every lead's facts takes several runs) leaves the rest of the run to folding and taps. */
const FILING_MS = 12_000;

/**
 * Scheduled hourly: keeps the growth dashboard's rollups current. Rebuilds
 * leads' facts of an older version from the leads (a migration, resumable:
 * docs/growth.md), files leads the inbox has and the figures do not (stored
 * before the dashboard, or a failed write), folds the days whose leads
 * changed into their months, and counts each finished day's taps into its
 * month, deleting the taps.
 */
export default async function growthRollup(): Promise<Response> {
  const started = Date.now();
  const deadline = started + WORK_MS;
  const heal = await healLeadFacts(leadInbox, Math.min(deadline, started + FILING_MS));
  const folded = await foldLeadDays(deadline);
  const rolled = await rollUpTaps(Date.now(), deadline);
  const rebuild =
    heal.rebuildFinished && heal.rebuilt === 0
      ? ''
      : `rebuilt ${heal.rebuilt} leads' facts (${heal.rebuildFinished ? 'the rebuild is done' : 'the rebuild goes on next hour'}), `;
  console.log(
    `Growth: ${rebuild}filed ${heal.filed} leads, took out ${heal.erased} erased, folded ${heal.folded + folded} lead days, rolled up ${rolled} tap days`,
  );
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@hourly' };
