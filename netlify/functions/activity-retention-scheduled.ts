import type { Config } from '@netlify/functions';
import { removeExpired } from '../../src/server/activity/index';

/**
 * Scheduled daily: deletes activity-log entries older than a year. This is
 * the only code that deletes log entries; no endpoint can.
 */
export default async function activityRetention(): Promise<Response> {
  const removed = await removeExpired();
  console.log(`Activity log: removed ${removed} entries older than a year`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@daily' };
