import type { Config } from '@netlify/functions';
import { ownFunctionsOrigin } from '../../src/server/background-calls';
import { backupJob, backupStatus, warnIfMissing, weeklyDue } from '../../src/server/backups/index';
import { DAY_MS, HOUR_MS } from '../../src/lib/time/durations';

/**
 * Scheduled function, daily: starts the weekly backup when the last good one
 * is a week old, and mails the Admins when the weekly backup is missing
 * (none good for over 8 days) unless a run failed in the last day, whose own
 * mail already told them.
 */
export default async (req: Request): Promise<Response> => {
  const now = new Date();
  if (await weeklyDue(now)) await backupJob.start(ownFunctionsOrigin(req));
  const { last } = await backupStatus(now);
  const toldToday = last?.status === 'failed' && now.getTime() - Date.parse(last.started_at) < DAY_MS + HOUR_MS;
  if (!toldToday) await warnIfMissing(now);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '@daily' };
