import type { Config } from '@netlify/functions';
import { ownFunctionsOrigin } from '../../src/server/background-calls';
import { startDueReports } from '../../src/server/clients/index';

/**
 * Scheduled hourly: from the 2nd of each month (Pakistan time; Google's
 * figures arrive 2–3 days late) starts last month's report for each active
 * client that has none, a few per run. Safe to run twice: it starts only
 * what is due (src/server/clients/making.ts).
 */
export default async (req: Request): Promise<Response> => {
  const started = await startDueReports(ownFunctionsOrigin(req));
  console.log(`Monthly reports: ${started} started`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '@hourly' };
